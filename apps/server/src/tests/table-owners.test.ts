// Every table of the schema has exactly one owner in areas/table-owners.ts, an area that exists or the
// platform, and the list names no table the schema no longer defines: the zones test maps the tables an
// area reaches to their owners through this list, so a table missing from it would cross unseen.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tableOwners } from '../areas/table-owners.js';
import { readSchemaTables } from '../testing/schema-tables.js';

const areasDir = path.resolve(import.meta.dirname, '../areas');
const areas = readdirSync(areasDir).filter((name) => statSync(path.join(areasDir, name)).isDirectory());
const { names: tables } = await readSchemaTables();

/** Each table the owners' list spells as a key, as often as it does (a repeated key would silently win). */
function listedKeys(): string[] {
  const file = path.join(areasDir, 'table-owners.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node)) keys.push(node.name.getText(source).replace(/^['"]|['"]$/g, ''));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys;
}

describe('table owners', () => {
  it('read the schema', () => {
    expect(tables.size).toBeGreaterThan(40);
    expect(tables).toContain('account');
  });

  it('give every table of the schema an owner', () => {
    expect([...tables].filter((table) => !(table in tableOwners))).toEqual([]);
  });

  it('name no table the schema does not define', () => {
    expect(Object.keys(tableOwners).filter((table) => !tables.has(table))).toEqual([]);
  });

  it('give each table one owner', () => {
    const keys = listedKeys();
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(keys.length).toBe(Object.keys(tableOwners).length);
  });

  it('name owners that exist: an API area or the platform', () => {
    const owners = new Set(Object.values(tableOwners));
    expect([...owners].filter((owner) => owner !== 'platform' && !areas.includes(owner))).toEqual([]);
  });
});
