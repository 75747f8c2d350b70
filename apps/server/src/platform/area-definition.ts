// An area of the server declared in one place (areas/<area>/area.ts): its handlers and, as named fields,
// whatever it offers the rest of the console: Go to's finders, the start page's counts, the tables an
// account owns, the e-mail types it sends, where the history of its records is kept and its demo rows. The
// list of areas (areas/index.ts) holds these definitions; the server joins what they declare.
import type { Contract, ContractAreaOf, HistoryEntity } from '@eco/contract';
import type { Db } from '../db/client.js';
import type { AttentionContributor } from './attention.js';
import type { AuditEntity } from './audit-vocabulary.js';
import type { Finder } from './finders.js';
import type { EmailType } from './mail/index.js';
import type { OwnedTable } from './owned-tables.js';
import type { AreaDeps, Handlers } from './register-area.js';
import { webhookDisabledEmail } from './webhooks/email-types.js';

/** One place a record's events are kept: an audit entity and the id it is written under. */
export interface HistorySource {
  entity: AuditEntity;
  entityId: string;
  /** Actions of this area left out (e.g. `identity`: an account's sign-ins are shown on their own). */
  exceptArea?: string;
  /** Only this area's actions (e.g. `users`: an account's role changes, for the Users screen). */
  onlyArea?: string;
}

/** Where a record's events are kept, from the id its URL names (refused with a 400 when malformed). */
export type HistorySources = (db: Db, id: string) => Promise<HistorySource[]> | HistorySource[];

/** What a demo seeder may need of the whole product: every e-mail type (the demo's content covers them all). */
export interface DemoContext {
  emailTypes: readonly EmailType[];
}

/**
 * An area's rows of the first-start demo (its seed/demo.ts), run inside the seeding transaction in the
 * order seed/demo.ts lists the areas: a seeder may read the rows of the areas before it.
 */
export type DemoSeeder = (tx: Db, demo: DemoContext) => Promise<void>;

/** What an area offers the whole console besides its endpoints, declared beside its handlers. */
export interface AreaExtras {
  /** What Go to (GET /search) finds in this area. */
  finders?: readonly Finder[];
  /** What the start page counts for this area (GET /home/attention). */
  attention?: readonly AttentionContributor[];
  /** The area's tables whose rows belong to an account: what a merge moves (see owned-tables.ts). */
  owned?: readonly OwnedTable[];
  /** The e-mails the area sends: the Email Content area edits their text (see mail/). */
  emailTypes?: readonly EmailType[];
  /** Where the history of each record kind the area's contract declares (`history`) is kept. */
  history?: Partial<Record<HistoryEntity, HistorySources>>;
  /** The area's demo rows (its seed/demo.ts); seed/demo.ts runs them in the order it lists the areas. */
  demo?: DemoSeeder;
}

/** One contract area (by its key in the contract) and how to make its handlers from the server's deps. */
export interface AreaModule<K extends keyof Contract = keyof Contract> extends AreaExtras {
  key: K;
  handlers: (deps: AreaDeps) => Handlers<Contract[K]>;
}

/** The record kinds whose history the area's contract declaration names. */
type DeclaredHistory<K extends keyof Contract> = ContractAreaOf<K> extends { history: infer H } ? H : never;

/** The area's history sources: one per record kind its contract declares, required exactly when it declares some. */
type HistoryField<K extends keyof Contract> = [DeclaredHistory<K>] extends [never]
  ? { history?: never }
  : { history: { [E in keyof DeclaredHistory<K>]: HistorySources } };

/** An area's definition: its key, its handlers, and the optional parts it declares by name. */
export type AreaDefinition<K extends keyof Contract> = Omit<AreaExtras, 'history'> & {
  key: K;
  handlers: (deps: AreaDeps) => Handlers<Contract[K]>;
} & HistoryField<K>;

/** Declares a server area, its handlers checked against its own contract area. */
export const defineArea = <K extends keyof Contract>(area: AreaDefinition<K>): AreaModule =>
  area as unknown as AreaModule;

/** Every e-mail type the product sends: the areas' in the order of their list, then the platform's. */
export const emailTypesOf = (modules: readonly AreaModule[]): readonly EmailType[] => [
  ...modules.flatMap((m) => m.emailTypes ?? []),
  webhookDisabledEmail,
];

/**
 * Each record kind's history sources, from the area that declares it; refuses a kind with none or with
 * two, so the server does not start with a history it cannot read.
 */
export function historySourcesOf(
  modules: readonly AreaModule[],
  entities: readonly HistoryEntity[],
): Readonly<Record<HistoryEntity, HistorySources>> {
  const sources: Partial<Record<HistoryEntity, HistorySources>> = {};
  for (const module of modules) {
    for (const [entity, of] of Object.entries(module.history ?? {}) as [HistoryEntity, HistorySources][]) {
      if (sources[entity]) throw new Error(`History of ${entity} has sources in two areas (one is ${module.key})`);
      sources[entity] = of;
    }
  }
  const missing = entities.filter((e) => !sources[e]);
  if (missing.length > 0) throw new Error(`No history sources for: ${missing.join(', ')}`);
  const unknown = Object.keys(sources).filter((e) => !entities.includes(e as HistoryEntity));
  if (unknown.length > 0) throw new Error(`History sources for no declared record kind: ${unknown.join(', ')}`);
  return sources as Record<HistoryEntity, HistorySources>;
}
