// The Question Management screens against the real server. Each part of the area keeps its tests in its
// own `test.describe` below.

import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiGet, apiPost } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { choose } from './support/form';
import { rows } from './support/list';
import { uniqueSuffix } from './support/unique';

/** A screenshot in the test's output, and, when a shots folder is named, there too for a person to look at. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  if (process.env.E2E_SHOTS_DIR) {
    mkdirSync(process.env.E2E_SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png`, fullPage: true });
  }
}

interface QuestionDetail {
  id: number;
  version: number;
  state: string;
  current: { number: number | null } | null;
}

/** A unique suffix spelt in katakana, one sign a character: a Japanese word no other test writes. */
const KANA = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤ';
const katakana = (text: string) =>
  [...text].map((c) => KANA['0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.indexOf(c)] ?? '').join('');

/** A question made and published through the API, as another author would have. */
async function publishedQuestion(page: Page, body: Record<string, unknown>): Promise<QuestionDetail> {
  const created = await apiPost(page, '/api/questions', body);
  expect(created.status(), await created.text()).toBe(201);
  let q = (await created.json()) as QuestionDetail;
  for (const action of ['stage', 'publish']) {
    const answer = await apiPost(page, `/api/questions/${q.id}/${action}`, { version: q.version });
    expect(answer.status(), await answer.text()).toBe(200);
    q = (await answer.json()) as QuestionDetail;
  }
  return q;
}

/** The prompt's editor: a rich text box named by its label. */
const prompt = (page: Page) => page.getByRole('textbox', { name: 'Prompt' });
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^ ?Saved / })).toBeVisible();

