// PrimeReact 10 keeps its components' structural CSS (the hidden-accessible helper, the Dropdown's flex
// layout, the DataTable's table, ...) in its JavaScript and adds it to <head> from an effect, after the
// screen has painted: until then a Dropdown's hidden <select> shows and a table has other widths, and the
// screen moves when the styles land (Lighthouse: cumulative layout shift on every list). Its CSS files no
// longer hold that CSS (resources/primereact.css is empty). This Vite plugin takes the same CSS out of the
// installed PrimeReact at build time and serves it as a stylesheet, loaded with the page's other CSS; the
// styles PrimeReact still adds later are the same rules, so nothing changes when they arrive. Taken from the
// installed version, so an upgrade brings its CSS along; e2e/shell.spec.ts checks every style PrimeReact
// adds on the lists and forms is already in the page's CSS.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { Plugin } from 'vite';

/** The PrimeReact modules whose components the console renders (each holds its own and its parts' CSS). */
const modules = [
  'componentbase',
  'datatable',
  'paginator',
  'dropdown',
  'multiselect',
  'calendar',
  'inputnumber',
  'inputtextarea',
  'virtualscroller',
  'tooltip',
  'ripple',
  'button',
];

const moduleId = 'virtual:primereact-styles.css';
// Marked as CSS by its extension so Vite's CSS pipeline handles it; the prefix keeps it off the disk.
const resolvedId = `\0${moduleId}`;

/** The names PrimeReact's ESM build gives a component's CSS, and the base and common CSS of all of them. */
const cssNames = /^(styles(\$\d+)?|baseStyle|commonStyle)$/;

/**
 * The CSS a module declares at its top level (`var styles = "..."`, one line each in the published ESM
 * build), evaluated in order in a sandbox so `"...".concat(buttonStyles, ...)` finds its parts.
 */
function stylesOf(file: string): string[] {
  const sandbox = vm.createContext({});
  const found: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const declared = /^var (\w+\$?\d*) = ["']/.exec(line);
    if (!declared) continue;
    vm.runInContext(line, sandbox);
    const css = sandbox[declared[1] as string];
    if (cssNames.test(declared[1] as string) && typeof css === 'string' && css.trim()) found.push(css);
  }
  return found;
}

export function primeReactStyles(): Plugin {
  return {
    name: 'eco:primereact-styles',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const root = path.dirname(createRequire(import.meta.url).resolve('primereact/package.json'));
      const css = modules.flatMap((name) => {
        const found = stylesOf(path.join(root, name, `${name}.esm.js`));
        if (found.length === 0) throw new Error(`No CSS found in primereact/${name}: has its build changed?`);
        return found;
      });
      // Each text once, should two modules carry the same one.
      return [...new Set(css)].join('\n');
    },
  };
}
