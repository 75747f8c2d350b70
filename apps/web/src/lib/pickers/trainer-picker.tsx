// The trainer picker: a form field choosing a trainer's account by admId, labelled "Last, First",
// inactive trainers muted (or left out), from the lookup the screen reads.
import { type ChoiceOptions, type TrainerItem, trainerChoices } from './choices';
import { ListPicker, type ListPickerProps } from './list-picker';

export function TrainerPicker({
  activeOnly,
  ...props
}: ListPickerProps<TrainerItem> & Pick<ChoiceOptions, 'activeOnly'>) {
  return <ListPicker {...props} choices={trainerChoices(props.options, { activeOnly })} plural="trainers" />;
}
