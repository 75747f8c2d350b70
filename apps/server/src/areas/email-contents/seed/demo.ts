// Demo e-mail content: every e-mail type in English (its declared default), most in Japanese and Chinese,
// a few translations missing, and a few outdated: the English was edited (revision 2) after the
// translation was saved against revision 1. What a content editor would find after some months of use.
// The English edits are in the audit trail as a save would leave them, so their first revision shows
// among the content's revisions and can be restored.
// Mostly data (the Japanese and Chinese wording of every e-mail type), hence its length.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts, auditEvents, emailContents } from '../../../db/schema/index.js';
import type { DemoContext } from '../../../platform/area-definition.js';
import { emailParts, ensureEmailContents } from '../../../platform/mail/index.js';

const { paragraph: p, button, codes } = emailParts;

interface Translation {
  subject: string;
  html: string[];
  /** Missing: derived from the HTML when sent. */
  text?: string[];
  /** The English revision it was saved against; lower than the English's: outdated. */
  englishRevision?: number;
}

/** Text lines for a list of codes, one a line and indented, as the English default writes them. */
const codeLines = ['{{#codes}}', '    {{.}}', '{{/codes}}'];
const orderLines = (label: string) => ['{{#orders}}', '', `${label}{{.}}`, '{{/orders}}'];

const ja = {
  hello: 'こんにちは。',
  dear: '{{#firstName}}{{firstName}} 様{{/firstName}}{{^firstName}}お客様{{/firstName}}',
  team: '{{productName}} チーム',
  copy: 'ボタンが表示されない場合は、次のアドレスをブラウザーにコピーしてください:',
};
const zh = {
  hello: '您好：',
  dear: '{{#firstName}}{{firstName}}，您好：{{/firstName}}{{^firstName}}您好：{{/firstName}}',
  team: '{{productName}} 团队',
  copy: '如果按钮无法显示，请将以下地址复制到浏览器中：',
};

const passcodeJa = {
  intro:
    '{{#several}}{{#assessment}}{{assessment}} の{{/assessment}}パスコード {{several}} 件をお送りします。{{/several}}{{^several}}{{assessment}} のパスコードをお送りします。{{/several}}',
  use: '{{#several}}受験を開始する際に、いずれか 1 つを入力してください。各パスコードは 1 回のみ使用できます。{{/several}}{{^several}}受験を開始する際に入力してください。このパスコードは 1 回のみ使用できます。{{/several}}',
};
const passcodeZh = {
  intro:
    '{{#several}}以下是您{{#assessment}}用于 {{assessment}} 的{{/assessment}} {{several}} 个通行码：{{/several}}{{^several}}以下是您用于 {{assessment}} 的通行码：{{/several}}',
  use: '{{#several}}开始考试时请输入其中一个。每个通行码只能使用一次。{{/several}}{{^several}}开始考试时请输入此通行码。它只能使用一次。{{/several}}',
};
const enrollJa = {
  intro:
    '{{#several}}{{#course}}{{course}} の{{/course}}受講登録コード {{several}} 件をお送りします。{{/several}}{{^several}}{{course}} の受講登録コードをお送りします。{{/several}}',
  use: '{{#several}}コースに登録する際に、いずれか 1 つを入力してください。各コードは 1 回のみ使用できます。{{/several}}{{^several}}コースに登録する際に入力してください。このコードは 1 回のみ使用できます。{{/several}}',
};
const enrollZh = {
  intro:
    '{{#several}}以下是您{{#course}}用于 {{course}} 的{{/course}} {{several}} 个课程注册码：{{/several}}{{^several}}以下是您用于 {{course}} 的课程注册码：{{/several}}',
  use: '{{#several}}注册课程时请输入其中一个。每个注册码只能使用一次。{{/several}}{{^several}}注册课程时请输入此注册码。它只能使用一次。{{/several}}',
};

