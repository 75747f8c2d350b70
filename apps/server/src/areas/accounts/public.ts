// The Accounts area's door for the other areas: what they may say about an account in their own queries,
// and the account operations they share with it, so every area means the same by "a live account", a
// person's name, a new account and an account search.
// - SQL fragments over an account row joined in a query (account-sql.ts): liveAccount and
//   accountMaySignIn (two states, each with one meaning: why both exist is said there), displayName.
// - liveAccountId: the live account with an admId or an e-mail.
// - createAccountIn: a new account inside the caller's transaction, checked, audited and announced as
//   the Accounts form makes one (a class registration's new learner).
// - searchAccounts: the accounts a picker offers by the start of an e-mail or name.
// - accountSearchKeys, accountKeysStartWith, accountSearchByEmail, accountTextContains: the Accounts list's
//   search (its keys as their indexes hold them, the start of a key, a page of it in e-mail order, the
//   "contains" fallback), for another list of people.
// - accountIdsWithEmail: every account that has had an address, whatever its state (a history by e-mail);
//   accountsWithEmailContaining: those whose address contains a text.

export { accountMaySignIn, displayName, liveAccount } from './account-sql.js';
export { accountTextContains } from './records/account-list.js';
export {
  accountKeysStartWith,
  accountSearchByEmail,
  searchKeys as accountSearchKeys,
} from './records/account-search.js';
export { createAccountIn, liveAccountId } from './records/account-service.js';
export { type AccountSearch, type FoundAccount, searchAccounts } from './records/account-suggestions.js';
export { accountIdsWithEmail, accountsWithEmailContaining } from './records/accounts-by-email.js';