test.describe('questions', () => {
  test('a question is written, saved as it is typed, published, revised and published again', async ({ page }) => {
    const word = uniqueSuffix();
    await signIn(page, users.admin, '/questions');
    await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'questions-list');

    // The type first, from a menu the keyboard walks.
    await page.getByRole('button', { name: 'New question' }).click();
    await page.getByRole('menuitem', { name: 'True/False' }).click();
    await expect(page).toHaveURL(/\/questions\/create\/truefalse$/);
    await expect(page.getByRole('textbox', { name: 'Answer 1 text' })).toHaveValue('True');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'question-create');

    // Typing creates the question as a draft, and the editor moves to its address.
    await prompt(page).click();
    await page.keyboard.type(`The Scrum Team has three accountabilities ${word}.`);
    await expect(page).toHaveURL(/\/questions\/\d+\/edit$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    await saved(page);
    // False is the right answer: ticked, saved by itself.
    await page.getByRole('radio', { name: /Correct: False/ }).check();
    await saved(page);
    await expect(page.getByText('Complete: it can be submitted for review.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'question-edit-draft');

    // A reload loses nothing.
    await page.reload();
    await expect(prompt(page)).toContainText(word);
    await expect(page.getByRole('radio', { name: /Correct: False/ })).toBeChecked();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Staged · Publish')).toBeVisible();
    await expect(page.getByText('Staged for review: unstage it to change the draft.')).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published revision 1.')).toBeVisible();
    await expect(page.getByText('· Revision 1')).toBeVisible();
    await shot(page, 'question-published');

    // A new revision: edited, submitted and published as revision 2.
    await page.getByRole('button', { name: 'New revision' }).click();
    await expect(page.getByRole('button', { name: 'Abandon draft' })).toBeVisible();
    await prompt(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Revised.');
    await saved(page);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Staged · Publish')).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published revision 2.')).toBeVisible();
    const read = await apiGet<{ current: { number: number; promptText: string } }>(page, `/api/questions/${id}`);
    expect(read.current.number).toBe(2);
    expect(read.current.promptText).toContain('Revised.');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'question-revised');
  });

  test('the list is filtered and searched in English and in Japanese, from the address', async ({ page }) => {
    const word = uniqueSuffix();
    const japanese = `検定${katakana(word)}問題`;
    await signIn(page, users.admin, '/questions');
    const english = await publishedQuestion(page, {
      type: 'multiplechoice',
      languageId: 'en',
      prompt: `<p>Who orders the Product Backlog? ${word}</p>`,
      answers: [
        { text: 'The Product Owner', isCorrect: true, points: 1 },
        { text: 'The Scrum Master', isCorrect: false, points: 0 },
      ],
      points: 1,
      feedback: `Ordering is the Product Owner's ${word}.`,
    });
    const ja = await publishedQuestion(page, {
      type: 'essay',
      languageId: 'ja',
      prompt: `<p>スクラムの${japanese}について説明してください。</p>`,
      points: 5,
    });

    // Typed in the search field, applied with Enter, kept in the address.
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(word);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`query=${word}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${english.id}`);
    // The match is marked in the prompt and in the feedback.
    await expect(rows(page).first().locator('mark').first()).toHaveText(word);
    await expect(rows(page).first()).toContainText('Feedback:');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'questions-search-en');

    // Assigned to a test from the list, then found by that test.
    const { assessments } = await apiGet<{
      assessments: { id: number; code: string; name: string; isActive: boolean }[];
    }>(page, '/api/questions/lookup-info');
    const test1 = assessments.find((a) => a.isActive);
    if (!test1) throw new Error('the demo has no active test');
    await page.getByRole('checkbox', { name: `Select question ${english.id}` }).check();
    await page.getByRole('button', { name: 'Assign to test' }).click();
    await choose(page, 'Test to assign to', `${test1.code} — ${test1.name}`);
    await expectNoSeriousA11yViolations(page, { include: 'dialog' });
    await shot(page, 'questions-assign');
    await page.getByRole('button', { name: 'Assign question' }).click();
    await expect(rows(page).first()).toContainText(test1.code);
    await page.goto(`/questions?assessmentId=${test1.id}&query=${word}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByLabel('Test', { exact: true })).toHaveValue(`${test1.code} — ${test1.name}`);

    // Only essays: the multiple choice question is not one.
    await page.goto(`/questions?query=${word}&questionTypes=essay`);
    await expect(page.getByText('No question matches these filters.')).toBeVisible();
    // Only the answers: the word is in the prompt and feedback, not in an answer.
    await page.goto(`/questions?query=${word}&queryFacets=Answer`);
    await expect(page.getByText('No question matches these filters.')).toBeVisible();

    // Japanese: the language's questions, searched by a run of characters (no spaces between words).
    await page.goto(`/questions?languageId=ja&query=${encodeURIComponent(katakana(word))}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${ja.id}`);
    await expect(rows(page).first().locator('mark').first()).toHaveText(katakana(word));
    await expect(page.getByLabel('Language')).toHaveValue('Japanese');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'questions-search-ja');

    // Ticked questions' figures.
    await page.goto(`/questions?query=${word}`);
    await page.getByRole('checkbox', { name: `Select question ${english.id}` }).check();
    await page.getByRole('button', { name: 'Statistics' }).click();
    await expect(page).toHaveURL(new RegExp(`/questions/stats/${english.id}$`));
    const totals = page.getByRole('definition');
    await expect(totals.nth(0)).toHaveText('1');
    await expect(totals.nth(1)).toHaveText('2');
    await expect(totals.nth(2)).toHaveText('1');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'questions-stats');
  });

  test('an edit that meets someone else’s shows both versions and overwrites nothing', async ({ page }) => {
    const word = uniqueSuffix();
    await signIn(page, users.admin, '/questions');
    const created = await apiPost(page, '/api/questions', { type: 'essay', prompt: `<p>Mine ${word}</p>`, points: 2 });
    const q = (await created.json()) as QuestionDetail;
    await page.goto(`/questions/${q.id}/edit`);
    await expect(prompt(page)).toContainText(word);

    // Another author saves first.
    const theirs = await apiPost(page, `/api/questions/${q.id}`, {
      prompt: `<p>Theirs ${word}</p>`,
      points: 2,
      version: q.version,
    });
    expect(theirs.status(), await theirs.text()).toBe(200);

    await page.getByRole('textbox', { name: 'Feedback' }).fill('My feedback');
    const conflict = page.getByRole('alert').filter({ hasText: 'Someone else changed this question' });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText(`Theirs ${word}`);
    await expect(conflict).toContainText('My feedback');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'question-conflict');
    // Nothing was overwritten.
    expect((await apiGet<{ draft: { feedback: string } }>(page, `/api/questions/${q.id}`)).draft.feedback).toBe('');

    await page.getByRole('button', { name: /Keep my version/ }).click();
    await saved(page);
    const after = await apiGet<{ draft: { feedback: string; promptText: string } }>(page, `/api/questions/${q.id}`);
    expect(after.draft.feedback).toBe('My feedback');
  });

  test('a question shows its translations, and a missing one is started from it', async ({ page }) => {
    await signIn(page, users.admin, '/questions');
    interface Translated {
      sourceQuestionId: number;
      translations: { languageId: string; status: string; questionId: number | null }[];
    }
    // A published English question of the demo bank not yet translated into one of the languages.
    const { results } = await apiGet<{ results: { id: number }[] }>(page, '/api/questions?pageSize=100');
    let found: { id: number; missing: string; translated: Translated } | null = null;
    for (const row of results) {
      const translated = await apiGet<Translated>(page, `/api/questions/${row.id}/translated`);
      const missing = translated.translations.find((t) => t.status === 'missing');
      if (missing && translated.sourceQuestionId === row.id) {
        found = { id: row.id, missing: missing.languageId, translated };
        break;
      }
    }
    if (!found) throw new Error('every demo question is translated into every language');
    const names: Record<string, string> = { en: 'English', zh: 'Chinese', ja: 'Japanese' };
    const words: Record<string, string> = {
      source: 'English source',
      current: 'Up to date',
      outdated: 'Outdated',
      missing: 'Not translated',
    };

    await page.goto(`/questions/${found.id}/edit`);
    const panel = page.getByRole('region', { name: 'Translations' });
    for (const t of found.translated.translations)
      await expect(panel.getByRole('listitem').filter({ hasText: names[t.languageId] ?? t.languageId })).toContainText(
        words[t.status] ?? t.status,
      );
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'question-translations');

    const language = names[found.missing] ?? found.missing;
    await panel.getByRole('link', { name: `Translate into ${language}` }).click();
    await expect(page).toHaveURL(new RegExp(`/questions/${found.id}/duplicate\\?translateTo=${found.missing}$`));
    await expect(page.getByRole('heading', { name: `Translate question ${found.id} into ${language}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'question-translate');
    await page.getByRole('button', { name: 'Create question' }).click();
    await expect(page).toHaveURL(/\/questions\/\d+\/edit$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    const made = await apiGet<{ languageId: string; sourceQuestionId: number | null }>(page, `/api/questions/${id}`);
    expect(made).toMatchObject({ languageId: found.missing, sourceQuestionId: found.id });
  });
});

