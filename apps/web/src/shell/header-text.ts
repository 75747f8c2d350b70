// The top bar's header-text slot: a screen may set its own text; otherwise it shows the area's name.
import { useEffect } from 'react';
import { createStore } from '../lib/store';

export const headerText = createStore<string | null>(null);

export function useHeaderText(text: string | null): void {
  useEffect(() => {
    headerText.set(text);
    return () => headerText.set(null);
  }, [text]);
}
