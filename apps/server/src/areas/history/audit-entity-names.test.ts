// Audit entity names: every entity of the vocabulary is a kebab-case noun, and migration 0040, which
// renamed the older snake_case ones in the stored trail, keeps a record's history whole: events written
// under the old name before it and under the new name after it are read as one history.
import { type HistoryEntity, historyEntities } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client.js';
import { historySourcesOf } from '../../platform/area-definition.js';
import { auditVocabulary } from '../../platform/audit-vocabulary.js';
import type { RequestContext } from '../../platform/context.js';
import { migrateUpTo } from '../../testing/migrations.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { areas } from '../index.js';
import { historyHandlers } from './routes.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const RENAMING = '0040_audit_entity_kebab_case';

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

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateUpTo(database, RENAMING);
  });
  afterAll(() => database?.close());

  const event = (action: string, entity: string, entityId: string, after: object) =>
    database.db.execute(sql`insert into audit_event (action, entity, entity_id, after)
      values (${action}, ${entity}, ${entityId}, ${JSON.stringify(after)}::jsonb)`);

  const history = async (entity: 'course-category' | 'online-course' | 'market', id: string) => {
    const ctx = {
      db: database.db,
      principal: { capabilities: new Set(['canViewCourses', 'canViewMarketAssignments']) },
    };
    const sources = historySourcesOf(areas, Object.keys(historyEntities) as HistoryEntity[]);
    const page = await historyHandlers(sources).list({
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