/** A codes e-mail: greeting, intro, the codes, how to use them, the orders, the team. */
function codesTranslation(
  subject: string,
  words: { hello: string; team: string },
  body: { intro: string; use: string },
  orderLabel: string,
  englishRevision?: number,
): Translation {
  return {
    subject,
    html: [
      p(words.hello),
      p(body.intro),
      codes('{{#codes}}<strong>{{.}}</strong><br>{{/codes}}'),
      p(body.use),
      '{{#orders}}',
      p(`${orderLabel}{{.}}`),
      '{{/orders}}',
      p(words.team),
    ],
    text: [words.hello, '', body.intro, '', ...codeLines, '', body.use, ...orderLines(orderLabel), '', words.team],
    ...(englishRevision ? { englishRevision } : {}),
  };
}

/** A link e-mail: greeting, what the link does, the button, how long it works, what to do if unasked. */
function linkTranslation(
  subject: string,
  words: { dear: string; team: string; copy: string },
  lines: { what: string; label: string; lifetime: string; unasked: string },
  englishRevision?: number,
): Translation {
  return {
    subject,
    html: [
      p(words.dear),
      p(lines.what),
      button('{{url}}', lines.label, words.copy),
      p(lines.lifetime),
      p(lines.unasked),
      p(words.team),
    ],
    text: [
      words.dear,
      '',
      lines.what,
      '',
      `${lines.label}:`,
      '{{url}}',
      '',
      lines.lifetime,
      '',
      lines.unasked,
      '',
      words.team,
    ],
    ...(englishRevision ? { englishRevision } : {}),
  };
}

