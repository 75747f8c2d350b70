// The Partners screen (/partners), against the real server with the demo partners.
import { testScreensAccessibility } from './support/a11y';

testScreensAccessibility([['/partners', 'Partners']]);
