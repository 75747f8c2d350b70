// The System area's outbox (/system), against the real server. Reading a queued e-mail is covered where
// one is sent: passcodes.spec.ts resends a passcode and opens its message here.
import { testScreensAccessibility } from './support/a11y';

testScreensAccessibility([['/system', 'System']]);
