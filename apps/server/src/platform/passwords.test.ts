// Password hashes: salted scrypt that verifies the right password only and refuses hashes it cannot read.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

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
