// Every e-mail type the product sends, as the areas declare them (the emailTypes of their area.ts) and
// the platform's own: the Email Content area edits their content; the app ensures each has its English
// content at start.
import { emailTypesOf } from '../platform/area-definition.js';
import { areas } from './index.js';

export const emailTypes = emailTypesOf(areas);
