// The trigram search kit: which part of a fragment is asked of the index, and the lookup on a real
// database whose values share most of their trigrams.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { codeEmails } from '../../db/schema/index.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { commonTrigrams, findContaining, probeFor, type TrigramSource } from './trigrams.js';

describe('probeFor', () => {
  const common = new Set(['lea', 'ear', 'arn', 'rne', 'ner', 'er1', 'exa', 'xam', 'amp', 'mpl', 'ple']);

  it('keeps the longest run of a word whose trigrams are uncommon', () => {
    expect(probeFor('learner1234', common)).toBe('r1234');
    expect(probeFor('Learner1234@Example', common)).toBe('r1234');
    expect(probeFor('garcia@acme', common)).toBe('garcia');
  });

  it('gives nothing for a short or all-common fragment', () => {
    expect(probeFor('learner', common)).toBeUndefined();
    expect(probeFor('ab', common)).toBeUndefined();
    expect(probeFor('example', common)).toBeUndefined();
  });
});

describe('findContaining', () => {
  let database: Database;
  const source: TrigramSource = { table: codeEmails, text: sql`${codeEmails.email}`, sampling: 'bernoulli' };
  const find = (where: SQL, limit: number) =>
    database.db.select({ email: codeEmails.email }).from(codeEmails).where(where).limit(limit);

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    // 3,000 addresses alike but for their number, and one that stands out.
    const emails = Array.from({ length: 3_000 }, (_, i) => ({ email: `learner${i}@example.com` }));
    await database.db.insert(codeEmails).values([...emails, { email: 'garcia@acme.test' }]);
    await database.db.execute(sql`analyze code_email`);
  });
  afterAll(() => database?.close());

  it('learns the trigrams most values share', async () => {
    const common = await commonTrigrams(database.db, source);
    for (const t of ['lea', 'arn', 'exa', 'com']) expect(common.has(t)).toBe(true);
    expect(common.has('gar')).toBe(false);
  });

  it('finds the rows of a rare fragment through the index', async () => {
    expect(await findContaining(database.db, source, 'Garcia@', find)).toEqual([{ email: 'garcia@acme.test' }]);
    expect(await findContaining(database.db, source, 'learner2999@', find)).toEqual([
      { email: 'learner2999@example.com' },
    ]);
    expect(await findContaining(database.db, source, 'nobody-here', find)).toEqual([]);
  });

  it('leaves a common or broad fragment to a pattern scan', async () => {
    expect(await findContaining(database.db, source, 'learner', find)).toBeUndefined();
    // "1" alone has no trigram; "r1" neither: nothing to ask the index for.
    expect(await findContaining(database.db, source, 'r1', find)).toBeUndefined();
  });
});
