// Named prepared statements on PGlite. PGlite's query() sends every statement unnamed (Parse, Describe,
// Bind, Describe, Execute, Sync), so the PostgreSQL inside it parses, analyses and plans it again on every
// call, in the server's own thread. Planning is also where PGlite's file layer costs most: the planner
// sizes every table and index a statement may use with lseek(SEEK_END), which Emscripten's NODEFS answers
// with an fstat of the file (fs.fstatSync, a Stats object each). A statement parsed once under a name and
// then only bound and executed is planned once (PostgreSQL keeps its generic plan once it proves as cheap
// as a custom one), as on PostgreSQL, where pg's named statements do the same (db/prepared.ts).
// db/client.ts runs every statement the server names through queryNamed on PGlite.
// Nothing about what is written changes: the statements, their transactions and the files are the same.
import { type PGlite, protocol, type QueryOptions } from '@electric-sql/pglite';

type Parsers = NonNullable<QueryOptions['parsers']>;

interface Prepared {
  /** What the statement's Describe said: its parameters' types, to serialise them as query() would. */
  paramTypes: number[];
  /**
   * PGlite's parsers with the caller's over them, merged once: PGlite's parseResults merges them on every
   * call and builds each row with Object.fromEntries (12 % of the server's busy time under GET /profile).
   */
  parsers: Parsers;
}

const preparedOn = new WeakMap<PGlite, Map<string, Prepared>>();

function join(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The values as PGlite's query() sends them: by the parameter's type's serializer, else as text. */
function serialise(client: PGlite, prepared: Prepared, values: unknown[], options: QueryOptions) {
  return values.map((value, i) => {
    if (value === null || value === undefined) return null;
    const type = prepared.paramTypes[i] ?? 0;
    const serializer = options.serializers?.[type] ?? client.serializers[type];
    return serializer ? serializer(value) : String(value);
  });
}

const decoder = new TextDecoder();

/**
 * Sends `message` and reads PostgreSQL's answer from its bytes: the parameter types of a Describe, and
 * the rows, each value parsed as PGlite's parseResults parses it (null stays null; a value of a type
 * without a parser stays text). PGlite's own reader (pg-protocol's BufferReader.bytes) copies every value
 * into an ArrayBuffer of its own before decoding it, 14 % of the server's busy time on a page of 100
 * classes; here each value is decoded from a view of the answer. An error is read by PGlite's parser,
 * so it is the DatabaseError query() would throw.
 */
async function exchange<T>(client: PGlite, message: Uint8Array, parsers: Parsers) {
  const chunks: Uint8Array[] = [];
  // The chunks are views of PGlite's memory, reused by the next call: copied as they come.
  await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) });
  const bytes = chunks.length === 1 ? (chunks[0] as Uint8Array) : join(chunks);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PGlite calls a parser with the value and its type (the array parsers use the type).
  type Parse = (value: string, typeId: number) => unknown;
  let columns: { name: string; type: number; parser: Parse | undefined }[] = [];
  let paramTypes: number[] = [];
  const rows: T[] = [];
  for (let at = 0; at < bytes.length; ) {
    const kind = bytes[at] as number;
    const end = at + 1 + view.getInt32(at + 1);
    let p = at + 5;
    if (kind === 0x44 /* D: a row */) {
      const count = view.getInt16(p);
      p += 2;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        const column = columns[i] as (typeof columns)[number];
        if (length < 0) row[column.name] = null;
        else {
          const text = decoder.decode(bytes.subarray(p, p + length));
          p += length;
          row[column.name] = column.parser ? column.parser(text, column.type) : text;
        }
      }
      rows.push(row as T);
    } else if (kind === 0x54 /* T: the columns */) {
      const count = view.getInt16(p);
      p += 2;
      columns = [];
      for (let i = 0; i < count; i++) {
        const nul = bytes.indexOf(0, p);
        const name = decoder.decode(bytes.subarray(p, nul));
        const type = view.getInt32(nul + 7); // after the table's oid (4) and the column's number (2)
        columns.push({ name, type, parser: parsers[type] as Parse | undefined });
        p = nul + 19; // table oid, column number, type oid, type size, type modifier, format
      }
    } else if (kind === 0x74 /* t: the parameters' types */) {
      const count = view.getInt16(p);
      paramTypes = Array.from({ length: count }, (_, i) => view.getInt32(p + 2 + 4 * i));
    } else if (kind === 0x45 /* E: an error */) {
      let error: unknown;
      new protocol.Parser().parse(bytes.subarray(at, end), (m) => {
        error ??= m;
      });
      throw error;
    }
    at = end;
  }
  return { rows, paramTypes };
}

// SQLSTATEs after which the statement is prepared again: it no longer exists (dropped by DISCARD ALL or
// DEALLOCATE), or its result's columns changed under it (a migration).
const PREPARE_AGAIN = new Set(['26000', '0A000']);

/**
 * Runs `text` as the statement prepared under `name` on `client` (parsed on its first use) and returns its
 * rows, parsed with `options` as query() parses them. Waits for PGlite's transaction and query locks as
 * query() does, and syncs the file system after it as query() does.
 */
export async function queryNamed<T>(
  client: PGlite,
  name: string,
  text: string,
  values: unknown[],
  options: QueryOptions,
): Promise<T[]> {
  const known = preparedOn.get(client) ?? new Map<string, Prepared>();
  preparedOn.set(client, known);
  const run = async (): Promise<T[]> => {
    const s = protocol.serialize;
    let prepared = known.get(name);
    if (!prepared) {
      const parsers = { ...client.parsers, ...options.parsers };
      const message = join([s.parse({ name, text }), s.describe({ type: 'S', name }), s.sync()]);
      prepared = { paramTypes: (await exchange(client, message, parsers)).paramTypes, parsers };
      known.set(name, prepared);
    }
    const message = join([
      s.bind({ statement: name, values: serialise(client, prepared, values, options) }),
      s.describe({ type: 'P' }),
      s.execute({}),
      s.sync(),
    ]);
    const { rows } = await exchange<T>(client, message, prepared.parsers);
    await client.syncToFs();
    return rows;
  };
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      try {
        return await run();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code || !PREPARE_AGAIN.has(code) || !known.has(name)) throw error;
        known.delete(name);
        await exchange(client, join([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), {});
        return run();
      }
    }),
  );
}
