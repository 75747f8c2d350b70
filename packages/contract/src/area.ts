// An area of the contract declared in one place, beside its endpoints: its key and word, the sentence
// its OpenAPI tag shows, the words its audit events use and the records whose history it keeps. The
// barrel (index.ts) builds the contract, the audit vocabulary, the history entities and the tags from
// one list of these, so a new area adds one line there.
import type { Access } from './capabilities.js';
import type { Area } from './endpoint.js';

/** The words an area's audit events use: `<word>.<verb>` actions about these entities (kebab-case). */
export interface AuditWords {
  verbs: readonly string[];
  entities: readonly string[];
}

export interface ContractArea {
  /** The area's key in `contract`, camelCase: `enrollmentCodes`. */
  key: string;
  /** The area's word, kebab-case, as the audit trail, Idempotency-Keys and server folders spell it: `enrollment-codes`. */
  word: string;
  /** One sentence for the area's OpenAPI tag: what the area covers, as a reader of the docs sees it. */
  tag: string;
  /** The area's audit actions and entities; absent when the area changes nothing it audits. */
  audit?: AuditWords;
  /** The records whose history the area keeps (history entity → who may read it), when it has any. */
  history?: Record<string, Access>;
  /** The area's endpoints by name, or its parts' (area-parts.ts). */
  endpoints: Area;
}

/** Declares a contract area, keeping its literal types (the key, the words, the endpoints). */
export const defineContractArea = <const A extends ContractArea>(area: A): A => area;

type Areas = readonly ContractArea[];

/** The contract's areas by key: `{ [key]: endpoints }`, in the list's order. */
export type ContractOf<L extends Areas> = { [A in L[number] as A['key']]: A['endpoints'] };

/** The audit words of the areas that audit, by area word. */
export type AuditVocabularyOf<L extends Areas> = {
  [A in L[number] as A extends { audit: AuditWords } ? A['word'] : never]: A extends { audit: infer W } ? W : never;
};

type HistoryOfArea<A> = A extends { history: infer H } ? H : never;
type KeysOf<U> = U extends unknown ? keyof U : never;
/** Every area's history entities joined: entity → access. */
export type HistoryEntitiesOf<L extends Areas> = {
  [E in KeysOf<HistoryOfArea<L[number]>> & string]: HistoryOfArea<L[number]> extends infer H
    ? H extends Record<E, infer V>
      ? V
      : never
    : never;
};

export const contractOf = <const L extends Areas>(areas: L) =>
  Object.fromEntries(areas.map((a) => [a.key, a.endpoints])) as ContractOf<L>;

export const auditVocabularyOf = <const L extends Areas>(areas: L) =>
  Object.fromEntries(areas.flatMap((a) => (a.audit ? [[a.word, a.audit]] : []))) as AuditVocabularyOf<L>;

/** The history entities of all areas; an entity two areas both declare is refused. */
export function historyEntitiesOf<const L extends Areas>(areas: L) {
  const entities: Record<string, Access> = {};
  for (const area of areas) {
    for (const [entity, access] of Object.entries(area.history ?? {})) {
      if (entity in entities) throw new Error(`History entity ${entity} is declared by two areas`);
      entities[entity] = access;
    }
  }
  return entities as HistoryEntitiesOf<L>;
}

/** Each area's declared word by area key: how the server spells the area in its operations (`enrollment-codes.generate`). */
export const wordsOf = <const L extends Areas>(areas: L) =>
  Object.fromEntries(areas.map((a) => [a.key, a.word])) as { [A in L[number] as A['key']]: A['word'] };

/** Each area's tag sentence by area key, for the OpenAPI document. */
export const tagsOf = <const L extends Areas>(areas: L) =>
  Object.fromEntries(areas.map((a) => [a.key, a.tag])) as Record<L[number]['key'], string>;
