// Reading a page of rows by their ids: one statement prepared once per database (the joins that give
// the display names), rows returned in the order of the ids given.

/** The shape of a prepared statement taking the ids as an int[] literal. */
interface PreparedByIds<Raw> {
  execute(placeholders: { ids: string }): Promise<Raw[]>;
}

export function rowsByIds<Handle extends object, Raw extends { row: { id: number } }, Row>(
  prepare: (db: Handle) => PreparedByIds<Raw>,
  toRow: (raw: Raw) => Row,
) {
  const prepared = new WeakMap<Handle, PreparedByIds<Raw>>();
  return async (db: Handle, ids: readonly number[]): Promise<Row[]> => {
    if (!ids.length) return [];
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    const rows = await statement.execute({ ids: `{${ids.join(',')}}` });
    const byId = new Map(rows.map((r) => [r.row.id, r]));
    return ids.flatMap((id) => {
      const found = byId.get(id);
      return found ? [toRow(found)] : [];
    });
  };
}
