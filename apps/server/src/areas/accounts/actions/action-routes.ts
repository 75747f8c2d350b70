// Account actions: block, unblock, password reset and verification e-mails, pending actions, delete.
import type { contract } from '@eco/contract';
import type { Db } from '../../../db/client.js';
import type { RequestContext } from '../../../platform/context.js';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { type AccountEventType, queueAccountEvent } from '../../../platform/webhooks/events.js';
import type { ActionSetting } from './account-status.js';
import { blockAccount, deleteAccount, unblockAccount } from './block.js';
import { accountActionsView, cancelAction, sendLink } from './emailed-links.js';

export const accountActionHandlers = (deps: AreaDeps) => {
  const setting = (ctx: RequestContext): ActionSetting => ({
    callerAdmId: ctx.principal?.account?.admId ?? null,
    externalIssuer: deps.config.externalIssuer,
  });
  /** A closing change, its webhook event in the same transaction. */
  const change = (ctx: RequestContext, admId: string, event: AccountEventType) => ({
    ctx,
    setting: setting(ctx),
    admId,
    after: (tx: Db) => queueAccountEvent(tx, event, admId).then(() => undefined),
  });
  return {
    actions: ({ params, ctx }) => accountActionsView(ctx.db, params.admId, setting(ctx)),
    // A closed account's next call is refused on every instance: each call reads the account's stamp
    // (platform/principal.ts), so nothing is cached to drop here.
    block: ({ params, body, ctx }) => blockAccount(change(ctx, params.admId, 'account.blocked'), body),
    unblock: ({ params, body, ctx }) => unblockAccount(change(ctx, params.admId, 'account.unblocked'), body),
    delete: ({ params, ctx }) => deleteAccount(change(ctx, params.admId, 'account.deleted')),
    forgotPassword: ({ params, ctx }) => sendLink(ctx, deps.config, setting(ctx), params.admId, 'password-reset'),
    resendVerificationEmail: ({ params, ctx }) =>
      sendLink(ctx, deps.config, setting(ctx), params.admId, 'email-verification'),
    cancelAction: ({ params, ctx }) => cancelAction(ctx, params.id),
  } satisfies Handlers<typeof contract.accounts.actions>;
};
