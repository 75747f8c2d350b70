// Go to (GET /search): what an area declares to be found. A finder reads at most a few rows of its kind
// through indexes (exact values, or the start of a code), so asking every finder at once stays cheap;
// the search area asks those the caller's capabilities allow.
import type { Capability, SearchKind, SearchResult } from '@eco/contract';
import type { Db } from '../db/client.js';

/** The text typed, read once in the shapes finders match on. */
export interface SearchText {
  /** As typed, trimmed. */
  text: string;
  lower: string;
  /** Codes are stored in capitals. */
  upper: string;
  /** Looks like an e-mail address (has an @). */
  isEmail: boolean;
  /** An admId when the text is a UUID. */
  uuid: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function searchTextOf(typed: string): SearchText {
  const text = typed.trim();
  return {
    text,
    lower: text.toLowerCase(),
    upper: text.toUpperCase(),
    isEmail: text.includes('@'),
    uuid: UUID.test(text) ? text.toLowerCase() : undefined,
  };
}

export interface Finder {
  kind: SearchKind;
  /** The heading of its results, e.g. Passcodes. */
  label: string;
  /** The capability that lets a person view what it finds (the area's view flag). */
  access: Capability;
  /** At most `limit` matching records, best first. */
  find(db: Db, search: SearchText, limit: number): Promise<SearchResult[]>;
}

/** Names are searched from this many characters on: fewer match too much to help. */
export const NAME_SEARCH_MIN = 3;

/** Whether the text is long enough to look for it inside names (every finder that reads names agrees). */
export const searchesNames = (search: SearchText) => search.text.length >= NAME_SEARCH_MIN;

/** Escapes LIKE wildcards in a typed prefix: "AB%" finds codes starting with "AB%", not every code. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A finder with the contract area that declared it (registerAreas adds it). */
export interface RegisteredFinder extends Finder {
  area: string;
}
