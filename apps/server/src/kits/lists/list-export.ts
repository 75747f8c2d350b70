// CSV exports of the small lists (the catalogue, partners): the list's own query, page after page, so
// the file holds the rows the screen would show, with its filters and in its order. The large code
// lists export in keyset batches instead (platform/csv.ts).

export const EXPORT_PAGE_SIZE = 500;

/** Every page of a list, in its order, as batches for csvDownload. */
export async function* listPages<Row>(
  page: (paging: { page: number; pageSize: number }) => Promise<{ results: Row[] }>,
): AsyncIterable<Row[]> {
  for (let n = 1; ; n++) {
    const { results } = await page({ page: n, pageSize: EXPORT_PAGE_SIZE });
    if (results.length > 0) yield results;
    if (results.length < EXPORT_PAGE_SIZE) return;
  }
}
