// Password hashing for accounts that sign in with the embedded provider: salted scrypt from node:crypto,
// with its cost parameters stored in the hash so they can be raised later without breaking old hashes.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Cost 2^15, block size 8: about 32 MiB and tens of milliseconds a hash; strong enough for staff
// passwords, cheap enough that a sign-in (and the demo seed) stays quick on a 2-core machine.
const DEFAULT = { logN: 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// A stored hash is data: bound its parameters so a tampered row cannot make one check eat the server.
const MAX_LOG_N = 20;
const MAX_R = 16;
const MAX_P = 4;

const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{16,})$/;

function derive(plain: string, salt: Buffer, logN: number, r: number, p: number, length: number) {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, length, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password as `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (base64url). */
export async function hashPassword(plain: string): Promise<string> {
  const { logN, r, p } = DEFAULT;
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(plain, salt, logN, r, p, KEY_LENGTH);
  return `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** True when `plain` matches `hash`; false for a wrong password or a hash it cannot read. */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const match = FORMAT.exec(hash);
  if (!match) return false;
  const [, ln, rs, ps, saltText, keyText] = match as unknown as [string, string, string, string, string, string];
  const logN = Number(ln);
  const r = Number(rs);
  const p = Number(ps);
  if (logN < 1 || logN > MAX_LOG_N || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return false;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length < 16 || expected.length > 64) return false;
  const actual = await derive(plain, Buffer.from(saltText, 'base64url'), logN, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

/** The shortest password a person may choose: length is what makes a password hard to guess. */
export const PASSWORD_MIN_LENGTH = 12;
/** The sign-in form accepts no longer one. */
export const PASSWORD_MAX_LENGTH = 1024;

/** Why a new password is refused, in words for the person choosing it, or undefined when it will do. */
export function passwordProblem(plain: string, context: { email: string }): string | undefined {
  const length = [...plain.normalize('NFKC')].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (plain.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (!plain.trim()) return 'Use characters other than spaces.';
  const lower = plain.trim().toLowerCase();
  const email = context.email.trim().toLowerCase();
  if (lower === email || lower === email.split('@')[0]) return 'Do not use your e-mail address as your password.';
  if (new Set(lower).size < 4) return 'Use more than a few different characters.';
  return undefined;
}
