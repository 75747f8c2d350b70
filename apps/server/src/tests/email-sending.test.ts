// E-mails rendered from their content at send time, through the real app (a passcode resend): in the
// reader's language when there is content in it, else English with the fallback recorded on the outbox
// row; an edit of the content reaches the next e-mail; content that cannot make an e-mail (an empty body,
// an unknown token, sections nested too deep, a render past the budget with the values sent) fails the
// change, naming why, at once, and queues nothing. Also the demo content.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTypes } from '../areas/email-types.js';
import { accounts, auditEvents, emailContents, emailOutbox, passcodes } from '../db/schema/index.js';
import { composeEmail } from '../platform/mail/compose.js';
import { sampleValues } from '../platform/mail/email-type.js';
import { renderEmailContent } from '../platform/mail/template.js';
import { checkTokens } from '../platform/mail/template-checks.js';
import type { TestApp } from '../testing/harness.js';
import { testApp } from '../testing/signed-in-app.js';

let t: TestApp;
let codeId: number;
let code: string;
const passcodeContent = (languageId: string) =>
  and(eq(emailContents.typeKey, 'passcode-resend'), eq(emailContents.languageId, languageId));

/** A person with an account preferring `language`; the resend goes to their address. */
async function personPreferring(language: string | null, email: string) {
  const [someone] = await t.db.select({ admId: accounts.admId }).from(accounts).limit(1).offset(40);
  await t.db
    .update(accounts)
    .set({ email, preferredLanguage: language })
    .where(eq(accounts.admId, someone?.admId as string));
}

async function resendTo(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/passcodes/resend',
    headers: await t.as('support@example.com'),
    payload: { ids: [codeId], emailOverride: email },
  });
  return { status: res.statusCode, body: res.json() };
}

const outboxRow = async (id: number) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

testApp(async (app) => {
  t = app;
  const [row] = await t.db.select().from(passcodes).where(eq(passcodes.isRevoked, false)).limit(1);
  codeId = row?.id as number;
  code = row?.code as string;
  await t.db.update(passcodes).set({ isActive: true, redeemedAt: null }).where(eq(passcodes.id, codeId));
});

