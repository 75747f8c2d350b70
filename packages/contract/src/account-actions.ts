// Account actions: block and unblock, password reset and verification e-mails (pending actions), delete.
// Part of the Accounts area: the contract's index joins these endpoints into `contract.accounts`.
export const accountActions = {};
