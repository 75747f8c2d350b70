// Imports: questions from CSV and GIFT files, with a dry run that reports every row before anything is written.
// The imports part of the Questions area (`contract.questions.imports`), joined in questions/index.ts.

export const importEndpoints = {} as const;
