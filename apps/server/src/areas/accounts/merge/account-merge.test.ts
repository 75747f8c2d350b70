// Merging accounts through the real app: every registered owned table moves and nothing is lost (row
// counts per table before and after, then undo restores them exactly), clashes resolve as the preview
// said, refusals change nothing, undo is refused after 30 days, and two merges of one source at once
// leave one 409. A last test reads the schema, so a table holding an admId cannot be left out of the
// registry of owned tables.
import { sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { accountMerges, accounts } from '../../../db/schema/index.js';
import { movableTables, type OwnedTable } from '../../../platform/owned-tables.js';
import { hashPassword } from '../../../platform/passwords.js';
import { ownedTablesOf } from '../../../platform/register-area.js';
import type { TestApp } from '../../../testing/harness.js';
import { discover, signIn } from '../../../testing/sign-in.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { areas } from '../../index.js';
import { countOwned } from './merge-moves.js';

let t: TestApp;
let admin: SignedIn;
let support: SignedIn;
let courseId: number;
const declared = ownedTablesOf(areas);
const owned = movableTables(declared);

signedInApp('admin@example.com', async (app, headers) => {
  t = app;
  admin = headers;
  support = await t.as('support@example.com');
  const [course] = await queryRows<{ id: number }>(t.db, sql`select id from online_course order by id limit 1`);
  courseId = course?.id as number;
});

let serial = 0;
/** An account owning `n` records of each kind, the role `role` and a saved filter named `filter`. */
async function accountWith(n: number, options: { role?: string; filter?: string } = {}) {
  serial += 1;
  const tag = `merge${serial}-${Date.now()}`;
  const [row] = await t.db
    .insert(accounts)
    .values({ email: `${tag}@example.com`, firstName: 'Merge', lastName: `Person ${serial}` })
    .returning({ admId: accounts.admId });
  const admId = row?.admId as string;
  await t.db.execute(sql`
    insert into passcode (code, sku, adm_id) select ${tag} || '-P' || g, 'SKU-MERGE', ${admId}::uuid from generate_series(1, ${n}) g`);
  await t.db.execute(sql`
    insert into enrollment_code (code, online_course_id, user_adm_id)
    select ${tag} || '-E' || g, ${courseId}, ${admId}::uuid from generate_series(1, ${n}) g`);
  await t.db.execute(sql`
    insert into user_online_class (adm_id, online_course_id, start_date, end_date)
    select ${admId}::uuid, ${courseId}, current_date, current_date + 365 from generate_series(1, ${n}) g`);
  await t.db.execute(
    sql`insert into identity_link (issuer, subject, adm_id) values ('https://other.example', ${tag}, ${admId}::uuid)`,
  );
  if (options.role) {
    await t.db.execute(sql`insert into account_role (adm_id, role_key) values (${admId}::uuid, ${options.role})`);
  }
  await t.db.execute(sql`
    insert into saved_filter (owner, list, name, params) values
      (${admId}, '/passcodes', ${options.filter ?? 'Mine'}, '{"sku":"A"}'::jsonb),
      (${admId}, '/passcodes', ${`Only ${tag}`}, '{}'::jsonb)`);
  return admId;
}

/** Rows per registered table for each account. */
async function countsOf(...admIds: string[]) {
  const out: Record<string, Record<string, number>> = {};
  for (const o of owned) {
    out[o.kind] = {};
    for (const admId of admIds) (out[o.kind] as Record<string, number>)[admId] = await countOwned(t.db, o, admId);
  }
  return out;
}

/** Every row a registered table holds for the accounts, as JSON text sorted, to compare exactly. */
async function rowsOf(o: OwnedTable, ...admIds: string[]) {
  const rows = await queryRows<{ row: string }>(
    t.db,
    sql`select to_jsonb(s)::text as row from ${sql.identifier(o.table)} s
        where ${sql.identifier(o.column)}::text in (${sql.join(admIds, sql`, `)}) order by 1`,
  );
  // A move bumps version and updated_at; everything else must come back as it was.
  return rows.map((r) => {
    const { version: _v, updated_at: _u, ...rest } = JSON.parse(r.row);
    return rest;
  });
}

const post = (url: string, body: object, who = admin) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: who, payload: body });
const pair = (source: string, destination: string) => ({
  sourceAccountAdmId: source,
  destinationAccountAdmId: destination,
});

