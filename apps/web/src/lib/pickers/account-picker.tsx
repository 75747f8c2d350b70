// The account picker: finds accounts on an area's search of the contract as one types, each shown as
// "First Last <e-mail>". Each area passes its own search, as each has its own meaning and access
// (accounts that may become trainers, accounts a class may register).
import { accountLabel, type PickedAccount } from './choices';
import { SearchPicker, type SearchPickerProps } from './search-picker';

export function AccountPicker<A extends PickedAccount>(props: SearchPickerProps<A>) {
  return <SearchPicker<A> {...props} itemLabel={accountLabel} field="email" plural="accounts" />;
}