describe('composing at send time', () => {
  it("uses the reader's language when it has content, recording no fallback", async () => {
    await personPreferring('ja', 'hanako@compose.test');
    const { status, body } = await resendTo('hanako@compose.test');
    expect(status).toBe(200);
    const mail = await outboxRow(body.results[0].outboxId);
    expect(mail).toMatchObject({ languageId: 'ja', languageFallback: false, template: 'passcode-resend' });
    expect(mail?.subject).toContain('受験パスコード');
    expect(mail?.textBody).toContain(code);
    expect(mail?.htmlBody).toContain(`<strong>${code}</strong>`);
    expect(mail?.htmlBody).toContain('<html lang="ja">');
  });

  it('falls back to English when the language has no content, and says so on the outbox row', async () => {
    await t.db.delete(emailContents).where(passcodeContent('zh'));
    await personPreferring('zh', 'wei@compose.test');
    const { status, body } = await resendTo('wei@compose.test');
    expect(status).toBe(200);
    const mail = await outboxRow(body.results[0].outboxId);
    expect(mail).toMatchObject({ languageId: 'en', languageFallback: true });
    expect(mail?.subject).toBe(`Your ${t.config.productName} assessment passcode`);
    expect(mail?.textBody).toContain('Here is your passcode for');
    // The System outbox shows it to whoever looks into what was sent.
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/system/outbox/${body.results[0].outboxId}`,
      headers: await t.as('system-admin@example.com'),
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ languageId: 'en', languageFallback: true, template: 'passcode-resend' });
  });

  it('sends an edit of the English content with the next e-mail, with fresh values', async () => {
    await t.db
      .update(emailContents)
      .set({
        subject: 'Fresh: {{#codes}}{{.}}{{/codes}} for {{productName}}',
        textBody: 'Code {{#codes}}{{.}}{{/codes}}',
      })
      .where(passcodeContent('en'));
    const { body } = await resendTo('nobody-in-particular@compose.test');
    const mail = await outboxRow(body.results[0].outboxId);
    expect(mail).toMatchObject({ languageId: 'en', languageFallback: false });
    expect(mail?.subject).toBe(`Fresh: ${code} for ${t.config.productName}`);
    expect(mail?.textBody).toBe(`Code ${code}`);
  });

  it('refuses to send an empty body: the resend fails with the reason and queues and audits nothing', async () => {
    await t.db
      .update(emailContents)
      .set({ htmlBody: '<p>{{#orders}}Order {{.}}{{/orders}}</p>', textBody: null })
      .where(passcodeContent('en'));
    await t.db.update(passcodes).set({ orderNumber: null }).where(eq(passcodes.id, codeId));
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    const { status, body } = await resendTo('empty@compose.test');
    expect(status).toBe(409);
    expect(body.detail).toContain('The Passcode e-mail (en) cannot be sent: its body is empty');
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    expect(after?.n).toBe(before?.n);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'passcodes.resend'), eq(auditEvents.entityId, String(codeId))));
    expect(events.filter((e) => JSON.stringify(e.after).includes('empty@compose.test'))).toEqual([]);
  });

  it('refuses content with a token its type does not have, naming it', async () => {
    await t.db
      .update(emailContents)
      .set({ htmlBody: '<p>Hello {{studentName}}, {{#codes}}{{.}}{{/codes}}</p>' })
      .where(passcodeContent('en'));
    const { status, body } = await resendTo('unknown@compose.test');
    expect(status).toBe(409);
    expect(body.detail).toContain('{{studentName}}');
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'unknown@compose.test'))).toEqual([]);
  });

  it('refuses content nested too deep at once, naming why, as the resend would hang otherwise', async () => {
    // Written past the editor's checks, as content saved before the bound was.
    const deep = `${'{{#codes}}'.repeat(200)}x${'{{/codes}}'.repeat(200)}`;
    await t.db
      .update(emailContents)
      .set({ htmlBody: `<p>${deep}</p>`, textBody: null })
      .where(passcodeContent('en'));
    const started = performance.now();
    const { status, body } = await resendTo('deep@compose.test');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(status).toBe(409);
    expect(body.detail).toContain(
      'The Passcode e-mail (en) cannot be sent: its html template nests sections 200 deep (at most 4)',
    );
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'deep@compose.test'))).toEqual([]);
  });

  it('refuses to render past the budget with the values sent, naming why', async () => {
    const type = emailTypes.find((x) => x.key === 'passcode-resend');
    if (!type) throw new Error('passcode-resend is declared');
    const nested = `${'{{#codes}}'.repeat(4)}{{.}}${'{{/codes}}'.repeat(4)}`;
    await t.db
      .update(emailContents)
      .set({ htmlBody: `<p>${nested}</p>` })
      .where(passcodeContent('en'));
    const codes = Array.from({ length: 50 }, (_, i) => `PSM-${String(i).padStart(4, '0')}`);
    const started = performance.now();
    await expect(
      composeEmail(t.db, type, { to: 'many@compose.test', values: { ...sampleValues(type), codes } }),
    ).rejects.toThrow(
      'The Passcode e-mail (en) cannot be sent: its html template would render more than 256 KB with these values',
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    // Five codes nested four deep are 625 copies: sent.
    const few = await composeEmail(t.db, type, {
      to: 'few@compose.test',
      values: { ...sampleValues(type), codes: codes.slice(0, 5) },
    });
    expect(few.text.split('PSM-0004').length - 1).toBe(125);
  });
});

describe('the demo content', () => {
  it('has every type in English, most in Japanese and Chinese, a few outdated, all of it renderable', async () => {
    const rows = await t.db
      .select()
      .from(emailContents)
      .where(inArray(emailContents.languageId, ['en', 'ja', 'zh']));
    const of = (language: string) => rows.filter((r) => r.languageId === language);
    expect(new Set(of('en').map((r) => r.typeKey))).toEqual(new Set(emailTypes.map((type) => type.key)));
    expect(of('ja').length).toBeGreaterThan(emailTypes.length / 2);
    expect(of('zh').length).toBeGreaterThan(emailTypes.length / 2);
    const english = new Map(of('en').map((r) => [r.typeKey, r.revision]));
    const outdated = rows.filter((r) => r.englishRevision != null && r.englishRevision < (english.get(r.typeKey) ?? 0));
    expect(outdated.length).toBeGreaterThan(0);
    for (const row of rows) {
      const type = emailTypes.find((e) => e.key === row.typeKey);
      if (!type || row.typeKey === 'passcode-resend') continue; // edited by the tests above
      const templates = { subject: row.subject, html: row.htmlBody, text: row.textBody };
      expect(checkTokens(type, templates), `${row.typeKey}/${row.languageId}`).toEqual([]);
      const rendered = renderEmailContent(type, templates, sampleValues(type), row.languageId);
      expect(rendered.empty, `${row.typeKey}/${row.languageId}`).toBe(false);
    }
  });
});
