// Force account sync: deliver named accounts' current data to every active LMS webhook.
// Part of the Accounts area: the contract's index joins these endpoints into `contract.accounts`.
export const accountSync = {};
