// zod compiles object parsers with new Function when the page allows it, and finds out by trying once:
// under the console's Content-Security-Policy (no 'unsafe-eval') that try is refused and the browser
// records a violation (Lighthouse's best practices flag it). The console parses without compiling.
// A field's problem is told in the contract's plain words (plain-messages.ts), as the server tells it.
// Imported first by main.tsx, before any chunk declares a schema; only zod's settings object and the
// words load.
import { installPlainMessages } from '@eco/contract/plain-messages';
import { config } from 'zod/v4/core';

config({ jitless: true });
installPlainMessages();
