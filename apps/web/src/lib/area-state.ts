// Remembered per-area UI state (filters, search) that lives outside the URL. Following the area's menu
// entry resets it (spec section 2): areas register a reset with `onAreaReset`. Lists remember their last
// search here, so the area's tabs and a form's way back return to the same filters and page.
import type { AreaKey } from './route-registry';

const resets = new Map<AreaKey, Set<() => void>>();
const searches = new Map<string, { area: AreaKey; search: Record<string, unknown> }>();

export function onAreaReset(area: AreaKey, reset: () => void): () => void {
  const set = resets.get(area) ?? new Set<() => void>();
  resets.set(area, set);
  set.add(reset);
  return () => set.delete(reset);
}

export function resetAreaState(area: AreaKey): void {
  for (const [path, remembered] of searches) if (remembered.area === area) searches.delete(path);
  for (const reset of resets.get(area) ?? []) reset();
}

/** A list screen's current search (its filters, sort and page), by registry path. */
export function rememberSearch(area: AreaKey, path: string, search: Record<string, unknown>): void {
  searches.set(path, { area, search });
}

/** The search a list screen was last left with; empty when none or after the area was reset. */
export function rememberedSearch(path: string): Record<string, unknown> {
  return searches.get(path)?.search ?? {};
}
