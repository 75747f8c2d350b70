// Email content: every e-mail type by language, its tokens, preview, copy and save.
import { endpoint } from './endpoint.js';

void endpoint;
export const emailContents = {} as const;
