// Account merge: preview, merge one account into another in one transaction, and undo within 30 days.
// Part of the Accounts area: the contract's index joins these endpoints into `contract.accounts`.
export const accountMerge = {};