const translations: Record<string, Partial<Record<'ja' | 'zh', Translation>>> = {
  'passcode-resend': {
    ja: codesTranslation(
      '{{#several}}{{productName}} 受験パスコード（{{several}} 件）{{/several}}{{^several}}{{productName}} 受験パスコードのお知らせ{{/several}}',
      ja,
      passcodeJa,
      'ご注文番号: ',
    ),
    zh: codesTranslation(
      '{{#several}}您的 {{several}} 个 {{productName}} 考试通行码{{/several}}{{^several}}您的 {{productName}} 考试通行码{{/several}}',
      zh,
      passcodeZh,
      '订单号：',
    ),
  },
  'enrollment-code-resend': {
    ja: codesTranslation(
      '{{#several}}受講登録コード（{{several}} 件）{{#course}}：{{course}}{{/course}}{{/several}}{{^several}}{{course}} の受講登録コード{{/several}}',
      ja,
      enrollJa,
      'ご注文番号: ',
      2,
    ),
    // Saved before the English gained its line about help: outdated.
    zh: codesTranslation(
      '{{#several}}您的 {{several}} 个课程注册码{{#course}}（{{course}}）{{/course}}{{/several}}{{^several}}您的 {{course}} 课程注册码{{/several}}',
      zh,
      enrollZh,
      '订单号：',
      1,
    ),
  },
  'password-reset': {
    // Saved before the English said the link stops once used: outdated.
    ja: linkTranslation(
      '{{productName}} Eco のパスワード再設定',
      ja,
      {
        what: '{{productName}} Eco アカウント（{{email}}）の新しいパスワードを設定できます。',
        label: '新しいパスワードを設定する',
        lifetime:
          'このリンクは {{hours}} 時間有効で、1 回のみ使用できます。期限が切れた場合は、新しいリンクをご依頼ください。',
        unasked: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
      },
      1,
    ),
    zh: linkTranslation(
      '设置您的 {{productName}} Eco 新密码',
      zh,
      {
        what: '您可以为您的 {{productName}} Eco 账户（{{email}}）设置新密码。',
        label: '设置新密码',
        lifetime: '该链接只能使用一次，有效期为 {{hours}} 小时；设置新密码后即失效。过期后，请向我们索取新的链接。',
        unasked: '如果您没有提出此请求，请忽略此邮件，您的密码不会改变。',
      },
      2,
    ),
  },
  'email-verification': {
    ja: linkTranslation('{{productName}} Eco のメールアドレスの確認', ja, {
      what: '{{email}} が {{productName}} Eco アカウントのメールアドレスであることを確認してください。',
      label: 'メールアドレスを確認する',
      lifetime:
        'このリンクは {{days}} 日間有効で、1 回のみ使用できます。期限が切れた場合は、新しいリンクをご依頼ください。',
      unasked: 'アカウントをお持ちでない場合は、このメールを無視してください。',
    }),
    // No Chinese yet: the matrix shows it missing, and such e-mails go out in English.
  },
  'trainer-license-renewal': {
    // HTML only, as the English: the plain text is derived from it.
    ja: {
      subject: '{{licenseName}} の更新時期のお知らせ',
      html: [
        p('{{firstName}} 様'),
        p(
          '{{licenseName}} の有効期限（{{validThrough}}）が近づいています。{{#daysLeft}}本日から残り {{daysLeft}} 日です。{{/daysLeft}}',
        ),
        p('担当コースの指導を続けられるよう、期限までに更新してください。'),
        '{{#graceEndsOn}}',
        p('期限を過ぎても、{{graceEndsOn}} までは更新できます。'),
        '{{/graceEndsOn}}',
        p(ja.team),
      ],
    },
    zh: {
      subject: '您的 {{licenseName}} 即将到期，请及时续期',
      html: [
        p('{{firstName}}，您好：'),
        p('您的 {{licenseName}} 有效期为：{{validThrough}}。{{#daysLeft}}距今还有 {{daysLeft}} 天。{{/daysLeft}}'),
        p('请在到期前完成续期，以便继续讲授该许可所涵盖的课程。'),
        '{{#graceEndsOn}}',
        p('如果许可过期，您仍可在 {{graceEndsOn}} 之前续期。'),
        '{{/graceEndsOn}}',
        p(zh.team),
      ],
    },
  },
  // HTML only, as the English: the plain text is derived from it.
  invoice: {
    ja: {
      subject: '{{sellerName}} より請求書 {{number}} のご送付',
      html: [
        p(
          '{{#contactName}}{{contactName}} 様{{/contactName}}{{^contactName}}{{partnerName}} ご担当者様{{/contactName}}',
        ),
        p(
          '請求書 {{number}}{{#poNumber}}（ご注文番号 {{poNumber}}）{{/poNumber}}を添付にてお送りします。発行日は {{issueDate}}、金額は {{total}} です。',
        ),
        '{{#dueDate}}',
        p('お支払い期限は {{dueDate}} です。'),
        '{{/dueDate}}',
        '{{#paidOn}}',
        p('{{paidOn}} にお支払いいただきました。ありがとうございます。本書は控えとしてお送りしています。'),
        '{{/paidOn}}',
        p('ご不明な点は {{sellerEmail}} までお問い合わせください。'),
        p('{{sellerName}}'),
      ],
    },
    zh: {
      subject: '{{sellerName}} 发票 {{number}}',
      html: [
        p(
          '{{#contactName}}{{contactName}}，您好：{{/contactName}}{{^contactName}}{{partnerName}}，您好：{{/contactName}}',
        ),
        p(
          '随函附上发票 {{number}}{{#poNumber}}（采购订单 {{poNumber}}）{{/poNumber}}，开具日期为 {{issueDate}}，金额为 {{total}}。',
        ),
        '{{#dueDate}}',
        p('付款截止日期为 {{dueDate}}。'),
        '{{/dueDate}}',
        '{{#paidOn}}',
        p('该发票已于 {{paidOn}} 付清，谢谢。此副本供您存档。'),
        '{{/paidOn}}',
        p('如有疑问，请发送邮件至 {{sellerEmail}}。'),
        p('{{sellerName}}'),
      ],
    },
  },
  'credit-note': {
    ja: {
      subject: '請求書 {{invoiceNumber}} に対するクレジットノート {{number}}',
      html: [
        p(
          '{{#contactName}}{{contactName}} 様{{/contactName}}{{^contactName}}{{partnerName}} ご担当者様{{/contactName}}',
        ),
        p('請求書 {{invoiceNumber}} を訂正するクレジットノート {{number}}（{{total}}）を添付にてお送りします。'),
        '{{#reason}}',
        p('理由：{{reason}}'),
        '{{/reason}}',
        p('ご不明な点は {{sellerEmail}} までお問い合わせください。'),
        p('{{sellerName}}'),
      ],
    },
    zh: {
      subject: '发票 {{invoiceNumber}} 的贷项通知单 {{number}}',
      html: [
        p(
          '{{#contactName}}{{contactName}}，您好：{{/contactName}}{{^contactName}}{{partnerName}}，您好：{{/contactName}}',
        ),
        p('随函附上贷项通知单 {{number}}，金额为 {{total}}，用于更正发票 {{invoiceNumber}}。'),
        '{{#reason}}',
        p('原因：{{reason}}'),
        '{{/reason}}',
        p('如有疑问，请发送邮件至 {{sellerEmail}}。'),
        p('{{sellerName}}'),
      ],
    },
  },
  'webhook-disabled': {
    zh: {
      subject: '一个 LMS Webhook 已被停用',
      html: [p(zh.dear), p('您为 {{url}} 注册的 LMS Webhook 已被停用。'), p('{{reason}}'), p('Eco')],
      text: [zh.dear, '', '您为 {{url}} 注册的 LMS Webhook 已被停用。', '', '{{reason}}', '', 'Eco'],
    },
  },
};

