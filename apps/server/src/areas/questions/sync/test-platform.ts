// What the question bank needs of the external test platform candidates sit their exams on: parent
// categories, categories and questions created or updated there, each answering the platform's id. One
// adapter implements it over the platform's HTTP API (classmarker-client.ts); the sync queue speaks only
// to this interface.

/** A question in the platform's shape: its four writable types, options keyed A to J. */
export interface PlatformQuestion {
  question_type: 'multiplechoice' | 'multipleresponse' | 'truefalse' | 'essay';
  question: string;
  category_id: number;
  points: number;
  /** multiplechoice and multipleresponse only. */
  options?: Record<string, string>;
  /** Letters of the correct options; truefalse: ["A"] (True) or ["B"] (False); none for essay. */
  correct_options?: string[];
  /** multipleresponse only: partial credit with or without deduction, or all or nothing. */
  grade_style?: PlatformGradeStyle;
  correct_feedback?: string;
  incorrect_feedback?: string;
}

export const platformGradeStyles = ['all_or_nothing', 'partial', 'partial_with_deduction'] as const;
export type PlatformGradeStyle = (typeof platformGradeStyles)[number];

export interface PlatformCategoryTree {
  parentCategories: { id: number; name: string; categories: { id: number; name: string }[] }[];
}

export interface TestPlatform {
  /** The key whose hourly budget the calls count against. */
  readonly apiKey: string;
  createParentCategory(name: string): Promise<number>;
  updateParentCategory(id: number, name: string): Promise<void>;
  createCategory(parentId: number, name: string): Promise<number>;
  updateCategory(id: number, parentId: number, name: string): Promise<void>;
  createQuestion(question: PlatformQuestion): Promise<number>;
  updateQuestion(id: number, question: PlatformQuestion): Promise<void>;
  listCategories(): Promise<PlatformCategoryTree>;
}

/** The platform refused or failed a call: its error code, and whether trying later may succeed. */
export class PlatformError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The HTTP status, or 0 when no answer came. */
    readonly status: number,
  ) {
    super(message);
  }
  /** The platform's own hourly limit was reached: wait, do not count it as the item's failure. */
  get rateLimited() {
    return this.status === 429;
  }
  /** The record the update names is gone there (e.g. deleted on the platform): create it anew. */
  get notFound() {
    return this.status === 404;
  }
}
