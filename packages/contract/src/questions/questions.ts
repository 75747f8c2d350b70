// Questions: the bank's list and search, a question's record, its draft and lifecycle (stage, unstage, publish), its assessments, statistics, export and translations.
// The questions part of the Questions area (`contract.questions.questions`), joined in questions/index.ts.

export const questionEndpoints = {} as const;