/** English edited after the first translations: revision 2, one added line each. */
const englishEdits: Record<string, { html: string; text: string }> = {
  'password-reset': {
    html: 'Once your new password is set, the link stops working.',
    text: 'Once your new password is set, the link stops working.',
  },
  'enrollment-code-resend': {
    html: 'Need help? Reply to this e-mail and we will get back to you within one working day.',
    text: 'Need help? Reply to this e-mail and we will get back to you within one working day.',
  },
};

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** Adds a paragraph before the signature (the last paragraph) of the HTML, and a line before the text's. */
function withLineBeforeSignature(html: string, text: string, line: { html: string; text: string }) {
  const at = html.lastIndexOf('<p');
  const lines = text.split('\n');
  const signature = lines.length - 1;
  return {
    html: `${html.slice(0, at)}${p(line.html)}\n${html.slice(at)}`,
    text: [...lines.slice(0, signature), line.text, '', ...lines.slice(signature)].join('\n'),
  };
}

/** Every e-mail type the product sends (the demo's context) gets its content, edited and translated. */
export async function seedDemoEmailContent(tx: Db, { emailTypes }: DemoContext): Promise<void> {
  await ensureEmailContents(tx, emailTypes);
  const [editor] = await tx
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(eq(accounts.email, 'admin@example.com'));
  const updatedBy = editor?.admId ?? null;
  for (const type of emailTypes) {
    const edit = englishEdits[type.key];
    if (edit) {
      const edited = withLineBeforeSignature(type.defaults.html, type.defaults.text ?? '', edit);
      const textBody = type.defaults.text ? edited.text : null;
      const [english] = await tx
        .update(emailContents)
        // First stored before the translations were made from it (60 days ago), edited 12 days ago.
        .set({
          htmlBody: edited.html,
          textBody,
          revision: 2,
          version: 2,
          createdAt: daysAgo(90),
          updatedAt: daysAgo(12),
          updatedBy,
        })
        .where(and(eq(emailContents.typeKey, type.key), eq(emailContents.languageId, 'en')))
        .returning({ id: emailContents.id });
      if (english) {
        await tx.insert(auditEvents).values({
          at: daysAgo(12),
          actorAdmId: updatedBy,
          actorSubject: updatedBy,
          action: 'email-contents.update',
          entity: 'email-content',
          entityId: String(english.id),
          before: { htmlBody: type.defaults.html, textBody: type.defaults.text ?? null, revision: 1 },
          after: { htmlBody: edited.html, textBody, revision: 2 },
        });
      }
    }
    const rows = Object.entries(translations[type.key] ?? {}).map(([languageId, t], i) => ({
      typeKey: type.key,
      languageId,
      subject: t.subject,
      htmlBody: t.html.join('\n'),
      textBody: t.text?.join('\n') ?? null,
      englishRevision: t.englishRevision ?? 1,
      createdAt: daysAgo(60 - i),
      updatedAt: daysAgo(40 - i),
      updatedBy,
    }));
    if (rows.length) await tx.insert(emailContents).values(rows);
  }
}
