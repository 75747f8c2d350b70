// Email Content through the real app: the matrix (states and counts per language), one content, the
// token catalogue, options and languages, saving (unknown token, broken template and empty body
// refused on their field, stale version 409, English revision bumped, translation made current),
// copy to another language (overwrite confirmed), the preview with samples and with a real record,
// capabilities, the history of a content, required tokens body by body, its revisions (listed, read,
// restored), and templates that would render without end (lists nested deep, many values nested)
// refused on their field at once while the instance goes on answering.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, emailContents, passcodes } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let editor: SignedIn;
let viewer: SignedIn;
signedInApp('system-admin@example.com', async (app, headers) => {
  t = app;
  editor = headers;
  viewer = await t.as('support@example.com');
});

const get = (url: string, headers = editor) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = editor) =>
  t.app.inject({ method, url: `/api${url}`, headers, payload });

interface Row {
  key: string;
  typeKey: string;
  id: number | null;
  state: string;
  subject: string | null;
  cells: { languageId: string; id: number | null; state: string }[];
}

const rowOf = async (typeKey: string, languageId = 'en'): Promise<Row> => {
  const res = await get(`/email-contents?languageId=${languageId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.find((r: Row) => r.typeKey === typeKey);
};

const detail = async (id: number) => {
  const res = await get(`/email-contents/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Deletes a type's translations, so a test starts from English only. */
const englishOnly = async (typeKey: string) => {
  for (const languageId of ['ja', 'zh']) {
    await t.db
      .delete(emailContents)
      .where(and(eq(emailContents.typeKey, typeKey), eq(emailContents.languageId, languageId)));
  }
};

describe('GET /email-contents', () => {
  it('lists every e-mail type in English by default, 150 a page, with its cells and the counts per language', async () => {
    const res = await get('/email-contents');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.page).toBe(1);
    expect(body.totalRowCount).toBeGreaterThanOrEqual(4);
    const reset = body.results.find((r: Row) => r.typeKey === 'password-reset');
    expect(reset).toMatchObject({ languageId: 'en', state: 'current', instanceKey: '' });
    expect(reset.subject).toContain('password');
    expect(reset.cells.map((c: { languageId: string }) => c.languageId)).toEqual(['en', 'zh', 'ja']);
    expect(body.languages.map((l: { languageId: string; name: string }) => l.name)).toEqual([
      'English',
      'Chinese',
      'Japanese',
    ]);
    const english = body.languages.find((l: { languageId: string }) => l.languageId === 'en');
    expect(english).toMatchObject({ missing: 0, outdated: 0, current: body.totalRowCount });
  });

  it('marks a translation missing, then current once saved, then outdated when the English changes', async () => {
    await englishOnly('email-verification');
    const before = await rowOf('email-verification', 'ja');
    expect(before).toMatchObject({ id: null, state: 'missing', subject: null });
    const counts = (await get('/email-contents?languageId=ja')).json().languages;
    expect(counts.find((l: { languageId: string }) => l.languageId === 'ja').missing).toBeGreaterThanOrEqual(1);

    const englishId = before.cells.find((c) => c.languageId === 'en')?.id as number;
    const copied = await send('POST', `/email-contents/${englishId}/copy`, { languageId: 'ja' });
    expect(copied.statusCode, copied.body).toBe(200);
    // A copy is not a translation yet.
    expect(copied.json()).toMatchObject({ languageId: 'ja', state: 'outdated', englishRevision: null });

    const ja = copied.json();
    const saved = await send('PUT', `/email-contents/${ja.id}`, {
      subject: 'メールアドレスの確認',
      htmlBody: '<p>{{email}} を確認してください: <a href="{{url}}">確認</a></p>',
      version: ja.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().state).toBe('current');
    expect((await rowOf('email-verification', 'ja')).state).toBe('current');

    const english = await detail(englishId);
    const bumped = await send('PUT', `/email-contents/${englishId}`, {
      subject: english.subject,
      htmlBody: `${english.htmlBody}\n<p>Thank you.</p>`,
      textBody: english.textBody,
      version: english.version,
    });
    expect(bumped.statusCode, bumped.body).toBe(200);
    expect(bumped.json().revision).toBe(english.revision + 1);
    const after = await rowOf('email-verification', 'ja');
    expect(after.state).toBe('outdated');
    expect(
      (await get('/email-contents?languageId=ja&state=outdated')).json().results.map((r: Row) => r.typeKey),
    ).toContain('email-verification');
  });

  it('filters by text on the name or subject', async () => {
    const body = (await get('/email-contents?search=passcode')).json();
    expect(body.results.map((r: Row) => r.typeKey)).toContain('passcode-resend');
    expect(body.results.every((r: Row & { typeName: string }) => /passcode/i.test(`${r.typeName} ${r.subject}`))).toBe(
      true,
    );
  });

  it('refuses a language it does not know with a 400 on languageId', async () => {
    const res = await get('/email-contents?languageId=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.languageId).toBeDefined();
  });
});

describe('tokens, options and languages', () => {
  it('gives each type its tokens with type, description and a sample', async () => {
    const res = await get('/email-contents/tokens');
    expect(res.statusCode, res.body).toBe(200);
    const types = res.json();
    for (const type of types) {
      for (const token of type.tokens) {
        expect(token.description, `${type.key}.${token.name}`).not.toBe('');
        expect(token.sample, `${type.key}.${token.name}`).not.toEqual('');
      }
    }
    const passcode = (await get('/email-contents/tokens?typeKey=passcode-resend')).json();
    expect(passcode).toHaveLength(1);
    expect(passcode[0].tokens.find((k: { name: string }) => k.name === 'codes')).toMatchObject({
      type: 'list',
      required: true,
    });
  });

  it('lists the types, the languages and the records a preview can read', async () => {
    const options = (await get('/email-contents/options')).json();
    expect(options.types.some((x: { key: string }) => x.key === 'passcode-resend')).toBe(true);
    expect(options.previewRecords.map((r: { kind: string }) => r.kind)).toEqual(['passcode', 'account']);
    const languages = await get('/email-contents/languages');
    expect(languages.statusCode).toBe(200);
    expect(languages.json()).toEqual([
      { id: 'en', name: 'English' },
      { id: 'zh', name: 'Chinese' },
      { id: 'ja', name: 'Japanese' },
    ]);
  });
});

describe('PUT /email-contents/{id}', () => {
  it('reads one content with its derived plain text and no English above it', async () => {
    const { id } = await rowOf('password-reset');
    const body = await detail(id as number);
    expect(body).toMatchObject({ typeKey: 'password-reset', languageId: 'en', english: null, state: 'current' });
    expect(body.derivedText.length).toBeGreaterThan(0);
    expect((await get('/email-contents/999999')).statusCode).toBe(404);
  });

  it('refuses an unknown token, naming it on its field, and changes nothing', async () => {
    const { id } = await rowOf('password-reset');
    const before = await detail(id as number);
    const res = await send('PUT', `/email-contents/${id}`, {
      subject: 'Reset for {{fullName}}',
      htmlBody: '<p>{{url}} {{secretToken}}</p>',
      version: before.version,
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.subject.join(' ')).toContain('{{fullName}}');
    expect(errors.htmlBody.join(' ')).toContain('{{secretToken}}');
    expect((await detail(id as number)).version).toBe(before.version);
  });

  it('refuses a template that does not read and an empty body', async () => {
    const { id } = await rowOf('password-reset');
    const { version } = await detail(id as number);
    const broken = await send('PUT', `/email-contents/${id}`, {
      subject: 'Hello',
      htmlBody: '<p>{{#url}}open</p>',
      version,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.htmlBody.join(' ')).toMatch(/does not read/);
    const empty = await send('PUT', `/email-contents/${id}`, { subject: 'Hello', htmlBody: '   ', version });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.htmlBody).toBeDefined();
    const blank = await send('PUT', `/email-contents/${id}`, { subject: 'Hello', htmlBody: '<p> </p>', version });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.htmlBody.join(' ')).toMatch(/no text/);
  });

  it('saves with the version read (409 for a stale one), sanitises nothing away, derives text when empty, audits', async () => {
    const { id } = await rowOf('password-reset');
    const before = await detail(id as number);
    const res = await send('PUT', `/email-contents/${id}`, {
      subject: 'Choose a new password, {{firstName}}',
      htmlBody: '<p>Hello {{firstName}}, <a href="{{url}}">choose a new password</a>.</p>',
      textBody: '',
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ textBody: null, version: before.version + 1, revision: before.revision + 1 });
    expect(saved.derivedText).toContain('choose a new password');
    expect(saved.updatedByName).toBe('Yuki Sato');

    const stale = await send('PUT', `/email-contents/${id}`, {
      subject: 'Late',
      htmlBody: '<p>{{url}}</p>',
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'email-content'), eq(auditEvents.entityId, String(id))));
    const update = events.find((e) => e.action === 'email-contents.update');
    expect(update?.after).toMatchObject({ subject: 'Choose a new password, {{firstName}}' });

    const history = await get(`/history/email-content/${id}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().results[0].action).toBe('email-contents.update');
  });

  it('answers 403 without canUpdateEmailContents, and 403 for every call without canViewEmailContents', async () => {
    const { id } = await rowOf('password-reset');
    const { version } = await detail(id as number);
    const res = await send('PUT', `/email-contents/${id}`, { subject: 'x', htmlBody: '<p>x</p>', version }, viewer);
    expect(res.statusCode).toBe(403);
    expect((await get(`/email-contents/${id}`, viewer)).statusCode).toBe(200);
    const nobody = await t.as('nobody@example.com');
    for (const url of [
      '/email-contents',
      '/email-contents/tokens',
      '/email-contents/options',
      `/email-contents/${id}`,
    ]) {
      expect((await get(url, nobody)).statusCode, url).toBe(403);
    }
    expect((await get(`/history/email-content/${id}`, nobody)).statusCode).toBe(403);
  });
});

describe('required tokens in every body they are required in', () => {
  const resetText = 'Choose a new password:\n{{url}}';
  const resetHtml = '<p><a href="{{url}}">Choose a new password</a></p>';

  it('refuses an HTML body without {{url}}, naming the body and the token, and changes nothing', async () => {
    const { id } = await rowOf('password-reset');
    const before = await detail(id as number);
    const res = await send('PUT', `/email-contents/${id}`, {
      subject: before.subject,
      htmlBody: '<p>Choose a new password on our site.</p>',
      textBody: resetText,
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(400);
    const { errors } = res.json();
    expect(errors.htmlBody).toEqual(['Put {{url}} in the HTML body: every e-mail of this type needs it there.']);
    expect(errors.textBody).toBeUndefined();
    expect(await detail(id as number)).toMatchObject({ version: before.version, htmlBody: before.htmlBody });
  });

  it('refuses a plain-text body without {{url}} on the plain-text body', async () => {
    const { id } = await rowOf('password-reset');
    const before = await detail(id as number);
    const res = await send('PUT', `/email-contents/${id}`, {
      subject: before.subject,
      htmlBody: resetHtml,
      textBody: 'Choose a new password on our site.',
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(400);
    const { errors } = res.json();
    expect(errors.textBody).toEqual(['Put {{url}} in the plain-text body: every e-mail of this type needs it there.']);
    expect(errors.htmlBody).toBeUndefined();
    expect((await detail(id as number)).version).toBe(before.version);
  });

  it('refuses a plain text derived from HTML that keeps {{url}} only where plain text shows nothing', async () => {
    const { id } = await rowOf('password-reset');
    const { version } = await detail(id as number);
    const res = await send('PUT', `/email-contents/${id}`, {
      subject: 'Reset',
      htmlBody: '<p>Choose a new password.</p><img alt="" src="{{url}}">',
      textBody: '',
      version,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.textBody.join(' ')).toMatch(/derived from the HTML body loses \{\{url\}\}/);
  });

  it('saves when both bodies have it, and the preview says beforehand what a save would refuse', async () => {
    const { id } = await rowOf('password-reset');
    const before = await detail(id as number);
    const res = await send('PUT', `/email-contents/${id}`, {
      subject: before.subject,
      htmlBody: resetHtml,
      textBody: resetText,
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ htmlBody: resetHtml, textBody: resetText, version: before.version + 1 });
    const preview = await send('POST', '/email-contents/preview', {
      typeKey: 'password-reset',
      subject: 'Reset',
      htmlBody: '<p>No link</p>',
      textBody: resetText,
    });
    expect(preview.json().warnings).toContain(
      'Put {{url}} in the HTML body: every e-mail of this type needs it there.',
    );
  });

  it('holds every default and every demo content to it: each would save as it is', async () => {
    const tokens = (await get('/email-contents/tokens')).json();
    for (const type of tokens) {
      for (const token of type.tokens) {
        expect(token.requiredIn, `${type.key}.${token.name}`).toEqual(token.required ? ['html', 'text'] : []);
      }
    }
    const rows = await t.db.select().from(emailContents);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const res = await send('POST', '/email-contents/preview', {
        typeKey: row.typeKey,
        languageId: row.languageId,
        subject: row.subject,
        htmlBody: row.htmlBody,
        textBody: row.textBody,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().warnings, `${row.typeKey} ${row.languageId}`).toEqual([]);
    }
  });
});

describe('revisions', () => {
  interface Revision {
    revision: number;
    kind: string;
    restoredFrom: number | null;
    savedByName: string | null;
    savedByEmail: string | null;
    current: boolean;
  }
  const revisions = async (id: number, headers = editor): Promise<Revision[]> => {
    const res = await get(`/email-contents/${id}/revisions`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const restore = (id: number, revision: number, version: number, headers = editor) =>
    send('POST', `/email-contents/${id}/revisions/${revision}/restore`, { version }, headers);

  it('lists the demo English edit and the first stored content, newest first, each with its bodies', async () => {
    const { id } = await rowOf('enrollment-code-resend');
    const list = await revisions(id as number);
    expect(list).toMatchObject([
      { revision: 2, kind: 'saved', savedByEmail: 'admin@example.com', current: true, restoredFrom: null },
      { revision: 1, kind: 'stored', savedByName: null, current: false },
    ]);
    const now = (await get(`/email-contents/${id}/revisions/2`)).json();
    const first = (await get(`/email-contents/${id}/revisions/1`)).json();
    expect(now.htmlBody).toBe((await detail(id as number)).htmlBody);
    expect(now.htmlBody).toContain('Need help?');
    expect(first.htmlBody).not.toContain('Need help?');
    expect(first.subject).toBe(now.subject);
    expect((await get(`/email-contents/${id}/revisions/3`)).statusCode).toBe(404);
    expect((await get(`/email-contents/999999/revisions`)).statusCode).toBe(404);
  });

  it('restores an earlier revision as a new one, audited; a stale version gets 409 and changes nothing', async () => {
    const { id } = await rowOf('enrollment-code-resend');
    const before = await detail(id as number);
    const edited = await send('PUT', `/email-contents/${id}`, {
      subject: `${before.subject} (edited)`,
      htmlBody: before.htmlBody,
      textBody: before.textBody,
      version: before.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const first = (await get(`/email-contents/${id}/revisions/1`)).json();

    const stale = await restore(id as number, 1, before.version);
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await detail(id as number)).version).toBe(edited.json().version);

    const res = await restore(id as number, 1, edited.json().version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      revision: 4,
      subject: first.subject,
      htmlBody: first.htmlBody,
      textBody: first.textBody,
      updatedByName: 'Yuki Sato',
    });
    expect(await revisions(id as number)).toMatchObject([
      { revision: 4, kind: 'restored', restoredFrom: 1, savedByName: 'Yuki Sato', current: true },
      { revision: 3, kind: 'saved', savedByName: 'Yuki Sato', current: false },
      { revision: 2, kind: 'saved', savedByEmail: 'admin@example.com' },
      { revision: 1, kind: 'stored' },
    ]);
    // The revision restored over is kept as it was saved.
    expect((await get(`/email-contents/${id}/revisions/3`)).json().subject).toBe(`${before.subject} (edited)`);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'email-contents.restore'), eq(auditEvents.entityId, String(id))));
    expect(event?.after).toMatchObject({ restoredFrom: 1, revision: 4, subject: first.subject });
    const history = (await get(`/history/email-content/${id}`)).json();
    expect(history.results[0].action).toBe('email-contents.restore');
  });

  it('refuses to restore a revision that no longer passes, on its body, as a save would', async () => {
    const { id } = await rowOf('email-verification');
    // Content saved before every body had to keep {{url}}: the HTML had none.
    await t.db
      .update(emailContents)
      .set({ htmlBody: '<p>Confirm your address on our site.</p>' })
      .where(eq(emailContents.id, id as number));
    const old = await detail(id as number);
    const fixed = await send('PUT', `/email-contents/${id}`, {
      subject: old.subject,
      htmlBody: '<p><a href="{{url}}">Confirm</a></p>',
      textBody: old.textBody,
      version: old.version,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const res = await restore(id as number, old.revision, fixed.json().version);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.htmlBody).toEqual([
      'Put {{url}} in the HTML body: every e-mail of this type needs it there.',
    ]);
    expect((await detail(id as number)).version).toBe(fixed.json().version);
  });

  it('keeps a copy as a revision, and a translation restored goes back to the English it was saved against', async () => {
    await englishOnly('invoice');
    const english = await rowOf('invoice');
    const created = (await send('POST', `/email-contents/${english.id}/copy`, { languageId: 'ja' })).json();
    expect(await revisions(created.id)).toMatchObject([{ revision: 1, kind: 'copied', current: true }]);
    const translated = await send('PUT', `/email-contents/${created.id}`, {
      subject: '請求書 {{number}}',
      htmlBody: '<p>請求書 {{number}}、合計 {{total}}。</p>',
      version: created.version,
    });
    expect(translated.json()).toMatchObject({ revision: 2, state: 'current' });
    const englishNow = await detail(english.id as number);
    const bumped = await send('PUT', `/email-contents/${english.id}`, {
      subject: englishNow.subject,
      htmlBody: `${englishNow.htmlBody}\n<p>Thank you.</p>`,
      textBody: englishNow.textBody,
      version: englishNow.version,
    });
    expect(bumped.statusCode, bumped.body).toBe(200);
    const ja = await detail(created.id);
    expect(ja.state).toBe('outdated');
    const again = await send('PUT', `/email-contents/${created.id}`, {
      subject: ja.subject,
      htmlBody: `${ja.htmlBody}<p>ありがとうございます。</p>`,
      version: ja.version,
    });
    expect(again.json()).toMatchObject({ revision: 3, state: 'current' });
    // Revision 2 was a translation of the English revision before the last: restored, it is outdated again.
    const restored = await restore(created.id, 2, again.json().version);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      revision: 4,
      englishRevision: englishNow.revision,
      state: 'outdated',
      htmlBody: '<p>請求書 {{number}}、合計 {{total}}。</p>',
    });
    expect((await revisions(created.id)).map((r) => `${r.revision} ${r.kind}`)).toEqual([
      '4 restored',
      '3 saved',
      '2 saved',
      '1 copied',
    ]);
    expect((await get(`/email-contents/${created.id}/revisions/1`)).json().htmlBody).toBe(englishNow.htmlBody);
  });

  it('lets a viewer read revisions but not restore, and refuses both without canViewEmailContents', async () => {
    const { id } = await rowOf('enrollment-code-resend');
    const { version } = await detail(id as number);
    expect((await revisions(id as number, viewer)).length).toBeGreaterThan(1);
    expect((await restore(id as number, 1, version, viewer)).statusCode).toBe(403);
    const nobody = await t.as('nobody@example.com');
    expect((await get(`/email-contents/${id}/revisions`, nobody)).statusCode).toBe(403);
    expect((await get(`/email-contents/${id}/revisions/1`, nobody)).statusCode).toBe(403);
    expect((await restore(id as number, 1, version, nobody)).statusCode).toBe(403);
    expect((await detail(id as number)).version).toBe(version);
  });
});

describe('POST /email-contents/{id}/copy', () => {
  it('creates the language, then refuses to replace it unless overwrite is confirmed', async () => {
    await englishOnly('passcode-resend');
    const row = await rowOf('passcode-resend');
    const first = await send('POST', `/email-contents/${row.id}/copy`, { languageId: 'zh' });
    expect(first.statusCode, first.body).toBe(200);
    const zh = first.json();
    expect(zh).toMatchObject({ languageId: 'zh', subject: row.subject, state: 'outdated' });
    expect(zh.english.id).toBe(row.id);

    const again = await send('POST', `/email-contents/${row.id}/copy`, { languageId: 'zh' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/overwrite/);

    const replaced = await send('POST', `/email-contents/${row.id}/copy`, { languageId: 'zh', overwrite: true });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ id: zh.id, revision: zh.revision + 1 });

    const same = await send('POST', `/email-contents/${row.id}/copy`, { languageId: 'en' });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.languageId).toBeDefined();
  });
  it('of two copies to a new language at once, one creates it and the other is told to confirm', async () => {
    await englishOnly('webhook-disabled');
    const row = await rowOf('webhook-disabled');
    const [a, b] = await Promise.all([
      send('POST', `/email-contents/${row.id}/copy`, { languageId: 'ja' }),
      send('POST', `/email-contents/${row.id}/copy`, { languageId: 'ja' }),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
  });
});

describe('POST /email-contents/preview', () => {
  const draft = {
    typeKey: 'passcode-resend',
    subject: 'Your passcode{{#several}}s{{/several}}',
    htmlBody: '<p>Here: {{#codes}}<strong>{{.}}</strong> {{/codes}}</p><script>alert(1)</script>{{mystery}}',
    textBody: '',
  };

  it('renders with the samples: sanitised HTML, derived text, unknown and unused tokens, warnings', async () => {
    const res = await send('POST', '/email-contents/preview', draft, viewer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.subject).toBe('Your passcodes');
    expect(body.html).toContain('PSM-7Q4K-2XWD');
    expect(body.html).not.toContain('<script');
    expect(body.textDerived).toBe(true);
    expect(body.text).toContain('PSM-7Q4K-2XWD');
    expect(body.unknownTokens).toEqual(['mystery']);
    expect(body.unusedTokens).toEqual(expect.arrayContaining(['productName', 'assessment', 'orders']));
    expect(body.unusedTokens).not.toContain('codes');
    expect(body.source).toBe('the sample values');
    // Nothing was written.
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('warns when a required token is left out, naming the body', async () => {
    const res = await send('POST', '/email-contents/preview', { ...draft, htmlBody: '<p>Hello</p>' });
    expect(res.json().warnings).toContain('Put {{codes}} in the HTML body: every e-mail of this type needs it there.');
  });

  it('renders with a real passcode picked by its code, and says so', async () => {
    const [code] = await t.db.select({ id: passcodes.id, code: passcodes.code }).from(passcodes).limit(1);
    if (!code) throw new Error('the demo has passcodes');
    const res = await send('POST', '/email-contents/preview', {
      ...draft,
      record: { kind: 'passcode', id: code.code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().html).toContain(code.code);
    expect(res.json().source).toContain(`Passcode ${code.code}`);
    const missing = await send('POST', '/email-contents/preview', {
      ...draft,
      record: { kind: 'passcode', id: 'NO-SUCH-CODE' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors['record.id']).toBeDefined();
  });

  it('renders an account e-mail with a real account', async () => {
    const res = await send('POST', '/email-contents/preview', {
      typeKey: 'password-reset',
      subject: 'Hi {{firstName}}',
      htmlBody: '<p>{{email}}</p>',
      record: { kind: 'account', id: 'support@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subject).toBe('Hi Sam');
  });

  it('answers a broken template and an unknown type with a 400 on the field', async () => {
    const broken = await send('POST', '/email-contents/preview', { ...draft, htmlBody: '{{#codes}}' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.htmlBody).toBeDefined();
    const unknown = await send('POST', '/email-contents/preview', { ...draft, typeKey: 'no-such-type' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.typeKey).toBeDefined();
  });
});

describe('templates that would render without end', () => {
  // A list of n values repeats its section n times: nested d deep, n^d copies, rendered on the event loop.
  const nest = (depth: number, body = 'x') => `${'{{#codes}}'.repeat(depth)}${body}${'{{/codes}}'.repeat(depth)}`;
  const fiftyCodes = Array.from({ length: 50 }, (_, i) => `PSM-${String(i).padStart(4, '0')}-${'X'.repeat(1990)}`);
  const probes = [
    { name: 'three codes nested 14 deep', htmlBody: nest(14), values: {}, message: /nested 14 deep/ },
    { name: 'three codes nested 200 deep', htmlBody: nest(200), values: {}, message: /nested 200 deep/ },
    {
      name: '50 codes of 2,000 characters nested 4 deep',
      htmlBody: nest(4, '{{.}}'),
      values: { codes: fiftyCodes },
      message: /would render more than 256 KB with these values/,
    },
  ];

  /** Sends the request, then /healthz 200 ms later: both answer, the health check at once. */
  const withHealthCheck = async (request: () => Promise<{ statusCode: number; body: string }>) => {
    const started = performance.now();
    const answer = request().then((res) => ({ res, ms: performance.now() - started }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const askedAt = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    const healthMs = performance.now() - askedAt;
    const { res, ms } = await answer;
    expect(health.statusCode).toBe(200);
    expect(healthMs, 'the health check waited on the render').toBeLessThan(1_000);
    expect(ms, 'the refusal took too long').toBeLessThan(2_000);
    return res;
  };

  it('the preview refuses HTML with more than 5,000 tags, as written or as rendered, on htmlBody at once', async () => {
    const written = await withHealthCheck(() =>
      send('POST', '/email-contents/preview', {
        typeKey: 'passcode-resend',
        subject: 'Codes',
        htmlBody: `${'<b>'.repeat(60_000)}{{#codes}}{{.}}{{/codes}}`,
      }),
    );
    expect(written.statusCode, written.body).toBe(400);
    expect(JSON.parse(written.body).errors.htmlBody.join(' ')).toMatch(/more than 5,000 tags/);
    const rendered = await send('POST', '/email-contents/preview', {
      typeKey: 'passcode-resend',
      subject: 'Codes',
      htmlBody: '{{#codes}}{{#codes}}<b><i><u>{{.}}</u></i></b>{{/codes}}{{/codes}}',
      values: { codes: fiftyCodes.map((c) => c.slice(0, 9)) },
    });
    expect(rendered.statusCode, rendered.body).toBe(400);
    expect(rendered.json().errors.htmlBody.join(' ')).toMatch(/more than 5,000 tags/);
  });

  for (const probe of probes) {
    it(`the preview refuses ${probe.name} on htmlBody, at once`, async () => {
      const res = await withHealthCheck(() =>
        send(
          'POST',
          '/email-contents/preview',
          { typeKey: 'passcode-resend', subject: 'Codes', htmlBody: probe.htmlBody, values: probe.values },
          viewer,
        ),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.parse(res.body).errors.htmlBody.join(' ')).toMatch(probe.message);
    });
  }

  it('the preview refuses a subject or a text body that would render past the budget, on that field', async () => {
    const res = await send('POST', '/email-contents/preview', {
      typeKey: 'passcode-resend',
      // 100 KB each: within the budget.
      subject: '{{#codes}}{{.}}{{/codes}}',
      htmlBody: '<p>{{#codes}}{{.}} {{/codes}}</p>',
      textBody: nest(4, '{{.}}'),
      values: { codes: fiftyCodes },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.textBody.join(' ')).toMatch(/more than 256 KB/);
    expect(res.json().errors.subject).toBeUndefined();
    expect(res.json().errors.htmlBody).toBeUndefined();
  });

  it('a save refuses lists nested 14 and 200 deep on their field at once, and changes nothing', async () => {
    const { id } = await rowOf('passcode-resend');
    const before = await detail(id as number);
    for (const depth of [14, 200]) {
      const res = await withHealthCheck(() =>
        send('PUT', `/email-contents/${id}`, {
          subject: 'Codes',
          htmlBody: `<p>${nest(depth)}</p>`,
          textBody: nest(depth),
          version: before.version,
        }),
      );
      expect(res.statusCode, res.body).toBe(400);
      const { errors } = JSON.parse(res.body);
      expect(errors.htmlBody.join(' ')).toMatch(new RegExp(`nested ${depth} deep`));
      expect(errors.textBody.join(' ')).toMatch(new RegExp(`nested ${depth} deep`));
    }
    expect((await detail(id as number)).version).toBe(before.version);
  });

  it('sections nested 4 deep still preview and save', async () => {
    const { id } = await rowOf('passcode-resend');
    const { version } = await detail(id as number);
    const htmlBody =
      '<p>{{#several}}{{#codes}}{{^assessment}}{{#orders}}{{.}}{{/orders}}{{/assessment}}{{.}} {{/codes}}{{/several}}</p>';
    const preview = await send('POST', '/email-contents/preview', {
      typeKey: 'passcode-resend',
      subject: 'S',
      htmlBody,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const saved = await send('PUT', `/email-contents/${id}`, { subject: 'Codes', htmlBody, version });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
