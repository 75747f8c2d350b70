// Sending a download: nothing goes out until its first piece is made, so a failure making it is the
// request's error answer; a CSV file's first piece waits for its first batch of rows.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { csvDownload } from './csv.js';
import { type Download, sendDownload } from './download.js';
import { installErrorHandler } from './errors.js';

/** What PostgreSQL (either driver) throws for a date it cannot hold: SQLSTATE class 22. */
const refused = () => Object.assign(new Error('date/time field value out of range: "0000-01-01"'), { code: '22008' });

async function answer(download: () => Download) {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/file', (_request, reply) => sendDownload(reply, download()));
  try {
    return await app.inject({ method: 'GET', url: '/file' });
  } finally {
    await app.close();
  }
}

describe('sendDownload', () => {
  it('answers 400 when the database refuses the first query of a CSV file, with no file begun', async () => {
    const res = await answer(() =>
      csvDownload('x.csv', [{ header: 'Id', value: (r: { id: number }) => r.id }], {
        // biome-ignore lint/correctness/useYield: the first batch fails before any row
        async *[Symbol.asyncIterator]() {
          throw refused();
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json().detail).toBe('A value in the request is out of range or malformed.');
  });

  it('sends every piece, the first included, and the file whole', async () => {
    const res = await answer(() =>
      csvDownload('x.csv', [{ header: 'Id', value: (r: { id: number }) => r.id }], {
        async *[Symbol.asyncIterator]() {
          yield [{ id: 1 }, { id: 2 }];
          yield [{ id: 3 }];
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="x.csv"');
    expect(res.body).toBe('\ufeffId\r\n1\r\n2\r\n3\r\n');
  });

  it('sends an empty body as an empty file', async () => {
    const res = await answer(() => ({
      filename: 'x.ics',
      contentType: 'text/calendar',
      body: (async function* () {})(),
    }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
