// A multipart form becomes the body a JSON request would send: text fields as strings, the file as
// { fileName, content }; a file that is not UTF-8 text is a 400 naming its field.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './errors.js';
import { installMultipartBody } from './multipart-body.js';

async function echo() {
  const app = Fastify();
  installErrorHandler(app);
  await installMultipartBody(app);
  app.post('/echo', async (request) => request.body);
  return app;
}

function form(file: Blob, name: string) {
  const data = new FormData();
  data.set('format', 'gift');
  data.set('file', file, name);
  return data;
}

async function send(data: FormData) {
  const app = await echo();
  const request = new Request('http://x/echo', { method: 'POST', body: data });
  const res = await app.inject({
    method: 'POST',
    url: '/echo',
    headers: Object.fromEntries(request.headers),
    payload: Buffer.from(await request.arrayBuffer()),
  });
  await app.close();
  return res;
}

describe('multipart bodies', () => {
  it('gives the fields and the file as text, without a byte order mark', async () => {
    const res = await send(form(new Blob(['\ufeff::Q:: 2+2? {=4 ~5}\n']), 'q.gift'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ format: 'gift', file: { fileName: 'q.gift', content: '::Q:: 2+2? {=4 ~5}\n' } });
  });

  it('refuses a file that is not UTF-8 text, naming the field', async () => {
    const res = await send(form(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00])]), 'photo.png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file[0]).toMatch(/not a text file/);
  });

  it('refuses a text file holding the NUL character', async () => {
    const res = await send(form(new Blob(['a\u0000b']), 'x.csv'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file[0]).toMatch(/binary data/);
  });
});
