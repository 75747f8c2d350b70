// A local stand-in for the test platform (ClassMarker) that speaks its HTTP API: the same paths, the
// signed query (api_key, timestamp, md5 signature, five minutes valid), the JSON envelope, question
// lists paged by 200 and the per-key hourly request limit, answering its errors as it does. The server
// runs it in its own process when CLASSMARKER_URL is "embedded" (the default: the demo syncs without an
// account); tests start it themselves and can tell it to fail. It keeps its records in memory.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_WINDOW_SECONDS, sameSignature, signatureOf } from './signature.js';
import { type PlatformQuestion, platformGradeStyles } from './test-platform.js';

export const FAKE_PAGE_SIZE = 200;
const HOUR_MS = 3600_000;

export interface FakeOptions {
  /** The keys it accepts, each with its secret. */
  keys: Record<string, string>;
  /** Requests allowed per key per rolling hour. */
  callsPerHour?: number;
  port?: number;
  /** The clock, for tests of expiry. */
  now?: () => number;
}

interface StoredQuestion extends PlatformQuestion {
  question_id: number;
}

export interface ClassMarkerFake {
  url: string;
  /** Every request that passed the signature check, per key, in order. */
  readonly requests: { apiKey: string; method: string; path: string; at: number }[];
  readonly parentCategories: Map<number, { id: number; name: string }>;
  readonly categories: Map<number, { id: number; parentId: number; name: string }>;
  readonly questions: Map<number, StoredQuestion>;
  /**
   * Takes records as already there (the embedded fake starts with what Eco's database says the platform
   * holds, as the real one would after a restart); new ids are given above them.
   */
  remember(records: {
    parentCategories: { id: number; name: string }[];
    categories: { id: number; parentId: number; name: string }[];
  }): void;
  /** The next `count` signed requests fail with an internal error (0: none); a retry is expected to succeed. */
  failNext(count?: number): void;
  close(): Promise<void>;
}

type Answer = { status: number; body: Record<string, unknown> };

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const ok = (requestPath: string, body: Record<string, unknown>): Answer => ({
  status: 200,
  body: { status: 'ok', request_path: requestPath, server_timezone: 'UTC', ...body },
});

function readBody(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve({});
      try {
        resolve(JSON.parse(text) as Record<string, unknown>);
      } catch {
        reject(new FakeError(400, 'invalidJson', 'The request body is not valid JSON.'));
      }
    });
    request.on('error', reject);
  });
}

const text = (value: unknown, field: string) => {
  if (typeof value !== 'string' || !value.trim() || value.length > 255)
    throw new FakeError(400, 'invalidParameter', `${field} is required (1 to 255 characters).`);
  return value.trim();
};

function checkQuestion(body: Record<string, unknown>, categories: Map<number, unknown>): PlatformQuestion {
  const type = body.question_type;
  if (type !== 'multiplechoice' && type !== 'multipleresponse' && type !== 'truefalse' && type !== 'essay')
    throw new FakeError(
      400,
      'invalidParameter',
      'question_type must be multiplechoice, multipleresponse, truefalse or essay.',
    );
  const question = text(body.question, 'question');
  const categoryId = Number(body.category_id);
  if (!categories.has(categoryId)) throw new FakeError(400, 'invalidParameter', 'category_id is not a category.');
  const options = body.options as Record<string, string> | undefined;
  const correct = (body.correct_options as string[] | undefined) ?? [];
  if (type === 'multiplechoice' || type === 'multipleresponse') {
    const letters = Object.keys(options ?? {});
    if (letters.length < 2 || letters.length > 10 || letters.some((l) => !/^[A-J]$/.test(l)))
      throw new FakeError(400, 'invalidParameter', 'options needs 2 to 10 answers keyed A to J.');
    if (
      correct.some((l) => !letters.includes(l)) ||
      (type === 'multiplechoice' ? correct.length !== 1 : correct.length < 1)
    )
      throw new FakeError(400, 'invalidParameter', 'correct_options does not fit the options.');
  }
  if (type === 'truefalse' && (correct.length !== 1 || !['A', 'B'].includes(correct[0] ?? '')))
    throw new FakeError(400, 'invalidParameter', 'A truefalse question needs correct_options ["A"] or ["B"].');
  if (body.grade_style !== undefined && !platformGradeStyles.includes(body.grade_style as never))
    throw new FakeError(400, 'invalidParameter', 'grade_style is not one of the platform’s.');
  return { ...(body as unknown as PlatformQuestion), question, category_id: categoryId };
}

