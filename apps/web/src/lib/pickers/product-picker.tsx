// The product picker: a form field choosing a product by SKU, labelled as the server sends it
// ("SKU — name"), inactive products muted (or left out), from the lookup the screen reads.
import { type ChoiceOptions, type Labelled, productChoices } from './choices';
import { ListPicker, type ListPickerProps } from './list-picker';

export function ProductPicker({
  activeOnly,
  ...props
}: ListPickerProps<Labelled<string>> & Pick<ChoiceOptions, 'activeOnly'>) {
  return <ListPicker {...props} choices={productChoices(props.options, { activeOnly })} plural="products" />;
}