test.describe('revisions', () => {
  interface Revised extends QuestionDetail {
    draft: { id: number; prompt: string; feedback: string; answers: { key: string; text: string }[] } | null;
    current: { id: number; number: number | null } | null;
  }

  /** A published question given a new draft through the API: the other answer made correct, and staged. */
  async function stagedRevision(page: Page, word: string): Promise<Revised> {
    const q = await publishedQuestion(page, {
      type: 'multiplechoice',
      prompt: `<p>Who orders the Product Backlog in ${word}?</p>`,
      points: 1,
      answers: [
        { text: 'The Scrum Master', isCorrect: true, points: 1 },
        { text: 'The Product Owner', isCorrect: false, points: 0 },
      ],
    });
    const opened = await apiPost(page, `/api/questions/${q.id}/new-revision`, { version: q.version });
    expect(opened.status(), await opened.text()).toBe(200);
    const draft = (await opened.json()) as Revised;
    const answers = draft.draft?.answers ?? [];
    const saved = await apiPost(page, `/api/questions/${q.id}`, {
      prompt: `<p>Who orders the Product Backlog items in ${word}?</p>`,
      feedback: 'See the Scrum Guide.',
      points: 1,
      answers: answers.map((a, i) => ({ key: a.key, text: a.text, isCorrect: i === 1, points: i === 1 ? 1 : 0 })),
      version: draft.version,
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const staged = await apiPost(page, `/api/questions/${q.id}/stage`, {
      version: ((await saved.json()) as Revised).version,
    });
    expect(staged.status(), await staged.text()).toBe(200);
    return (await staged.json()) as Revised;
  }

  test('two revisions of a question are compared side by side and inline', async ({ page }) => {
    const word = uniqueSuffix();
    await signIn(page, users.admin, '/questions');
    const staged = await stagedRevision(page, word);
    const published = await apiPost(page, `/api/questions/${staged.id}/publish`, { version: staged.version });
    expect(published.status(), await published.text()).toBe(200);

    await page.goto(`/questions/${staged.id}/revisions`);
    await expect(page.getByRole('heading', { name: 'Question Revisions' })).toBeVisible();
    const second = page.getByRole('row', { name: /Revision 2/ });
    await expect(second).toContainText('The correct answer changed: A → B');
    await expect(page.getByRole('row', { name: /Revision 1/ })).toContainText('First revision');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'question-revisions');

    // Tick two, with the keyboard as well as the mouse.
    await page.getByRole('checkbox', { name: 'Compare Revision 1' }).check();
    await page.getByRole('checkbox', { name: 'Compare Revision 2' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\/questions\/compare\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Compare Revisions' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'What changed' });
    await expect(summary.getByRole('listitem').first()).toHaveText('The correct answer changed: A → B');
    await expect(summary).toContainText('Prompt reworded');
    // The new word is an insertion, readable without colour: underlined, and named for screen readers.
    const added = page.locator('ins.diff-added', { hasText: 'items' }).first();
    await expect(added).toBeVisible();
    await expect(added).toHaveCSS('text-decoration-line', 'underline');
    await expect(page.getByRole('radio', { name: 'Side by side' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'question-compare-side-by-side');

    await page.getByRole('radio', { name: 'Inline' }).check();
    await expect(page.locator('.diff-view--inline')).toBeVisible();
    await shot(page, 'question-compare-inline');
    // The choice is remembered.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Inline' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // The previous revision's comparison and the read-only view are a link away.
    await page.goto(`/questions/${staged.id}/revisions`);
    await page.getByRole('link', { name: 'View Revision 1' }).click();
    await expect(page.getByRole('heading', { name: /Revision 1/ })).toBeVisible();
    await expect(page.getByText(`Who orders the Product Backlog in ${word}?`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'question-revision-view');
  });

  test('a staged change set is reviewed and its approved item published', async ({ page }) => {
    const word = uniqueSuffix();
    await signIn(page, users.admin, '/questions');
    const first = await stagedRevision(page, `${word}a`);
    const second = await stagedRevision(page, `${word}b`);

    await page.goto(`/questions/staged/${first.id},${second.id}`);
    await expect(page.getByRole('heading', { name: 'Review Staged Questions', level: 1 })).toBeVisible();
    const one = page.getByRole('article', { name: `Question ${first.id}` });
    const two = page.getByRole('article', { name: `Question ${second.id}` });
    await expect(one.getByRole('region', { name: 'What changed' })).toContainText('The correct answer changed: A → B');
    await expect(page.getByRole('region', { name: 'ClassMarker sync plan' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'staged-review');

    await two.getByRole('textbox', { name: `Comment on question ${second.id}` }).fill('Which guide edition?');
    await two.getByRole('button', { name: 'Comment' }).click();
    await expect(two.getByText('Which guide edition?')).toBeVisible();
    await one.getByRole('button', { name: `Approve question ${first.id}` }).click();
    await expect(one.getByText('Approved', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Publish 1 approved' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish 1 approved question?' });
    await expect(dialog).toContainText(`Question ${first.id}: The correct answer changed`);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'staged-commit-confirm');
    await dialog.getByRole('button', { name: 'Publish 1' }).click();
    await expect(page.getByText('Published 1 question.')).toBeVisible();
    await expect(page.getByRole('article', { name: `Question ${first.id}` })).toHaveCount(0);
    await expect(two).toBeVisible();
    await shot(page, 'staged-after-commit');

    const after = await apiGet<QuestionDetail>(page, `/api/questions/${first.id}`);
    expect(after).toMatchObject({ state: 'Current', current: { number: 2 } });
    expect((await apiGet<QuestionDetail>(page, `/api/questions/${second.id}`)).state).toBe('Staged');

    // Every staged item, the demo's change set in three languages among them.
    await page.goto('/questions/staged/all');
    await expect(page.getByRole('article', { name: `Question ${second.id}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'staged-all');
  });
});

test.describe('class marker categories', () => {
  interface CategoryRow {
    id: number;
    name: string;
    parentCategoryName: string;
    providerId: number | null;
    isArchived: boolean;
  }
  interface CategoryList {
    parentCategories: { id: number; name: string; providerId: number | null }[];
    results: CategoryRow[];
  }

  test('an export is dry-run then imported, and a category archived and unarchived', async ({ page }) => {
    const word = uniqueSuffix();
    await signIn(page, users.admin, '/questions/class-marker-categories');
    await expect(page.getByRole('heading', { name: 'Class Marker Categories' })).toBeVisible();
    await page.getByLabel('Language').selectOption('ja');
    await expect(page.getByRole('link', { name: 'Import Japanese categories' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'class-marker-categories');

    // The export lists every Japanese category already on the platform (so none is archived by it), one
    // new category under a new parent, and a row the platform would never write.
    const before = await apiGet<CategoryList>(page, '/api/classMarkerCategories?languageId=ja&includeArchived=true');
    const parents = new Map(before.parentCategories.map((p) => [p.name, p.providerId]));
    const known = before.results
      .filter((c) => c.providerId !== null && !c.isArchived && parents.get(c.parentCategoryName))
      .map((c) => `${parents.get(c.parentCategoryName)},"${c.parentCategoryName}",${c.providerId},"${c.name}"`);
    const base = 900_000_000 + (Date.now() % 10_000_000);
    const csv = [
      'parent_category_id,parent_category_name,category_id,category_name',
      ...known,
      `${base},E2E parent ${word},${base + 1},E2E category ${word}`,
      `${base},E2E parent ${word},not-a-number,Broken row`,
    ].join('\n');

    await page.getByRole('link', { name: 'Import Japanese categories' }).click();
    await expect(page).toHaveURL(/\/questions\/class-marker-categories\/import\/ja$/);
    await page.getByLabel('Export file').setInputFiles({
      name: 'categories.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(page.getByRole('heading', { name: /^Dry run: categories\.csv/ })).toBeVisible();
    const report = page.getByRole('table', { name: /Every row of the file/ });
    await expect(report.getByRole('row').filter({ hasText: `E2E category ${word}` })).toContainText('Add');
    await expect(report.getByRole('row').filter({ hasText: 'Broken row' })).toContainText('Error');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'class-marker-category-import-dry-run');
    // Nothing is written before the confirmation.
    const mid = await apiGet<CategoryList>(page, '/api/classMarkerCategories?languageId=ja');
    expect(mid.results.some((c) => c.name === `E2E category ${word}`)).toBe(false);

    await page.getByRole('button', { name: 'Confirm import' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Imported: 1 added/ })).toBeVisible();
    await shot(page, 'class-marker-category-import-done');

    // Back on the list, the new category is archived, hidden, shown again with archived ones, unarchived.
    await page.getByRole('link', { name: 'Class Marker Categories' }).first().click();
    await page.getByLabel('Language').selectOption('ja');
    const row = page.getByRole('row').filter({ hasText: `E2E category ${word}` });
    await expect(row).toContainText(String(base + 1));
    await row.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(row).toHaveCount(0);
    await page.getByLabel('Show archived categories').check();
    await expect(row).toContainText('Archived');
    await row.getByRole('button', { name: 'Unarchive', exact: true }).click();
    await expect(row.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
    const after = await apiGet<CategoryList>(page, '/api/classMarkerCategories?languageId=ja');
    expect(after.results.find((c) => c.name === `E2E category ${word}`)).toMatchObject({ isArchived: false });

    // Its edit screen: name, parent, archive state and usages.
    await row.getByRole('link', { name: `E2E category ${word}` }).click();
    await expect(page.getByLabel('Name')).toHaveValue(`E2E category ${word}`);
    await expect(page.getByLabel('Parent category')).toHaveValue(/\d+/);
    await expect(page.getByRole('heading', { name: 'Usages' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'class-marker-category-edit');
  });
});

test.describe('imports', () => {
  test('a GIFT file: the dry run shows every question before anything is written, then the import makes drafts', async ({
    page,
  }) => {
    const word = uniqueSuffix();
    const gift = [
      '// Scrum events, for the import test',
      `::Daily:: How long is the Daily Scrum ${word}? {=15 minutes ~30 minutes ~One hour}`,
      '',
      `::Goal:: The Sprint Goal is created during Sprint Planning ${word}. {T}`,
      '',
      `::Again:: How long is the Daily Scrum ${word}? {=15 minutes ~45 minutes}`,
      '',
      `::Broken:: Who orders the Product Backlog ${word} {=The Product Owner ~The Scrum Master`,
    ].join('\n');
    await signIn(page, users.admin, '/questions/import');
    await expect(page.getByRole('heading', { name: 'Import Questions' })).toBeVisible();
    await page.getByLabel('Format').selectOption('gift');
    await page.getByLabel('Language').selectOption('en');
    await page.getByRole('checkbox', { name: 'PSM-I', exact: true }).check();
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'events.gift', mimeType: 'text/plain', buffer: Buffer.from(gift) });
    await page.getByRole('button', { name: 'Dry run' }).click();

    await expect(page.getByRole('heading', { name: /^Dry run: events\.gift/ })).toBeVisible();
    const report = page.getByRole('table', { name: /Every question of the file/ });
    await expect(report.getByRole('row')).toHaveCount(5);
    await expect(report.getByRole('row').filter({ hasText: `Sprint Planning ${word}` })).toContainText('New');
    await expect(report.getByRole('row').filter({ hasText: 'Row 1 of this file has the same prompt' })).toContainText(
      'Duplicate',
    );
    await expect(report.getByRole('row').filter({ hasText: `Product Backlog ${word}` })).toContainText(
      /Error.*Check its braces/,
    );
    // Nothing is written by the dry run.
    const before = await apiGet<{ results: unknown[] }>(
      page,
      `/api/questions?query=${encodeURIComponent(word)}&questionState=Draft`,
    );
    expect(before.results).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'question-import-dry-run');

    await page.getByRole('button', { name: 'Import 2 questions' }).click();
    await page
      .getByRole('group', { name: 'Confirm the import' })
      .getByRole('button', { name: 'Import 2 questions' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: /Imported 2 questions as drafts/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Imported: events\.gift/ })).toBeVisible();
    const links = report.getByRole('link', { name: /^Row \d: question #\d+/ });
    await expect(links).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await links.first().click();
    await expect(page).toHaveURL(/\/questions\/\d+\/edit$/);
  });
});
