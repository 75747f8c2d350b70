import { describe, expect, it } from 'vitest';
import { notChangedCsv } from './not-changed-csv';

describe('the codes a bulk run did not change, as CSV', () => {
  it('lists only the items not changed, with the byte order mark, CRLF and formulas neutralised', async () => {
    const blob = notChangedCsv([
      { id: 1, code: 'ABCD-1234', ok: true },
      { id: 2, code: '=HYPERLINK("x")', ok: false, error: 'Already revoked, by "Sam"' },
      { id: 3, code: null, ok: false },
    ]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // Blob.text() decodes as UTF-8 and drops the byte order mark: read the bytes.
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFId,Code,Not changed because\r\n' +
        '2,"\'=HYPERLINK(""x"")","Already revoked, by ""Sam"""\r\n' +
        '3,,Not changed\r\n',
    );
  });
});
