// The list: every declared e-mail type (and instance) as a row, in the filtered language, with its cell
// in every language and, per language, how many types are missing or outdated there. The table holds a
// few rows per type and language, so it is read whole and shaped here; paging follows the filters.
import {
  type EmailContentCell,
  type EmailContentPage,
  type EmailContentRow,
  type EmailLanguageCount,
  type emailContentListQuery,
  languages,
} from '@eco/contract';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { emailContents } from '../../db/schema/index.js';
import { offsetOf } from '../../kits/lists/paging.js';
import { ENGLISH } from '../../platform/mail/index.js';
import { stateOf } from './state.js';
import { type EmailTypes, findType } from './type-catalogue.js';

type ListQuery = z.output<typeof emailContentListQuery>;

export interface ContentRow {
  id: number;
  typeKey: string;
  instanceKey: string;
  languageId: string;
  subject: string;
  revision: number;
  englishRevision: number | null;
  updatedAt: Date;
}

/** Every content row of the declared types, grouped by type and instance. */
export async function contentGroups(db: Db, types: EmailTypes) {
  const rows: ContentRow[] = types.length
    ? await db
        .select({
          id: emailContents.id,
          typeKey: emailContents.typeKey,
          instanceKey: emailContents.instanceKey,
          languageId: emailContents.languageId,
          subject: emailContents.subject,
          revision: emailContents.revision,
          englishRevision: emailContents.englishRevision,
          updatedAt: emailContents.updatedAt,
        })
        .from(emailContents)
        .where(
          inArray(
            emailContents.typeKey,
            types.map((t) => t.key),
          ),
        )
    : [];
  const groups = new Map<string, { typeKey: string; instanceKey: string; byLanguage: Map<string, ContentRow> }>();
  // Every type has a row even before its English exists (the start ensures it does).
  for (const t of types) groups.set(`${t.key}/`, { typeKey: t.key, instanceKey: '', byLanguage: new Map() });
  for (const row of rows) {
    const key = `${row.typeKey}/${row.instanceKey}`;
    const group = groups.get(key) ?? { typeKey: row.typeKey, instanceKey: row.instanceKey, byLanguage: new Map() };
    group.byLanguage.set(row.languageId, row);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, g]) => {
    const englishCurrent = g.byLanguage.get(ENGLISH)?.revision ?? 0;
    const cells: EmailContentCell[] = languages.map((l) => {
      const row = g.byLanguage.get(l.id);
      return { languageId: l.id, id: row?.id ?? null, state: stateOf(row, englishCurrent) };
    });
    return { key, ...g, englishCurrent, cells };
  });
}

export async function listEmailContents(db: Db, types: EmailTypes, q: ListQuery): Promise<EmailContentPage> {
  const groups = await contentGroups(db, types);
  const all = groups
    .map((g): EmailContentRow => {
      const type = findType(types, g.typeKey);
      const row = g.byLanguage.get(q.languageId);
      return {
        key: g.key,
        typeKey: g.typeKey,
        typeName: type?.name ?? g.typeKey,
        typeDescription: type?.description ?? '',
        instanceKey: g.instanceKey,
        languageId: q.languageId,
        id: row?.id ?? null,
        state: stateOf(row, g.englishCurrent),
        subject: row?.subject ?? null,
        revision: row?.revision ?? null,
        englishRevision: row?.englishRevision ?? null,
        englishCurrentRevision: g.englishCurrent,
        updatedAt: row?.updatedAt.toISOString() ?? null,
        cells: g.cells,
      };
    })
    .sort((a, b) => a.typeName.localeCompare(b.typeName) || a.instanceKey.localeCompare(b.instanceKey));
  const needle = q.search?.toLowerCase();
  const matching = all.filter(
    (r) =>
      (!q.state || r.state === q.state) &&
      (!needle || [r.typeName, r.typeKey, r.subject ?? ''].some((t) => t.toLowerCase().includes(needle))),
  );
  const offset = offsetOf(q);
  return {
    results: matching.slice(offset, offset + q.pageSize),
    totalRowCount: matching.length,
    page: q.page,
    languages: countsOf(groups),
  };
}

/** Per language, over every type: missing, outdated and current. */
function countsOf(groups: Awaited<ReturnType<typeof contentGroups>>): EmailLanguageCount[] {
  return languages.map((l) => {
    const states = groups.map((g) => g.cells.find((c) => c.languageId === l.id)?.state);
    const count = (s: string) => states.filter((x) => x === s).length;
    return {
      languageId: l.id,
      name: l.name,
      missing: count('missing'),
      outdated: count('outdated'),
      current: count('current'),
    };
  });
}
