// Sync: the durable queue that mirrors published questions and categories to the test platform within its call budget.
// The sync part of the Questions area (`contract.questions.sync`), joined in questions/index.ts.

export const syncEndpoints = {} as const;
