// Values no other test uses, so the rows a test makes with them are its own.
import { randomInt } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A code suffix (capitals and digits, at most 16): E2E, the time and four random characters. */
export const uniqueSuffix = () =>
  `E2E${Date.now().toString(36).toUpperCase().slice(-6)}${Array.from({ length: 4 }, () => alphabet[randomInt(36)]).join('')}`;
