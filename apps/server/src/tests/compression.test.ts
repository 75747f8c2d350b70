// Compression over real HTTP: API pages and CSV downloads compressed on the fly above the threshold (the
// CSV still streamed), small answers left alone, the console's precompressed files sent as built, and the
// embedded provider's own responses untouched.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  createBrotliDecompress,
  createGunzip,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, installCompression } from '../platform/compression.js';
import { freePort, type TestApp } from '../testing/harness.js';
import { type SignedIn, signedInApp } from '../testing/signed-in-app.js';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they crossed the wire, not decoded. */
  body: Buffer;
}

/** A GET that keeps the body as sent: fetch would decode it and hide what was on the wire. */
function getRaw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const decode = (res: Raw) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  expect(encoding).toBeUndefined();
  return res.body;
};

// A console as the build leaves it: each file above the threshold with its .br and .gz beside it, made
// at the highest settings, so their bytes differ from what on-the-fly compression would send.
const webDist = path.join(os.tmpdir(), `eco-web-compressed-${process.pid}`);
const indexHtml = `<!doctype html><title>console</title>\n${'<link rel="modulepreload" href="/assets/x.js">\n'.repeat(40)}`;
const asset = Array.from({ length: 300 }, (_, i) => `export const value${i} = ${(i * 7919) % 1000};`).join('\n');
function writeFile(name: string, content: string) {
  const file = path.join(webDist, name);
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

let t: TestApp;
let admin: SignedIn;
beforeAll(() => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFile('index.html', indexHtml);
  writeFile('assets/app-1234.js', asset);
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
// Signs in through the embedded provider's pages, which are compressed like any response.
signedInApp(
  'admin@example.com',
  (app, headers) => {
    t = app;
    admin = headers;
  },
  { WEB_DIST: webDist },
);

describe('API responses', () => {
  const page = () => `${t.baseUrl}/api/passcodes?page=1`;

  it.each(['br', 'gzip'])('sends a 100-row page with Content-Encoding %s when asked', async (encoding) => {
    const res = await getRaw(page(), { ...admin, 'accept-encoding': encoding });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = decode(res);
    expect(JSON.parse(body.toString()).results).toHaveLength(100);
    expect(res.body.length).toBeLessThan(body.length / 5);
  });

  it('prefers brotli when the caller accepts both, as browsers do', async () => {
    const res = await getRaw(page(), { ...admin, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends the page plain to a caller that accepts no encoding', async () => {
    const res = await getRaw(page(), admin);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).results).toHaveLength(100);
  });

  it('leaves a response under the threshold uncompressed', async () => {
    const res = await getRaw(`${t.baseUrl}/api/client-config`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.body.length));
  });

  it('streams a CSV export compressed: chunked, with no length known in advance', async () => {
    const plain = await getRaw(`${t.baseUrl}/api/passcodes/export`, admin);
    const res = await getRaw(`${t.baseUrl}/api/passcodes/export`, { ...admin, 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const csv = decode(res).toString();
    expect(csv).toBe(plain.body.toString());
    expect(csv.trim().split('\n').length).toBeGreaterThan(100);
  });

  it.each(['br', 'gzip'])(
    'sends each chunk of a %s stream as it is written, not when the stream ends',
    async (encoding) => {
      // The second half is written only once the caller has the first: a compressor holding the first back
      // would wait for the end, and the request would never finish.
      let received: () => void = () => {};
      const firstReceived = new Promise<void>((resolve) => {
        received = resolve;
      });
      const app = Fastify();
      await installCompression(app);
      app.get('/stream', (_request, reply) =>
        reply.type('text/csv').send(
          Readable.from(
            (async function* () {
              yield 'first line\n';
              await firstReceived;
              yield 'second line\n';
            })(),
          ),
        ),
      );
      const port = await freePort();
      await app.listen({ port, host: '127.0.0.1' });
      try {
        const text = await new Promise<string>((resolve, reject) => {
          const request = get(
            `http://127.0.0.1:${port}/stream`,
            { headers: { 'accept-encoding': encoding } },
            (res) => {
              expect(res.headers['content-encoding']).toBe(encoding);
              let decoded = '';
              const decoder = encoding === 'br' ? createBrotliDecompress() : createGunzip();
              res.pipe(decoder);
              decoder.on('data', (chunk: Buffer) => {
                decoded += chunk.toString();
                if (decoded.includes('first line')) received();
              });
              decoder.on('end', () => {
                clearTimeout(timeout);
                resolve(decoded);
              });
              decoder.on('error', reject);
            },
          );
          request.on('error', reject);
          const timeout = setTimeout(() => {
            request.destroy();
            reject(new Error('the first chunk was held back'));
          }, 5_000);
        });
        expect(text).toBe('first line\nsecond line\n');
      } finally {
        received();
        await app.close();
      }
    },
  );

  it("leaves the embedded provider's own responses to it", async () => {
    const res = await getRaw(`${t.baseUrl}/idp/.well-known/openid-configuration`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).issuer).toBe(t.config.issuer);
  });
});

describe('the console', () => {
  const precompressed = (file: string, extension: string) => readFileSync(path.join(webDist, `${file}${extension}`));

  it.each([
    ['br', '.br'],
    ['gzip', '.gz'],
  ])('sends an asset precompressed at build as %s, as built', async (encoding, extension) => {
    const res = await getRaw(`${t.baseUrl}/assets/app-1234.js`, { 'accept-encoding': encoding });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body.equals(precompressed('assets/app-1234.js', extension))).toBe(true);
    expect(decode(res).toString()).toBe(asset);
  });

  it('sends the asset as it is to a browser that accepts no encoding', async () => {
    const res = await getRaw(`${t.baseUrl}/assets/app-1234.js`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.toString()).toBe(asset);
  });

  it.each(['/', '/classes/self-paced?page=2'])(
    'sends index.html at %s precompressed, never cached stale, and plain when not accepted',
    async (url) => {
      const br = await getRaw(`${t.baseUrl}${url}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('text/html');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.body.equals(precompressed('index.html', '.br'))).toBe(true);
      const plain = await getRaw(`${t.baseUrl}${url}`);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.body.toString()).toBe(indexHtml);
    },
  );
});
