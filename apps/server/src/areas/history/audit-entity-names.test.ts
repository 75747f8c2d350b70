// Audit entity names: every entity of the vocabulary is a kebab-case noun, and migration 0040, which
// renamed the older snake_case ones in the stored trail, keeps a record's history whole: events written
// under the old name before it and under the new name after it are read as one history.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client.js';
import { auditVocabulary } from '../../platform/audit-vocabulary.js';
import type { RequestContext } from '../../platform/context.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { historyHandlers } from './routes.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const RENAMING = '0040_audit_entity_kebab_case';
const migrations = fileURLToPath(new URL('../../db/migrations', import.meta.url));

describe('audit vocabulary', () => {
  it('names every entity in kebab-case, as the verbs are', () => {
    const entities = Object.values(auditVocabulary).flatMap((a) => a.entities);
    expect(entities.filter((e) => !KEBAB.test(e))).toEqual([]);
    const verbs = Object.values(auditVocabulary).flatMap((a) => a.verbs);
    expect(verbs.filter((v) => !KEBAB.test(v))).toEqual([]);
  });
});

describe(`migration ${RENAMING}`, () => {
  let database: Database;
  let before: string;

  /** The committed migrations up to (not including) the renaming, as drizzle reads a folder. */
  function migrationsBefore(tag: string): string {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'eco-migrations-'));
    cpSync(migrations, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    return folder;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    before = migrationsBefore(RENAMING);
    const migrate = database.kind === 'pglite' ? migratePglite : migratePg;
    await migrate(database.db as never, { migrationsFolder: before });
  });
  afterAll(async () => {
    await database?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  const event = (action: string, entity: string, entityId: string, after: object) =>
    database.db.execute(sql`insert into audit_event (action, entity, entity_id, after)
      values (${action}, ${entity}, ${entityId}, ${JSON.stringify(after)}::jsonb)`);

  const history = async (entity: 'course-category' | 'online-course' | 'market', id: string) => {
    const ctx = {
      db: database.db,
      principal: { capabilities: new Set(['canViewCourses', 'canViewMarketAssignments']) },
    };
    const page = await historyHandlers.list({
      ctx: ctx as unknown as RequestContext,
      params: { entity, id },
      query: { pageSize: 50 },
    } as never);
    return page.results.map((e) => e.action);
  };

  it('renames the stored events, and a record audited under the old name keeps its whole history', async () => {
    await event('courses.create-category', 'course_category', '7', { name: 'Agile' });
    await event('courses.create-online', 'online_course', '8', { code: 'PSM-OL' });
    await event('markets.create', 'market_assignment', 'DE', { currency: 'EUR' });
    await event('classes.revoke-self-paced', 'user_online_class', '9', { isRevoked: true });
    await event('classes.register', 'class_registration', '10', { status: 'registered' });
    // Names that were kebab-case already stay as they were.
    await event('passcodes.generate', 'passcode-generation', '11', { count: 1 });

    await database.migrate();

    // Changes made after the upgrade are written under the new names.
    await event('courses.update-category', 'course-category', '7', { name: 'Agility' });
    await event('courses.update-online', 'online-course', '8', { code: 'PSM-OL2' });
    await event('markets.update', 'market-assignment', 'DE', { currency: 'CHF' });

    const stored = await queryRows<{ entity: string }>(
      database.db,
      sql`select distinct entity from audit_event order by entity`,
    );
    expect(stored.map((r) => r.entity)).toEqual([
      'class-registration',
      'course-category',
      'market-assignment',
      'online-course',
      'passcode-generation',
      'user-online-class',
    ]);
    expect(await history('course-category', '7')).toEqual(['courses.update-category', 'courses.create-category']);
    expect(await history('online-course', '8')).toEqual(['courses.update-online', 'courses.create-online']);
    expect(await history('market', 'de')).toEqual(['markets.update', 'markets.create']);
  });
});
