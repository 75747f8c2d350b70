// The Licenses screens (/licenses), against the real server with the demo catalogue. Deleting a license
// that courses require is refused: see markets.spec.ts, whose test edits a market and then tries it.
import { testScreensAccessibility } from './support/a11y';

testScreensAccessibility([
  ['/licenses', 'Licenses'],
  ['/licenses/new', 'New License'],
  ['/licenses/1/edit', 'Edit License'],
]);
