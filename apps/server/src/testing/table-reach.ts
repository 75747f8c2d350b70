// Which tables a server source file reaches, and which of those are another area's data: the tables it
// imports from db/schema (the barrel or one schema file, by the table objects' export names) and the
// tables its SQL text names after from, join, update, into or delete from. SQL text is every string
// literal and template (sql`...` or not), so prose saying "from account" counts too; comments do not.
// The zones test holds the crossings to the allow-list in tests/data-crossings.ts.
import path from 'node:path';
import ts from 'typescript';
import type { SchemaTables } from './schema-tables.js';

export interface TableReach {
  table: string;
  /** How the file reaches it, for the failure message: `imports passcodes`, `sql "join passcode"`. */
  how: string;
}

export interface Crossing extends TableReach {
  /** The area the file belongs to, and the file's name in its folder. */
  area: string;
  file: string;
  owner: string;
}

/** An allowed crossing: files of `area` reaching `table`, and why. */
export interface AllowedCrossing {
  area: string;
  table: string;
  files: readonly string[];
  reason: string;
}

const schemaFolder = 'apps/server/src/db/schema/';
const sqlNaming = /\b(delete\s+from|from|join|update|into)\s+(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)/gi;

const importsSchema = (file: string, specifier: ts.Expression | undefined) =>
  specifier !== undefined &&
  ts.isStringLiteral(specifier) &&
  specifier.text.startsWith('.') &&
  path.posix.join(path.posix.dirname(file), specifier.text).startsWith(schemaFolder);

/** The export names a file takes from the schema: named imports and re-exports, and `ns.x` of a namespace. */
function schemaNames(file: string, source: ts.SourceFile, schema: SchemaTables): string[] {
  const names: string[] = [];
  const namespaces = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && importsSchema(file, node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      else if (bindings) names.push(...bindings.elements.map((e) => (e.propertyName ?? e.name).text));
    }
    if (ts.isExportDeclaration(node) && importsSchema(file, node.moduleSpecifier)) {
      const clause = node.exportClause;
      if (clause && ts.isNamedExports(clause))
        names.push(...clause.elements.map((e) => (e.propertyName ?? e.name).text));
      else names.push(...schema.byExport.keys());
    }
    // import('…/db/schema/…') hands over every table.
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      if (importsSchema(file, node.arguments[0])) names.push(...schema.byExport.keys());
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      if (namespaces.has(node.expression.text)) names.push(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Every piece of literal text in the file: string literals and the written parts of templates. */
function literalTexts(source: ts.SourceFile): string[] {
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The tables `file` (a path from the repository root) reaches, given its text. */
export function tablesReached(file: string, text: string, schema: SchemaTables): TableReach[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const imported = schemaNames(file, source, schema).flatMap((name) => {
    const table = schema.byExport.get(name);
    return table ? [{ table, how: `imports ${name}` }] : [];
  });
  const named = literalTexts(source).flatMap((piece) =>
    [...piece.matchAll(sqlNaming)].flatMap(([, verb = '', name = '']) => {
      const table = name.toLowerCase();
      const how = `sql "${verb.toLowerCase().replace(/\s+/, ' ')} ${table}"`;
      return schema.names.has(table) ? [{ table, how }] : [];
    }),
  );
  return [...imported, ...named];
}

/**
 * The tables of another area that an area file reaches. The platform's tables are not another area's:
 * areas stand above the platform and use its data as they use its modules.
 */
export function dataCrossings(
  file: string,
  text: string,
  schema: SchemaTables,
  owners: Readonly<Record<string, string>>,
): Crossing[] {
  const [, area, name] = /^apps\/server\/src\/areas\/([^/]+)\/(.+)$/.exec(file) ?? [];
  if (!area || !name) return [];
  return tablesReached(file, text, schema).flatMap((reach) => {
    const owner = owners[reach.table] ?? 'nobody';
    return owner === area || owner === 'platform' ? [] : [{ ...reach, area, file: name, owner }];
  });
}

const key = (area: string, table: string, file: string) => `${area} ${table} ${file}`;

/** Crossings the allow-list does not name, one line each (a file reaching a table twice is one line). */
export function unlistedCrossings(crossings: readonly Crossing[], allowed: readonly AllowedCrossing[]): string[] {
  const listed = new Set(allowed.flatMap((a) => a.files.map((file) => key(a.area, a.table, file))));
  const lines = crossings
    .filter((c) => !listed.has(key(c.area, c.table, c.file)))
    .map((c) => `areas/${c.area}/${c.file} reaches ${c.table} of ${c.owner}: ${c.how}`);
  return [...new Set(lines)];
}

/** Allow-list files that no longer reach their entry's table: the list only shrinks as doors are built. */
export function staleAllowances(crossings: readonly Crossing[], allowed: readonly AllowedCrossing[]): string[] {
  const happening = new Set(crossings.map((c) => key(c.area, c.table, c.file)));
  return allowed.flatMap((a) =>
    a.files
      .filter((file) => !happening.has(key(a.area, a.table, file)))
      .map((file) => `areas/${a.area}/${file} no longer reaches ${a.table}: take it out of the allow-list`),
  );
}
