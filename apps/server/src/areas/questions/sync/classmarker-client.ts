// The test platform adapter over ClassMarker's HTTP API (v1): JSON bodies, every request signed with
// the key, a fresh timestamp and md5(key + secret + timestamp) in its query, and answers in its
// envelope: `status` "ok" with the record, or "error" with `error.error_code` and `error.error_message`.
import { signedQuery } from './signature.js';
import { type PlatformCategoryTree, PlatformError, type TestPlatform } from './test-platform.js';

export interface ClassMarkerClientOptions {
  /** The API's base URL, e.g. https://api.classmarker.com (no trailing slash). */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** A call that takes longer is abandoned (and retried by the queue). */
  timeoutMs?: number;
}

type Envelope = Record<string, unknown> & {
  status?: string;
  error?: { error_code?: string; error_message?: string };
};

/** The list call's items: ClassMarker wraps each in an object named after it; plain items are read too. */
const unwrap = (item: unknown, name: string): Record<string, unknown> => {
  const o = (item ?? {}) as Record<string, unknown>;
  return (o[name] as Record<string, unknown> | undefined) ?? o;
};

/** The parent categories and their categories, from a list call's answer or an exported file. */
export function readCategoryTree(body: unknown): PlatformCategoryTree {
  const parents = (body as { parent_categories?: unknown })?.parent_categories;
  if (!Array.isArray(parents)) throw new Error('No parent_categories list');
  return {
    parentCategories: parents.map((p) => {
      const parent = unwrap(p, 'parent_category');
      const categories = Array.isArray(parent.categories) ? parent.categories : [];
      return {
        id: Number(parent.parent_category_id),
        name: String(parent.parent_category_name ?? ''),
        categories: categories.map((c) => {
          const category = unwrap(c, 'category');
          return { id: Number(category.category_id), name: String(category.category_name ?? '') };
        }),
      };
    }),
  };
}

export function createClassMarkerClient(options: ClassMarkerClientOptions): TestPlatform {
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<Envelope> {
    const query = new URLSearchParams(signedQuery(options.apiKey, options.apiSecret));
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}?${query}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PlatformError('noAnswer', `No answer from the platform: ${(error as Error).message}`, 0);
    }
    const text = await response.text();
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      throw new PlatformError('badAnswer', `HTTP ${response.status}: ${text.slice(0, 200)}`, response.status);
    }
    if (envelope.status !== 'ok' || !response.ok) {
      const code = envelope.error?.error_code ?? 'error';
      const message = envelope.error?.error_message ?? `HTTP ${response.status}`;
      throw new PlatformError(code, `${code}: ${message}`, response.status);
    }
    return envelope;
  }

  const idIn = (envelope: Envelope, record: string, field: string) => {
    const id = Number((envelope[record] as Record<string, unknown> | undefined)?.[field]);
    if (!Number.isInteger(id) || id < 1) throw new PlatformError('badAnswer', `The answer has no ${field}`, 200);
    return id;
  };

  return {
    apiKey: options.apiKey,
    async createParentCategory(name) {
      const answer = await call('POST', '/v1/categories/parent_category.json', { parent_category_name: name });
      return idIn(answer, 'parent_category', 'parent_category_id');
    },
    async updateParentCategory(id, name) {
      await call('PUT', `/v1/categories/parent_category/${id}.json`, { parent_category_name: name });
    },
    async createCategory(parentId, name) {
      const answer = await call('POST', '/v1/categories/category.json', {
        category_name: name,
        parent_category_id: parentId,
      });
      return idIn(answer, 'category', 'category_id');
    },
    async updateCategory(id, parentId, name) {
      await call('PUT', `/v1/categories/category/${id}.json`, { category_name: name, parent_category_id: parentId });
    },
    async createQuestion(question) {
      return idIn(await call('POST', '/v1/questions.json', question), 'question', 'question_id');
    },
    async updateQuestion(id, question) {
      await call('PUT', `/v1/questions/${id}.json`, question);
    },
    async listCategories() {
      return readCategoryTree(await call('GET', '/v1/categories.json'));
    },
  };
}
