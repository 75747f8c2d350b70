// The page error state of spec section 4: the page view shows only while it is 'none'; the API client
// sets it, the navigation guard resets it on every navigation.
import { createStore } from './store';

export const pageErrorStates = ['none', 'notfound', 'unauthorized', 'network'] as const;
export type PageErrorState = (typeof pageErrorStates)[number];

export const pageError = createStore<PageErrorState>('none');

export function setPageError(state: string): void {
  if (!(pageErrorStates as readonly string[]).includes(state)) throw new Error('Invalid API Error State');
  pageError.set(state as PageErrorState);
}

export function resetPageError(): void {
  pageError.set('none');
}