export async function startClassMarkerFake(options: FakeOptions): Promise<ClassMarkerFake> {
  const now = options.now ?? Date.now;
  const limit = options.callsPerHour ?? 30;
  const requests: ClassMarkerFake['requests'] = [];
  const parentCategories = new Map<number, { id: number; name: string }>();
  const categories = new Map<number, { id: number; parentId: number; name: string }>();
  const questions = new Map<number, StoredQuestion>();
  // Ids start from the clock, so a restarted fake never hands out an id an earlier run gave (the demo's
  // database keeps the ids it was answered).
  let nextId = (Math.floor(now() / 1000) % 1_000_000) * 1000 + 1;
  let failures = 0;

  function authenticate(url: URL): string {
    const apiKey = url.searchParams.get('api_key') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    const timestamp = Number(url.searchParams.get('timestamp'));
    const secret = options.keys[apiKey];
    if (secret === undefined) throw new FakeError(401, 'invalidApiKey', 'The api_key is not valid.');
    if (!Number.isInteger(timestamp) || Math.abs(now() / 1000 - timestamp) > SIGNATURE_WINDOW_SECONDS)
      throw new FakeError(401, 'timestampOutOfRange', 'The timestamp is more than 5 minutes from the server time.');
    if (!sameSignature(signature, signatureOf(apiKey, secret, timestamp)))
      throw new FakeError(401, 'invalidSignature', 'The signature does not match.');
    const since = now() - HOUR_MS;
    const used = requests.filter((r) => r.apiKey === apiKey && r.at > since).length;
    if (used >= limit)
      throw new FakeError(
        429,
        'requestLimitExceeded',
        `The limit of ${limit} requests per hour for this api_key was reached.`,
      );
    return apiKey;
  }

  function parentTree() {
    return [...parentCategories.values()].map((p) => ({
      parent_category: {
        parent_category_id: p.id,
        parent_category_name: p.name,
        categories: [...categories.values()]
          .filter((c) => c.parentId === p.id)
          .map((c) => ({ category: { category_id: c.id, category_name: c.name } })),
      },
    }));
  }

  async function route(method: string, path: string, url: URL, request: http.IncomingMessage): Promise<Answer> {
    const body = method === 'GET' ? {} : await readBody(request);
    if (method === 'GET' && path === 'v1/categories.json') return ok(path, { parent_categories: parentTree() });
    if (method === 'POST' && path === 'v1/categories/parent_category.json') {
      const parent = { id: nextId++, name: text(body.parent_category_name, 'parent_category_name') };
      parentCategories.set(parent.id, parent);
      return ok(path, { parent_category: { parent_category_id: parent.id, parent_category_name: parent.name } });
    }
    let m = /^v1\/categories\/parent_category\/(\d+)\.json$/.exec(path);
    if (method === 'PUT' && m) {
      const parent = parentCategories.get(Number(m[1]));
      if (!parent) throw new FakeError(404, 'notFound', 'No such parent category.');
      parent.name = text(body.parent_category_name, 'parent_category_name');
      return ok(path, { parent_category: { parent_category_id: parent.id, parent_category_name: parent.name } });
    }
    const parentOf = (value: unknown) => {
      const id = Number(value);
      if (!parentCategories.has(id))
        throw new FakeError(400, 'invalidParameter', 'parent_category_id is not a parent category.');
      return id;
    };
    if (method === 'POST' && path === 'v1/categories/category.json') {
      const category = {
        id: nextId++,
        parentId: parentOf(body.parent_category_id),
        name: text(body.category_name, 'category_name'),
      };
      categories.set(category.id, category);
      return ok(path, {
        category: { category_id: category.id, category_name: category.name, parent_category_id: category.parentId },
      });
    }
    m = /^v1\/categories\/category\/(\d+)\.json$/.exec(path);
    if (method === 'PUT' && m) {
      const category = categories.get(Number(m[1]));
      if (!category) throw new FakeError(404, 'notFound', 'No such category.');
      category.parentId = parentOf(body.parent_category_id);
      category.name = text(body.category_name, 'category_name');
      return ok(path, {
        category: { category_id: category.id, category_name: category.name, parent_category_id: category.parentId },
      });
    }
    if (method === 'POST' && path === 'v1/questions.json') {
      const question = { ...checkQuestion(body, categories), question_id: nextId++ };
      questions.set(question.question_id, question);
      return ok(path, { question: { question_id: question.question_id } });
    }
    if (method === 'GET' && path === 'v1/questions.json') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const all = [...questions.values()];
      const slice = all.slice((page - 1) * FAKE_PAGE_SIZE, page * FAKE_PAGE_SIZE);
      return ok(path, { page, per_page: FAKE_PAGE_SIZE, questions: slice.map((q) => ({ question: q })) });
    }
    m = /^v1\/questions\/(\d+)\.json$/.exec(path);
    if (m) {
      const id = Number(m[1]);
      const stored = questions.get(id);
      if (!stored) throw new FakeError(404, 'notFound', 'No such question.');
      if (method === 'GET') return ok(path, { question: stored });
      if (method === 'PUT') {
        questions.set(id, { ...checkQuestion(body, categories), question_id: id });
        return ok(path, { question: { question_id: id } });
      }
    }
    throw new FakeError(404, 'notFound', `No such API call: ${method} /${path}`);
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/+/, '');
    const answer = (async (): Promise<Answer> => {
      try {
        const apiKey = authenticate(url);
        requests.push({ apiKey, method: request.method ?? 'GET', path, at: now() });
        if (failures > 0) {
          failures -= 1;
          throw new FakeError(500, 'internalError', 'The platform failed (told to by the test).');
        }
        return await route(request.method ?? 'GET', path, url, request);
      } catch (error) {
        const e = error instanceof FakeError ? error : new FakeError(500, 'internalError', String(error));
        return {
          status: e.status,
          body: {
            status: 'error',
            request_path: path,
            server_timezone: 'UTC',
            error: { error_code: e.code, error_message: e.message },
          },
        };
      }
    })();
    void answer.then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    parentCategories,
    categories,
    questions,
    remember(records) {
      for (const p of records.parentCategories) parentCategories.set(p.id, { ...p });
      for (const c of records.categories) categories.set(c.id, { ...c });
      const ids = [...records.parentCategories, ...records.categories].map((r) => r.id);
      nextId = Math.max(nextId, ...ids.map((id) => id + 1));
    },
    failNext(count = 1) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
