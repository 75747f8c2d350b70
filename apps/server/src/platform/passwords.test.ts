// Password hashes: salted scrypt that verifies the right password only and refuses hashes it cannot read;
// the rule a new password meets.
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('verifies the right password and nothing else', async () => {
    const hash = await hashPassword('eco-demo');
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('eco-demo', hash)).toBe(true);
    expect(await verifyPassword('eco-demo ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('refuses malformed hashes and parameters out of bounds', async () => {
    const hash = await hashPassword('x');
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
    expect(await verifyPassword('x', hash.replace('ln=15', 'ln=30'))).toBe(false);
    expect(await verifyPassword('x', hash.replace('r=8', 'r=99'))).toBe(false);
    expect(await verifyPassword('x', `${hash.slice(0, -4)}AAAA`)).toBe(false);
  });
});

describe('a new password', () => {
  const email = 'ada.lovelace@learners.test';
  it('needs 12 characters or more, counted as a person sees them', () => {
    expect(passwordProblem('short pass', { email })).toBe('Use at least 12 characters.');
    expect(passwordProblem('correct horse battery', { email })).toBeUndefined();
    expect(passwordProblem('ünïcödé-wörd', { email })).toBeUndefined();
  });
  it('may not be the e-mail, its name part, blank or a few characters repeated', () => {
    expect(passwordProblem(email.toUpperCase(), { email })).toBe('Do not use your e-mail address as your password.');
    expect(passwordProblem('ada.lovelace', { email })).toBe('Do not use your e-mail address as your password.');
    expect(passwordProblem(' '.repeat(14), { email })).toBe('Use characters other than spaces.');
    expect(passwordProblem('abababababab', { email })).toBe('Use more than a few different characters.');
    expect(passwordProblem('x'.repeat(1025), { email })).toBe('Use at most 1024 characters.');
  });
});
