// PrimeReact settings for every screen that uses its form controls (imported by the toolkit, so they
// load with the first such screen, not with the shell). The Dropdown renders a hidden <select> (for
// native form posts, which the console does not use) and a decorative trigger: both are taken out of
// the accessibility tree, which has the labelled combobox input (axe: select-name, aria-command-name).
// The select is disabled so nothing hidden can take focus. A focused Dropdown also puts
// aria-activedescendant on its root, a plain div (axe: aria-allowed-attr), naming an option that does not
// exist while the list is closed: it is left off (the input is what assistive technology follows).
import PrimeReact from 'primereact/api';

PrimeReact.pt = {
  ...PrimeReact.pt,
  dropdown: {
    root: { 'aria-activedescendant': undefined } as never,
    select: { 'aria-hidden': true, disabled: true } as never,
    trigger: { 'aria-hidden': true },
  },
};
