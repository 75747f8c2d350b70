// The account actions' reads and calls: the state that says which action is allowed (and why not), the
// e-mailed links, and each action. Calls skip the global error handler (spec section 7): the bar shows
// a refusal in place, beside the buttons.
import { type AccountAction, type AccountStatus, contract, type Endpoint } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { declaredRefusalText } from '../../../lib/refusal';
import { accountChanged, accountsKey } from '../queries';

export const accountActionsQueryOptions = (admId: string) =>
  queryOptions({
    queryKey: [...accountsKey, 'actions', admId],
    queryFn: ({ signal }) => api(contract.accounts.actions.actions, { params: { admId } }, { signal, global: false }),
    retry: false,
  });

const local = { global: false } as const;

/** Runs an action, then reads the account again everywhere (page, list, this bar). */
async function changed<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  await accountChanged();
  return result;
}

export const blockAccount = (admId: string, reason: string, version?: number): Promise<AccountStatus> =>
  changed(api(contract.accounts.actions.block, { params: { admId }, body: { reason, version } }, local));

export const unblockAccount = (admId: string, version?: number): Promise<AccountStatus> =>
  changed(api(contract.accounts.actions.unblock, { params: { admId }, body: { version } }, local));

export const deleteAccount = (admId: string): Promise<AccountStatus> =>
  changed(api(contract.accounts.actions.delete, { params: { admId } }, local));

/** One key a click: a retry of the same click (a lost answer) sends no second e-mail. */
const once = () => ({ ...local, headers: { 'Idempotency-Key': newIdempotencyKey() } });

export const sendPasswordReset = (admId: string): Promise<AccountAction> =>
  changed(api(contract.accounts.actions.forgotPassword, { params: { admId } }, once()));

export const resendVerification = (admId: string): Promise<AccountAction> =>
  changed(api(contract.accounts.actions.resendVerificationEmail, { params: { admId } }, once()));

export const cancelAccountAction = (id: number): Promise<AccountAction> =>
  changed(api(contract.accounts.actions.cancelAction, { params: { id } }, local));

/**
 * What the person reads when an action of `endpoint` fails: the sentence of a refusal it declares (the
 * contract's words for its code), else the server's reason (a 409 says why), or what to do.
 */
export function actionErrorMessage(error: unknown, endpoint: Endpoint): string {
  const refused = declaredRefusalText(error, endpoint);
  if (refused) return refused;
  if (!(error instanceof ApiError)) return 'Something went wrong. Try again.';
  if (error.isNetworkError) return 'Could not reach the server. Nothing was changed; try again.';
  const field = Object.values(error.fieldErrors)[0]?.[0];
  if (error.status === 400 && field) return field;
  if (error.status === 401 || error.status === 403) return 'You may not change accounts.';
  if (error.status === 404) return 'This account or link no longer exists. Reload the page.';
  if (error.status >= 500) return 'The server could not do it. Try again in a moment.';
  return error.problem?.detail ?? 'Not done.';
}
