// Accounts: every person the business knows (learners, trainers, staff): search, create, read and edit.
// Part of the Accounts area: the contract's index joins these endpoints into `contract.accounts`.
export const accountRecords = {};
