// A field's problem in plain words, in the API's 400 as beside the console's field: the contract's one
// mapping (plain-messages.ts) for every schema that gives no message of its own; a schema's own wins.
import { installPlainMessages } from '@eco/contract/plain-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]?.message;
};

describe('plain messages', () => {
  beforeAll(installPlainMessages);

  it('says bounds in words', () => {
    expect(messageOf(z.string().max(100), 'x'.repeat(300))).toBe('At most 100 characters');
    expect(messageOf(z.string().min(3), 'ab')).toBe('At least 3 characters');
    expect(messageOf(z.string().min(1), '')).toBe('Required');
    expect(messageOf(z.number().max(10_000), 10_001)).toBe('At most 10,000');
    expect(messageOf(z.number().min(0), -3)).toBe('At least 0');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Choose at most 2');
  });

  it('says what is missing or of the wrong kind', () => {
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('Required');
    expect(messageOf(z.number(), null)).toBe('Required');
    expect(messageOf(z.number(), 'ten')).toBe('Enter a number');
    expect(messageOf(z.email(), '')).toBe('Required');
    expect(messageOf(z.email(), 'walk.three')).toBe('Enter an e-mail address, like name@example.com');
    expect(messageOf(z.uuid(), 'not-an-id')).toBe('Not a valid id: choose one from the list');
    expect(messageOf(z.uuid(), '')).toBe('Required');
    expect(messageOf(z.enum(['Met', 'NotMet']), 'Maybe')).toBe('Choose one of: Met, NotMet');
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('Not a field here: extra');
  });

  it("leaves a schema's own message as it is", () => {
    expect(messageOf(z.string().max(3, 'Use a three-letter code'), 'EURO')).toBe('Use a three-letter code');
  });
});
