// At start, every declared e-mail type gets its English content row from the declared default, so the
// Email Content editor always has an English version to edit. An edited row is never touched: insert,
// on conflict do nothing (safe with any number of instances starting at once).
import type { Db } from '../../db/client.js';
import { emailContents } from '../../db/schema/index.js';
import { ENGLISH } from './compose.js';
import type { EmailType } from './email-type.js';

export async function ensureEmailContents(db: Db, types: readonly EmailType[]): Promise<number> {
  if (!types.length) return 0;
  const inserted = await db
    .insert(emailContents)
    .values(
      types.map((type) => ({
        typeKey: type.key,
        languageId: ENGLISH,
        subject: type.defaults.subject,
        htmlBody: type.defaults.html,
        textBody: type.defaults.text ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: emailContents.id });
  return inserted.length;
}
