// How each picker names what it offers: an account, a course, an online course, a trainer, a product.
// One spelling each, so a form's field, a list's filter and the browser tests read the same words.
import type { Choice } from '../form/fields';
import { codeAndName } from '../format';
import type { LookupItem } from '../lookup';

/** An account as the searches return it (registration accounts, trainer candidates). */
export interface PickedAccount {
  admId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** "Ada Lovelace <ada@example.com>": the name to recognise, the e-mail to tell namesakes apart. */
export const accountLabel = (a: PickedAccount) => `${a.firstName} ${a.lastName} <${a.email}>`;

/** A course or an online course as lookups list it; `isBeta` where the lookup tells it. */
export interface CourseItem {
  id: number;
  code: string;
  name: string;
  isActive: boolean;
  isBeta?: boolean;
}

/** An item some lookups send already labelled by the server ("PSM-OL — ..."). */
export type Labelled<V> = LookupItem<V>;

const isLabelled = <V>(item: object): item is Labelled<V> => 'displayName' in item;

/** "PSM — Professional Scrum Master", with " (beta)" where the screen tells beta courses apart. */
export function courseLabel(course: CourseItem, options: { markBeta?: boolean } = {}): string {
  return `${codeAndName(course.code, course.name)}${options.markBeta && course.isBeta ? ' (beta)' : ''}`;
}

export interface ChoiceOptions {
  /** Leave out inactive items (a new record may not use them); otherwise they stay, muted. */
  activeOnly?: boolean;
  /** Courses only: say which are beta. */
  markBeta?: boolean;
}

const keep = <T extends { isActive: boolean }>(items: readonly T[] | undefined, activeOnly?: boolean) =>
  (items ?? []).filter((item) => !activeOnly || item.isActive);

/** Courses or online courses as choices: the id stores, "code — name" shows, inactive ones muted. */
export function courseChoices(
  items: readonly (CourseItem | Labelled<number>)[] | undefined,
  options: ChoiceOptions = {},
): Choice<number>[] {
  return keep(items, options.activeOnly).map((item) =>
    isLabelled<number>(item)
      ? { value: item.value, label: item.displayName, inactive: !item.isActive }
      : { value: item.id, label: courseLabel(item, options), inactive: !item.isActive },
  );
}

/** A trainer as the class lookup lists them. */
export interface TrainerItem {
  admId: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
}

/** "Lovelace, Ada": trainers are listed by last name. */
export const trainerLabel = (t: Pick<TrainerItem, 'firstName' | 'lastName'>) => `${t.lastName}, ${t.firstName}`;

export function trainerChoices(
  items: readonly TrainerItem[] | undefined,
  options: ChoiceOptions = {},
): Choice<string>[] {
  return keep(items, options.activeOnly).map((t) => ({
    value: t.admId,
    label: trainerLabel(t),
    inactive: !t.isActive,
  }));
}

/** Products by SKU, as the passcode lookup sends them ("SKU — name"): the SKU stores. */
export function productChoices(items: readonly Labelled<string>[] | undefined, options: ChoiceOptions = {}) {
  return keep(items, options.activeOnly).map((p) => ({ value: p.value, label: p.displayName, inactive: !p.isActive }));
}
