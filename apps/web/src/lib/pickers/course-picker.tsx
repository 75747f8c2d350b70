// The course picker: a form field choosing an instructor-led course by id, labelled "code — name",
// inactive courses muted (or left out), from the lookup the screen reads.
import { type ChoiceOptions, type CourseItem, courseChoices, type Labelled } from './choices';
import { ListPicker, type ListPickerProps } from './list-picker';

export function CoursePicker({
  activeOnly,
  markBeta,
  ...props
}: ListPickerProps<CourseItem | Labelled<number>> & ChoiceOptions) {
  return <ListPicker {...props} choices={courseChoices(props.options, { activeOnly, markBeta })} plural="courses" />;
}
