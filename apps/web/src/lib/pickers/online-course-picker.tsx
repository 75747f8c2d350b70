// The online course picker: a form field choosing a self-paced course by id, labelled "code — name",
// inactive ones muted (or left out), from the lookup the screen reads.
import { type ChoiceOptions, type CourseItem, courseChoices, type Labelled } from './choices';
import { ListPicker, type ListPickerProps } from './list-picker';

export function OnlineCoursePicker({
  activeOnly,
  ...props
}: ListPickerProps<CourseItem | Labelled<number>> & Pick<ChoiceOptions, 'activeOnly'>) {
  return <ListPicker {...props} choices={courseChoices(props.options, { activeOnly })} plural="online courses" />;
}
