// A question's lifecycle, written once: its states, the staged intents and review statuses, and every
// action with the states it may start from. The server refuses any other (a 400 naming it,
// questions.no-transition) and the console offers only the actions `openQuestionActions` gives.
//
//   create            → Draft
//   save (autosave)   Draft → Draft           (a staged draft is frozen: unstage it first)
//   stage             Draft → Staged          (intent Publish, review status In Review; validated fully)
//   new-revision      Current → Draft         (a draft copied from the current revision)
//   abandon-draft     Draft → Current         (only when the question was published before)
//   delete            Current | Draft → Staged (intent Archive)
//   unstage           Staged → Draft, or → Current when the staged item was only an archive of the
//                     unchanged current revision (the draft made for it is dropped)
//   publish           Staged → Current (Publish: the draft gets the next number and becomes current)
//                     Staged → Archived (Archive: the question is deleted, is_deleted true)

export const questionStates = ['Current', 'Draft', 'Staged', 'Archived'] as const;
export type QuestionState = (typeof questionStates)[number];

export const stagedIntents = ['Publish', 'Archive'] as const;
export type StagedIntent = (typeof stagedIntents)[number];

export const reviewStatuses = ['Draft', 'In Review', 'Approved'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const questionTypes = ['essay', 'multiplechoice', 'truefalse'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const partialCreditModes = ['Off', 'Partial', 'Partial w/ Deduction'] as const;
export type PartialCreditMode = (typeof partialCreditModes)[number];

/** Every action of the lifecycle, in the order the console shows them. */
export const questionTransitions = [
  { action: 'save', from: ['Draft'], to: 'Draft', label: 'Save draft' },
  { action: 'stage', from: ['Draft'], to: 'Staged', label: 'Submit for review' },
  { action: 'publish', from: ['Staged'], to: 'Current', label: 'Publish' },
  { action: 'unstage', from: ['Staged'], to: 'Draft', label: 'Unstage' },
  { action: 'new-revision', from: ['Current'], to: 'Draft', label: 'New revision' },
  { action: 'abandon-draft', from: ['Draft'], to: 'Current', label: 'Abandon draft' },
  { action: 'delete', from: ['Current', 'Draft'], to: 'Staged', label: 'Delete' },
] as const satisfies readonly {
  action: string;
  from: readonly QuestionState[];
  to: QuestionState;
  label: string;
}[];

export type QuestionAction = (typeof questionTransitions)[number]['action'];
export const questionActions = questionTransitions.map((t) => t.action) as QuestionAction[];

/** What the lifecycle needs to know of a question beyond its state. */
export interface LifecycleFacts {
  state: QuestionState;
  /** It has a published (current) revision: only then can a draft be abandoned. */
  published: boolean;
}

/** Whether `action` is open to a question now (the one rule the server enforces and the console shows). */
export function canQuestion(action: QuestionAction, facts: LifecycleFacts): boolean {
  const transition = questionTransitions.find((t) => t.action === action);
  if (!transition || !(transition.from as readonly QuestionState[]).includes(facts.state)) return false;
  if (action === 'abandon-draft') return facts.published;
  return true;
}

/** The actions open to a question now, in the console's order. */
export const openQuestionActions = (facts: LifecycleFacts): QuestionAction[] =>
  questionActions.filter((action) => canQuestion(action, facts));

/** The label of an action, as the refusal and the console write it. */
export const questionActionLabel = (action: QuestionAction) =>
  questionTransitions.find((t) => t.action === action)?.label ?? action;