describe('merge and undo', () => {
  it('previews, moves everything the source owns, loses nothing, and undo restores it exactly', async () => {
    const source = await accountWith(3, { role: 'support', filter: 'Mine' });
    const destination = await accountWith(2, { role: 'support', filter: 'mine' });
    const before = await countsOf(source, destination);
    const rowsBefore = await Promise.all(owned.map((o) => rowsOf(o, source, destination)));

    const preview = await post('/accounts/merge/preview', pair(source, destination));
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = preview.json();
    expect(plan.refusals).toEqual([]);
    expect(plan.source.admId).toBe(source);
    expect(plan.destination.holdings.find((h: { kind: string }) => h.kind === 'passcodes')).toMatchObject({
      count: 2,
      link: `/passcodes?admId=${destination}`,
    });
    const kind = (k: string) => plan.kinds.find((x: { kind: string }) => x.kind === k);
    expect(kind('passcodes')).toMatchObject({ moved: 3, dropped: 0, renamed: 0, clashes: [] });
    expect(kind('roles')).toMatchObject({
      moved: 0,
      dropped: 1,
      clashes: [{ record: 'Role Support', resolution: 'keep-destination', renamedTo: null }],
    });
    expect(kind('saved-filters')).toMatchObject({
      moved: 1,
      renamed: 1,
      clashes: [{ record: 'Saved filter "Mine" on /passcodes', resolution: 'rename', renamedTo: 'Mine (merged)' }],
    });

    const res = await post('/accounts/merge', { ...pair(source, destination), reason: 'Same person, two sign-ups' });
    expect(res.statusCode, res.body).toBe(201);
    const merge = res.json();
    // What the merge did is what the preview said, kind by kind.
    expect(merge.kinds.map(({ clashes: _c, ...k }: { clashes: unknown }) => k)).toEqual(
      plan.kinds.map(({ clashes: _c, ...k }: { clashes: unknown }) => k),
    );
    expect(merge.undoRefusal).toBeNull();

    const after = await countsOf(source, destination);
    for (const o of owned) {
      const k = kind(o.kind);
      expect(after[o.kind]?.[source], o.kind).toBe(0);
      expect(after[o.kind]?.[destination], o.kind).toBe(
        (before[o.kind]?.[destination] ?? 0) + (before[o.kind]?.[source] ?? 0) - k.dropped,
      );
    }
    const [closed] = await queryRows<{ merged: string }>(
      t.db,
      sql`select merged_into_adm_id as merged from account where adm_id = ${source}`,
    );
    expect(closed?.merged).toBe(destination);
    const names = await queryRows<{ name: string }>(
      t.db,
      sql`select name from saved_filter where owner = ${destination} order by name`,
    );
    expect(names.map((n) => n.name)).toContain('Mine (merged)');

    // A moved passcode's own history says it changed hands.
    const [code] = await queryRows<{ id: number }>(
      t.db,
      sql`select min(id) as id from passcode where adm_id = ${destination}`,
    );
    const history = await t.app.inject({ method: 'GET', url: `/api/history/passcode/${code?.id}`, headers: admin });
    expect(JSON.stringify(history.json())).toContain('accounts.merge-move');

    // Both accounts list the merge; the source's holdings are empty now.
    const listed = await t.app.inject({ method: 'GET', url: `/api/accounts/${source}/merges`, headers: support });
    expect(listed.json().results[0]).toMatchObject({ id: merge.id, reason: 'Same person, two sign-ups' });
    const holdings = await t.app.inject({ method: 'GET', url: `/api/accounts/${source}/holdings`, headers: support });
    expect(holdings.json().holdings.every((h: { count: number }) => h.count === 0)).toBe(true);

    const undo = await post(`/accounts/merges/${merge.id}/undo`, { reason: 'Two different people after all' });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ undoneReason: 'Two different people after all' });
    expect(await countsOf(source, destination)).toEqual(before);
    expect(await Promise.all(owned.map((o) => rowsOf(o, source, destination)))).toEqual(rowsBefore);
    const [reopened] = await queryRows<{ merged: string | null }>(
      t.db,
      sql`select merged_into_adm_id as merged from account where adm_id = ${source}`,
    );
    expect(reopened?.merged).toBeNull();

    const again = await post(`/accounts/merges/${merge.id}/undo`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/undone on/);
    expect(again.json()).toMatchObject({ code: 'accounts.undo-refused', params: { reason: again.json().detail } });
  });

  // accounts.no-free-name is not provoked here: it needs a record clashing under 99 renamed names at once;
  // the refusals test answers it through the error handler with its example.
  it('refuses the same account, a closed source and a blocked destination, and a second merge of one source', async () => {
    const a = await accountWith(1);
    const b = await accountWith(1);
    const same = await post('/accounts/merge/preview', pair(a, a));
    expect(same.json().refusals[0]).toMatch(/cannot be merged into itself/);
    const itself = await post('/accounts/merge', { ...pair(a, a), reason: 'x' });
    expect(itself.statusCode).toBe(409);
    expect(itself.json()).toMatchObject({ code: 'accounts.merge-refused', params: { reasons: same.json().refusals } });

    const blocked = await accountWith(0);
    await t.db.execute(sql`update account set is_blocked = true where adm_id = ${blocked}`);
    const intoBlocked = await post('/accounts/merge', { ...pair(a, blocked), reason: 'x' });
    expect(intoBlocked.statusCode).toBe(409);
    expect(intoBlocked.json().detail).toMatch(/blocked/);

    expect((await post('/accounts/merge', { ...pair(a, b), reason: 'Duplicate' })).statusCode).toBe(201);
    const closed = await post('/accounts/merge/preview', pair(a, b));
    expect(closed.json().refusals).toEqual([expect.stringMatching(/already merged/)]);
    const twice = await post('/accounts/merge', { ...pair(a, b), reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toMatch(/already merged/);
  });

  it('needs a reason (400, nothing changes) and canUpdateAccounts (403)', async () => {
    const a = await accountWith(2);
    const b = await accountWith(1);
    const before = await countsOf(a, b);
    const blank = await post('/accounts/merge', { ...pair(a, b), reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('reason');
    expect((await post('/accounts/merge', pair(a, b))).statusCode).toBe(400);
    const nobody = await t.as('nobody@example.com');
    expect((await post('/accounts/merge', { ...pair(a, b), reason: 'x' }, nobody)).statusCode).toBe(403);
    expect((await post('/accounts/merge/preview', pair(a, b), nobody)).statusCode).toBe(403);
    expect(await countsOf(a, b)).toEqual(before);
    expect((await post('/accounts/merge', { ...pair(a, crypto.randomUUID()), reason: 'x' })).statusCode).toBe(404);
  });

  it('lets only an administrator undo, and only within 30 days', async () => {
    const a = await accountWith(1);
    const b = await accountWith(1);
    const merge = (await post('/accounts/merge', { ...pair(a, b), reason: 'Duplicate' }, support)).json();
    expect((await post(`/accounts/merges/${merge.id}/undo`, { reason: 'x' }, support)).statusCode).toBe(403);
    expect((await post(`/accounts/merges/${merge.id}/undo`, {})).statusCode).toBe(400);
    await t.db.execute(sql`update ${accountMerges} set merged_at = now() - interval '31 days' where id = ${merge.id}`);
    const listed = await t.app.inject({ method: 'GET', url: `/api/accounts/${a}/merges`, headers: support });
    expect(listed.json().results[0].undoRefusal).toMatch(/30 days/);
    const late = await post(`/accounts/merges/${merge.id}/undo`, { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/can be undone for 30 days only/);
    expect(await countsOf(a)).toEqual(Object.fromEntries(owned.map((o) => [o.kind, { [a]: 0 }])));
  });

  it('refuses an undo when a record it moved has changed hands since', async () => {
    const a = await accountWith(2);
    const b = await accountWith(0);
    const c = await accountWith(0);
    const merge = (await post('/accounts/merge', { ...pair(a, b), reason: 'Duplicate' })).json();
    await t.db.execute(
      sql`update passcode set adm_id = ${c} where id = (select min(id) from passcode where adm_id = ${b})`,
    );
    const res = await post(`/accounts/merges/${merge.id}/undo`, { reason: 'Undo' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/1 of the passcodes this merge moved no longer belong/);
    expect(res.json().code).toBe('accounts.undo-refused');
    expect(await countOwned(t.db, owned.find((o) => o.kind === 'passcodes') as OwnedTable, b)).toBe(1);
  });

  it('lets one of two merges of the same source at once through; the other gets 409', async () => {
    const source = await accountWith(5);
    const one = await accountWith(1);
    const two = await accountWith(1);
    const results = await Promise.all([
      post('/accounts/merge', { ...pair(source, one), reason: 'First' }),
      post('/accounts/merge', { ...pair(source, two), reason: 'Second' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const counts = await countsOf(source, one, two);
    expect(counts.passcodes?.[source]).toBe(0);
    expect((counts.passcodes?.[one] ?? 0) + (counts.passcodes?.[two] ?? 0)).toBe(7);
  });
});

describe('GET /accounts/{admId}/holdings', () => {
  it('counts each kind and links the lists the viewer may see', async () => {
    const admId = await accountWith(2, { role: 'grader' });
    const res = await t.app.inject({ method: 'GET', url: `/api/accounts/${admId}/holdings`, headers: support });
    expect(res.statusCode).toBe(200);
    const byKind = Object.fromEntries(res.json().holdings.map((h: { kind: string }) => [h.kind, h]));
    expect(byKind.passcodes).toMatchObject({ count: 2, link: `/passcodes?admId=${admId}` });
    expect(byKind['self-paced-enrollments']).toMatchObject({ count: 2, link: expect.stringContaining('userEmail=') });
    // Support may not view users: the roles are counted, not linked.
    expect(byKind.roles).toMatchObject({ count: 1, link: null });
    expect(byKind['account-actions']).toBeUndefined();
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${crypto.randomUUID()}/holdings`,
      headers: support,
    });
    expect(missing.statusCode).toBe(404);
    const nobody = await t.as('nobody@example.com');
    const refused = await t.app.inject({ method: 'GET', url: `/api/accounts/${admId}/holdings`, headers: nobody });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the merged source', () => {
  it('cannot sign in any more, and its refresh token stops at once', async () => {
    const password = 'a passphrase of the source';
    const source = await accountWith(1);
    const destination = await accountWith(0);
    const [row] = await queryRows<{ email: string }>(
      t.db,
      sql`update account set password_hash = ${await hashPassword(password)} where adm_id = ${source} returning email`,
    );
    const signInAs = () =>
      signIn(t.baseUrl, {
        email: row?.email as string,
        password,
        clientId: t.config.clientId,
        redirectUri: `${t.config.publicUrl}/authCallback`,
      });
    const tokens = await signInAs();
    expect((await post('/accounts/merge', { ...pair(source, destination), reason: 'Duplicate' })).statusCode).toBe(201);
    const issuer = await discover(t.config.issuer, t.config.clientId);
    await expect(oidc.refreshTokenGrant(issuer, tokens.refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(signInAs()).rejects.toThrow('Incorrect email or password.');
  });
});

describe('the registry of owned tables', () => {
  // Columns that name an account without it owning the row: the account itself, who did something
  // (the trail), and the merge records naming both accounts.
  const notOwned: Record<string, string> = {
    'account.adm_id': 'the account itself',
    'account.merged_into_adm_id': 'where a merged account points',
    'audit_event.actor_adm_id': 'who made a change: history stays as it happened',
    'account_merge.source_adm_id': 'the merge record names both accounts',
    'account_merge.destination_adm_id': 'the merge record names both accounts',
  };

  it('declares every table with a column holding an admId', async () => {
    const columns = await queryRows<{ name: string }>(
      t.db,
      sql`select c.table_name || '.' || c.column_name as name
          from information_schema.columns c
          where c.table_schema = current_schema()
            and (c.column_name = 'adm_id' or c.column_name like '%\\_adm\\_id')
          union
          select kcu.table_name || '.' || kcu.column_name
          from information_schema.referential_constraints rc
          join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
          where ccu.table_name = 'account' and ccu.column_name = 'adm_id'
          order by 1`,
    );
    const registered = new Set(declared.map((o) => `${o.table}.${o.column}`));
    const missing = columns.map((c) => c.name).filter((name) => !registered.has(name) && !notOwned[name]);
    expect(missing, "add an entry to the owning area's owned.ts (see platform/owned-tables.ts)").toEqual([]);
  });

  it('names only tables and columns that exist, each kind once', async () => {
    for (const o of declared) {
      const [found] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from information_schema.columns
            where table_schema = current_schema() and table_name = ${o.table} and column_name = ${o.column}`,
      );
      expect(found?.n, `${o.table}.${o.column}`).toBe(1);
    }
    expect(new Set(declared.map((o) => o.kind)).size).toBe(declared.length);
  });
});
