// PrimeReact's provider, the context its overlays read their settings from (a dropdown's list or a menu
// throws without it when the page scrolls while it is open), around every screen but the start page.
// The shell and the start page use no PrimeReact component, and the provider's module brings PrimeReact's
// locale tables and DOM helpers along (20 KB of the first load, gzipped): it loads after the start page
// is up, or with the first area screen, which needs those modules anyway.
import type { PrimeReactProvider } from 'primereact/api';
import { lazy, type ReactNode, Suspense } from 'react';
import { PageLoader } from '../lib/page-loader';

type Module = { default: typeof PrimeReactProvider };

let loaded: Module | undefined;
const load = (): Promise<Module> =>
  import('primereact/api').then((m) => {
    const provider = { default: m.PrimeReactProvider };
    loaded = provider;
    return provider;
  });

/** Loads the provider without showing anything: called once the start page is painted. */
export function preloadPrimeReact(): void {
  void load();
}

// Once the module is here it is handed over at once (a thenable that calls back synchronously), so the
// first screen rendered after that does not suspend and the loader never flashes.
const Provider = lazy(() =>
  loaded
    ? // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one resolves at once.
      ({ then: (resolve: (m: Module) => void) => resolve(loaded as Module) } as Promise<Module>)
    : load(),
);

export function PrimeReactScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
