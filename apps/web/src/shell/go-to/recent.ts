// The last few results a person opened with Go to, kept in this browser (localStorage) per signed-in
// person, so the dialog offers them before anything is typed. Only what the result showed is kept.
import type { SearchResult } from '@eco/contract';

const KEEP = 5;
const keyOf = (owner: string) => `eco.goTo.recent:${owner}`;

export function recentResults(owner: string): SearchResult[] {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(owner)) ?? '[]');
    return Array.isArray(stored) ? (stored as SearchResult[]).slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

export function rememberResult(owner: string, result: SearchResult): void {
  const { kind, id, label, detail } = result;
  const others = recentResults(owner).filter((r) => r.kind !== kind || r.id !== id);
  try {
    localStorage.setItem(keyOf(owner), JSON.stringify([{ kind, id, label, detail }, ...others].slice(0, KEEP)));
  } catch {
    // Storage full or refused: recent results are a convenience.
  }
}
