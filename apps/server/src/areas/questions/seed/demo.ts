// The demo question bank: four assessments (PSM I and II, PSPO I, PSD I), the test platform's categories in
// English, Chinese and Japanese, and a few hundred Scrum questions with their history — several published
// revisions (some whose correct answer changed), open drafts, questions never published, a staged change
// set waiting for review (Publish and Archive, In Review, with reviewers' comments), translations linked to
// the English revision they render (some outdated since), archived questions, the sync queue to the
// platform (items Sent, Waiting and Failed with the platform's error) and a dry run of an import waiting to
// be run. Rows are written directly, drawn from the demo's seeded generator.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import {
  assessments,
  classMarkerCategories,
  classMarkerParentCategories,
  questionAssessments,
  questionImports,
  questionReviews,
  questionRevisions,
  questionSyncItems,
  questions,
} from '../../../db/schema/index.js';
import { prng } from '../../../kits/seeding/prng.js';
import { dryRun } from '../imports/dry-run.js';
import { QUESTION_IMPORT_KIND } from '../imports/import-record.js';
import { contentOf } from '../questions/question-content.js';
import {
  type DemoQuestion,
  demoAssessments,
  demoCategoryTree,
  demoQuestions,
  type Lang,
  reviewComments,
  syncErrors,
} from './demo-content.js';

const LANGS: Lang[] = ['en', 'zh', 'ja'];
const DAY = 86_400_000;

type Rnd = ReturnType<typeof prng>;

interface People {
  author: string | null;
  reviewer: string | null;
}

async function peopleOf(tx: Db): Promise<People> {
  const rows = await queryRows<{ email: string; admId: string }>(
    tx,
    sql`select email, adm_id as "admId" from account where email in ('question-author@example.com', 'question-reviewer@example.com')`,
  );
  const of = (email: string) => rows.find((r) => r.email === email)?.admId ?? null;
  return { author: of('question-author@example.com'), reviewer: of('question-reviewer@example.com') };
}

