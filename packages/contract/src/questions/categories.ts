// ClassMarker categories: the test platform's parent categories and categories per language, archive and unarchive, usages and the import of the platform's export.
// The categories part of the Questions area (`contract.questions.categories`), joined in questions/index.ts.

export const categoryEndpoints = {} as const;
