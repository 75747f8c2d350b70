// The adapter against the local fake of the test platform over real HTTP: a right signature passes, a
// wrong secret or a timestamp older than five minutes is refused in the platform's error shape, lists
// are paged by 200 and the hourly limit per key answers the platform's rate-limit error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassMarkerClient } from './classmarker-client.js';
import { type ClassMarkerFake, FAKE_PAGE_SIZE, startClassMarkerFake } from './classmarker-fake.js';
import { signedQuery } from './signature.js';
import { PlatformError } from './test-platform.js';

let fake: ClassMarkerFake;
beforeAll(async () => {
  fake = await startClassMarkerFake({ keys: { k1: 's1', k2: 's2', busy: 'sb' }, callsPerHour: 30 });
});
afterAll(() => fake.close());

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
};

describe('the ClassMarker adapter against the fake platform', () => {
  it('creates, updates and lists parent categories and categories with a right signature', async () => {
    const client = createClassMarkerClient({ baseUrl: fake.url, apiKey: 'k1', apiSecret: 's1' });
    const parentId = await client.createParentCategory('Scrum');
    const categoryId = await client.createCategory(parentId, 'Roles');
    await client.updateCategory(categoryId, parentId, 'Scrum roles');
    const tree = await client.listCategories();
    expect(tree.parentCategories).toContainEqual({
      id: parentId,
      name: 'Scrum',
      categories: [{ id: categoryId, name: 'Scrum roles' }],
    });
  });

  it('refuses a wrong secret and names why', async () => {
    const client = createClassMarkerClient({ baseUrl: fake.url, apiKey: 'k1', apiSecret: 'wrong' });
    const error = await refusal(client.createParentCategory('Nope'));
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalidSignature');
  });

  it('refuses a signature older than five minutes in the platform’s envelope', async () => {
    const old = signedQuery('k1', 's1', Date.now() - 6 * 60_000);
    const res = await fetch(`${fake.url}/v1/categories.json?${new URLSearchParams(old)}`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'error', error: { error_code: 'timestampOutOfRange' } });
    const fresh = await fetch(`${fake.url}/v1/categories.json?${new URLSearchParams(signedQuery('k1', 's1'))}`);
    expect(((await fresh.json()) as { status: string }).status).toBe('ok');
  });

  it('refuses an unknown key', async () => {
    const client = createClassMarkerClient({ baseUrl: fake.url, apiKey: 'nobody', apiSecret: 's' });
    expect((await refusal(client.listCategories())).code).toBe('invalidApiKey');
  });

  it('pages questions by 200', async () => {
    const client = createClassMarkerClient({ baseUrl: fake.url, apiKey: 'k2', apiSecret: 's2' });
    const parentId = await client.createParentCategory('Paging');
    const categoryId = await client.createCategory(parentId, 'Many');
    for (let i = 0; i < FAKE_PAGE_SIZE + 1; i++)
      fake.questions.set(900_000 + i, {
        question_id: 900_000 + i,
        question_type: 'essay',
        question: `Q${i}`,
        category_id: categoryId,
        points: 1,
      });
    const page = async (n: number) =>
      (await (
        await fetch(
          `${fake.url}/v1/questions.json?${new URLSearchParams({ ...signedQuery('k2', 's2'), page: String(n) })}`,
        )
      ).json()) as { questions: unknown[] };
    expect((await page(1)).questions.length).toBe(FAKE_PAGE_SIZE);
    expect((await page(2)).questions.length).toBeGreaterThanOrEqual(1);
  });

  it('answers the rate-limit error past the hourly limit of a key, and only for that key', async () => {
    const busy = createClassMarkerClient({ baseUrl: fake.url, apiKey: 'busy', apiSecret: 'sb' });
    for (let i = 0; i < 30; i++) await busy.listCategories();
    const error = await refusal(busy.listCategories());
    expect(error.status).toBe(429);
    expect(error.rateLimited).toBe(true);
    const other = createClassMarkerClient({ baseUrl: fake.url, apiKey: 'k1', apiSecret: 's1' });
    await expect(other.listCategories()).resolves.toBeDefined();
  });

  it('creates a question in the platform’s shape and refuses one that does not fit', async () => {
    const client = createClassMarkerClient({ baseUrl: fake.url, apiKey: 'k1', apiSecret: 's1' });
    const parentId = await client.createParentCategory('Shapes');
    const categoryId = await client.createCategory(parentId, 'MC');
    const id = await client.createQuestion({
      question_type: 'multipleresponse',
      question: 'Pick two',
      category_id: categoryId,
      points: 2,
      options: { A: 'a', B: 'b', C: 'c' },
      correct_options: ['A', 'C'],
      grade_style: 'partial_with_deduction',
    });
    expect(fake.questions.get(id)?.grade_style).toBe('partial_with_deduction');
    const error = await refusal(
      client.createQuestion({
        question_type: 'truefalse',
        question: 'T?',
        category_id: categoryId,
        points: 1,
        correct_options: ['C'],
      }),
    );
    expect(error.code).toBe('invalidParameter');
  });
});