async function seedAssessments(tx: Db): Promise<Map<string, number>> {
  const rows = await tx
    .insert(assessments)
    .values(demoAssessments)
    .returning({ id: assessments.id, code: assessments.code });
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The categories per language, by key; all but the last one of each language already on the platform. */
async function seedCategories(tx: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let providerId = 5000;
  for (const languageId of LANGS) {
    for (const [p, branch] of demoCategoryTree.entries()) {
      const [parent] = await tx
        .insert(classMarkerParentCategories)
        .values({ languageId, name: branch.parent[languageId], providerId: ++providerId })
        .returning({ id: classMarkerParentCategories.id });
      const made = await tx
        .insert(classMarkerCategories)
        .values(
          branch.categories.map((c, i) => ({
            languageId,
            parentCategoryId: parent?.id ?? 0,
            name: c.name[languageId],
            // The newest category of the last branch waits for its first sync.
            providerId: p === demoCategoryTree.length - 1 && i === branch.categories.length - 1 ? null : ++providerId,
          })),
        )
        .returning({ id: classMarkerCategories.id });
      for (const [i, c] of branch.categories.entries()) ids.set(`${languageId}:${c.key}`, made[i]?.id ?? 0);
    }
  }
  return ids;
}

/** One revision's content in `lang`; `variant` rewords older revisions, `swap` marks another answer correct. */
function contentFor(q: DemoQuestion, lang: Lang, categoryId: number, opts: { variant?: string; swap?: boolean } = {}) {
  const answers =
    q.type === 'truefalse'
      ? [
          { key: 'true', text: 'True', isCorrect: q.isTrue === true, points: q.isTrue ? 1 : 0 },
          { key: 'false', text: 'False', isCorrect: q.isTrue === false, points: q.isTrue ? 0 : 1 },
        ]
      : q.answers.map((a, i) => {
          // The earlier key marked the first wrong answer correct instead of the right one.
          const wrongFirst = q.answers.findIndex((x) => !x.correct);
          const isCorrect = opts.swap ? i === wrongFirst : a.correct;
          return { key: `a${i + 1}`, text: a.text[lang], isCorrect, points: isCorrect ? 1 : 0 };
        });
  const prompt = `<p>${escapeHtml(q.prompt[lang])}${opts.variant ?? ''}</p>`;
  return contentOf({
    prompt,
    feedback: opts.variant ? '' : q.feedback[lang],
    answers,
    points: 1,
    partialCreditMode: 'Off',
    categoryId,
  });
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** What happens to one question in the demo. */
type Fate = 'current' | 'draft-on-current' | 'never-published' | 'staged-publish' | 'staged-archive' | 'archived';

function fateOf(rnd: Rnd, index: number, lang: Lang): Fate {
  if (lang === 'en' && index % 16 === 3) return 'staged-publish';
  if (lang === 'en' && index % 29 === 7) return 'staged-archive';
  if (index % 31 === 11) return 'archived';
  const roll = rnd.next();
  if (roll < 0.1) return 'draft-on-current';
  if (roll < 0.15) return 'never-published';
  return 'current';
}

interface Planned {
  fate: Fate;
  /** Revision ids by number (1…), and the draft's. */
  revisions: number[];
  draftId: number | null;
  questionId: number;
}

const WORDINGS: Record<Lang, string> = { en: ' (choose one)', zh: '（单选）', ja: '（1つ選択）' };

/** Writes one question of `lang` with its revisions; returns what it made. */
async function seedQuestion(
  tx: Db,
  rnd: Rnd,
  people: People,
  q: DemoQuestion,
  index: number,
  lang: Lang,
  ids: { categories: Map<string, number>; assessments: Map<string, number> },
  source: Planned | null,
): Promise<Planned> {
  const categoryId = ids.categories.get(`${lang}:${q.category}`) ?? null;
  const fate = fateOf(rnd, index, lang);
  const published = fate === 'never-published' ? 0 : rnd.int(1, lang === 'en' ? 4 : 2);
  const swapFirst = q.type === 'multiplechoice' && published > 1 && rnd.next() < 0.3;
  const created = new Date(Date.now() - (720 - index * 3) * DAY - (lang === 'en' ? 0 : 30 * DAY));
  // A translation renders an English revision: mostly the latest, sometimes an older one (outdated now).
  const sourceRevisions = source?.revisions ?? [];
  const sourceRevisionId =
    sourceRevisions.length === 0
      ? null
      : (sourceRevisions[
          sourceRevisions.length > 1 && rnd.next() < 0.25 ? sourceRevisions.length - 2 : sourceRevisions.length - 1
        ] ?? null);
  const [made] = await tx
    .insert(questions)
    .values({
      type: q.type,
      languageId: lang,
      categoryId,
      state: 'Draft',
      createdBy: people.author,
      sourceQuestionId: source?.questionId ?? null,
      sourceRevisionId,
      createdAt: created,
      updatedAt: created,
    })
    .returning({ id: questions.id });
  const questionId = made?.id ?? 0;
  const rows: (typeof questionRevisions.$inferInsert)[] = [];
  for (let n = 1; n <= published; n++) {
    const at = new Date(created.getTime() + (n - 1) * 60 * DAY + DAY);
    const older = n < published;
    rows.push({
      questionId,
      number: n,
      ...contentFor(q, lang, categoryId ?? 0, {
        variant: older && n === 1 ? WORDINGS[lang] : undefined,
        swap: swapFirst && n === 1,
      }),
      reviewStatus: 'Approved',
      authorId: people.author,
      publishedAt: at,
      publishedBy: people.reviewer,
      createdAt: at,
      updatedAt: at,
    });
  }
  const hasDraft = fate !== 'current' && fate !== 'archived';
  if (hasDraft) {
    const staged = fate === 'staged-publish' || fate === 'staged-archive';
    const content = contentFor(q, lang, categoryId ?? 0);
    const edited =
      fate === 'staged-archive'
        ? content
        : {
            ...content,
            feedback: `${content.feedback} ${lang === 'en' ? 'Updated for the 2020 Scrum Guide.' : lang === 'zh' ? '已根据 2020 版《Scrum 指南》更新。' : '2020年版スクラムガイドに合わせて更新しました。'}`,
          };
    rows.push({
      questionId,
      number: null,
      ...edited,
      reviewStatus: staged ? 'In Review' : 'Draft',
      stagedIntent: fate === 'staged-publish' ? 'Publish' : fate === 'staged-archive' ? 'Archive' : null,
      stagedAt: staged ? new Date(Date.now() - rnd.int(1, 5) * DAY) : null,
      stagedBy: staged ? people.author : null,
      authorId: people.author,
    });
  }
  const revs = await tx
    .insert(questionRevisions)
    .values(rows)
    .returning({ id: questionRevisions.id, number: questionRevisions.number });
  const numbered = revs.filter((r) => r.number !== null).map((r) => r.id);
  const draftId = revs.find((r) => r.number === null)?.id ?? null;
  const state =
    fate === 'archived'
      ? 'Archived'
      : fate === 'staged-publish' || fate === 'staged-archive'
        ? 'Staged'
        : hasDraft
          ? 'Draft'
          : 'Current';
  await tx
    .update(questions)
    .set({
      state,
      isDeleted: fate === 'archived',
      currentRevisionId: numbered[numbered.length - 1] ?? null,
      draftRevisionId: draftId,
    })
    .where(sql`${questions.id} = ${questionId}`);
  const assessmentIds = q.assessments
    .filter((code) => demoAssessments.find((a) => a.code === code)?.languageIds.includes(lang))
    .map((code) => ids.assessments.get(code))
    .filter((id): id is number => id !== undefined);
  if (assessmentIds.length)
    await tx.insert(questionAssessments).values(assessmentIds.map((assessmentId) => ({ questionId, assessmentId })));
  return { fate, revisions: numbered, draftId, questionId };
}

/** Whether a question is translated into `lang`: when one of its assessments is offered in it. */
const offeredIn = (q: DemoQuestion, lang: Lang) =>
  q.assessments.some((code) => demoAssessments.find((a) => a.code === code)?.languageIds.includes(lang));

/** The sync queue: published questions Sent (most), Waiting, or Failed with the platform's answer. */
async function seedSyncQueue(tx: Db, rnd: Rnd, planned: { plan: Planned; lang: Lang }[]) {
  const items: (typeof questionSyncItems.$inferInsert)[] = [];
  const providerIds = { en: 90_000, zh: 91_000, ja: 92_000 };
  for (const { plan, lang } of planned) {
    const revisionId = plan.revisions[plan.revisions.length - 1];
    if (revisionId === undefined || plan.fate === 'archived') continue;
    const roll = rnd.next();
    const at = new Date(Date.now() - rnd.int(1, 300) * 60_000);
    if (roll < 0.8) {
      const providerId = ++providerIds[lang];
      await tx.update(questions).set({ providerId }).where(sql`${questions.id} = ${plan.questionId}`);
      items.push({
        kind: 'question',
        entityId: plan.questionId,
        revisionId,
        state: 'Sent',
        attempts: 1,
        sentAt: at,
        createdAt: at,
        updatedAt: at,
      });
    } else if (roll < 0.93) {
      items.push({
        kind: 'question',
        entityId: plan.questionId,
        revisionId,
        state: 'Waiting',
        nextAttemptAt: new Date(Date.now() + rnd.int(1, 90) * 60_000),
      });
    } else {
      items.push({
        kind: 'question',
        entityId: plan.questionId,
        revisionId,
        state: 'Failed',
        attempts: 6,
        lastError: rnd.pick(syncErrors),
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  const waitingCategories = await queryRows<{ id: number }>(
    tx,
    sql`select id from classmarker_category where provider_id is null order by id`,
  );
  for (const c of waitingCategories) items.push({ kind: 'category', entityId: c.id, state: 'Waiting' });
  for (let i = 0; i < items.length; i += 500) await tx.insert(questionSyncItems).values(items.slice(i, i + 500));
}

/** Reviewers' comments on the staged change set. */
async function seedReviews(tx: Db, rnd: Rnd, people: People, staged: Planned[]) {
  const rows = staged
    .filter((p) => p.draftId !== null)
    .slice(0, 4)
    .map((p, i) => ({
      revisionId: p.draftId as number,
      authorId: people.reviewer,
      comment: reviewComments[i % reviewComments.length] as string,
      decision: i === 2 ? ('Approved' as const) : null,
      createdAt: new Date(Date.now() - rnd.int(1, 48) * 3_600_000),
    }));
  if (rows.length) await tx.insert(questionReviews).values(rows);
}

const DEMO_IMPORT = [
  '// A Scrum Master exam draft from the training team',
  '$CATEGORY: $course$/top/Events',
  '',
  '::Refinement:: How much of the Developers’ capacity does refinement usually take? {=No more than 10% ~At least 50% ~None\\: it is a separate event}',
  '',
  '::Daily:: Who must attend the Daily Scrum? {=The Developers ~The Product Owner ~The stakeholders}',
  '',
  '::Cancel:: Who can cancel a Sprint? {=The Product Owner ~The Scrum Master ~The Developers ~The stakeholders}',
  '',
  '::Broken:: What happens when the Sprint Goal becomes obsolete? {=The Sprint may be cancelled ~Nothing',
].join('\n');

/** A dry run of a small GIFT file, waiting to be run: one new question, one duplicate, one error. */
async function seedImport(tx: Db, people: People) {
  const run = await dryRun(tx, {
    format: 'gift',
    fileName: 'psm-events-draft.gift',
    text: DEMO_IMPORT,
    languageId: 'en',
    categoryId: null,
  });
  await tx.insert(questionImports).values({
    id: '5d1f6e0a-4b7c-4d2e-9a31-8c0b2e7f9a10',
    kind: QUESTION_IMPORT_KIND,
    languageId: 'en',
    fileName: 'psm-events-draft.gift',
    report: {
      format: 'gift',
      categoryId: null,
      assessmentIds: [],
      fileMessages: run.fileMessages,
      rows: run.rows,
      questions: run.questions,
    },
    startedBy: people.author,
  });
}

export async function seedDemoQuestions(tx: Db) {
  const rnd = prng(4242);
  const people = await peopleOf(tx);
  const ids = { assessments: await seedAssessments(tx), categories: await seedCategories(tx) };
  const planned: { plan: Planned; lang: Lang }[] = [];
  for (const [index, q] of demoQuestions.entries()) {
    const english = await seedQuestion(tx, rnd, people, q, index, 'en', ids, null);
    planned.push({ plan: english, lang: 'en' });
    for (const lang of ['zh', 'ja'] as const) {
      if (!offeredIn(q, lang)) continue;
      planned.push({ plan: await seedQuestion(tx, rnd, people, q, index, lang, ids, english), lang });
    }
  }
  await seedSyncQueue(tx, rnd, planned);
  await seedReviews(
    tx,
    rnd,
    people,
    planned.map((p) => p.plan).filter((p) => p.fate === 'staged-publish' || p.fate === 'staged-archive'),
  );
  await seedImport(tx, people);
}
