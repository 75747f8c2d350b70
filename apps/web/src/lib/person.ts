// Whose console this is: the signed-in person's subject, set by the session. What the browser keeps per
// person (a list's chosen columns) is keyed by it, so two people sharing a browser keep their own.
import { createStore } from './store';

export const person = createStore<string | null>(null);
