// Revisions: a question's published revisions, word-level diffs with a scoring summary, and the review of staged change sets.
// The revisions part of the Questions area (`contract.questions.revisions`), joined in questions/index.ts.

export const revisionEndpoints = {} as const;
