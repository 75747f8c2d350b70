// What the question screens read beside the list: the choices for their filters and editors (lookup
// info), the figures of selected questions (answer, correct answer and point counts, and their totals),
// and a question in each language (the English source and its translations, current or outdated).
import { languages, type QuestionLookupInfo, type QuestionStatsResult, type QuestionTranslations } from '@eco/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { assessments, classMarkerCategories, classMarkerParentCategories } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { excerptOf } from './question-highlights.js';

/** The platform every assessment is sat on unless it names another (the assessment's default). */
const DEFAULT_PROVIDER = 'ClassMarker';

export async function questionLookupInfo(db: Db): Promise<QuestionLookupInfo> {
  const [tests, categories, parents] = await Promise.all([
    db
      .select({
        id: assessments.id,
        code: assessments.code,
        name: assessments.name,
        provider: assessments.provider,
        isActive: assessments.isActive,
      })
      .from(assessments)
      .orderBy(asc(assessments.code)),
    db
      .select({
        id: classMarkerCategories.id,
        name: classMarkerCategories.name,
        isArchived: classMarkerCategories.isArchived,
        languageId: classMarkerCategories.languageId,
        parentId: classMarkerParentCategories.id,
        parentName: classMarkerParentCategories.name,
        parentLanguageId: classMarkerParentCategories.languageId,
      })
      .from(classMarkerCategories)
      .innerJoin(
        classMarkerParentCategories,
        eq(classMarkerParentCategories.id, classMarkerCategories.parentCategoryId),
      )
      .orderBy(asc(classMarkerParentCategories.name), asc(classMarkerCategories.name), asc(classMarkerCategories.id)),
    db
      .select({
        id: classMarkerParentCategories.id,
        name: classMarkerParentCategories.name,
        languageId: classMarkerParentCategories.languageId,
      })
      .from(classMarkerParentCategories)
      .orderBy(asc(classMarkerParentCategories.name), asc(classMarkerParentCategories.id)),
  ]);
  const providers = [...new Set([DEFAULT_PROVIDER, ...tests.map((t) => t.provider)])].sort();
  return {
    assessments: tests,
    assessmentProviders: providers.map((p) => ({ id: p, name: p })),
    languages: languages.map((l) => ({ ...l })),
    classMarkerCategories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      isArchived: c.isArchived,
      languageId: c.languageId,
      parentCategory: { id: c.parentId, name: c.parentName, assessmentProviderLanguageId: c.parentLanguageId },
    })),
    classMarkerParentCategories: parents,
  };
}

interface StatsRow {
  questionId: number;
  type: 'essay' | 'multiplechoice' | 'truefalse';
  languageId: string;
  revisionNumber: number | null;
  promptText: string;
  answerCount: number;
  correctAnswerCount: number;
  points: number;
}

/** Per question named (in the order named, unknown ones left out), its counted revision's figures. */
export async function questionStats(db: Db, ids: readonly number[]): Promise<QuestionStatsResult> {
  const rows = await queryRows<StatsRow>(
    db,
    sql`select q.id as "questionId", q.type, q.language_id as "languageId", w.number as "revisionNumber",
          coalesce(w.prompt_text, '') as "promptText",
          coalesce(jsonb_array_length(w.answers), 0)::int as "answerCount",
          coalesce((select count(*) from jsonb_array_elements(w.answers) e where (e->>'isCorrect')::boolean), 0)::int as "correctAnswerCount",
          coalesce(w.points, 0)::float8 as points
        from question q
        left join question_revision w on w.id = coalesce(q.current_revision_id, q.draft_revision_id)
        where q.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  const byId = new Map(rows.map((r) => [Number(r.questionId), r]));
  const questions = ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        questionId: id,
        type: r.type,
        languageId: r.languageId,
        revisionNumber: r.revisionNumber === null ? null : Number(r.revisionNumber),
        promptExcerpt: excerptOf(r.promptText),
        answerCount: Number(r.answerCount),
        correctAnswerCount: Number(r.correctAnswerCount),
        points: Number(r.points),
        // Null until results exist: the results issue adds facility, discrimination and choice rates.
        performance: null,
      },
    ];
  });
  const sum = (pick: (s: (typeof questions)[number]) => number) => questions.reduce((t, s) => t + pick(s), 0);
  return {
    questions,
    totals: {
      questionCount: questions.length,
      answerCount: sum((s) => s.answerCount),
      correctAnswerCount: sum((s) => s.correctAnswerCount),
      points: Math.round(sum((s) => s.points) * 100) / 100,
    },
  };
}

interface LanguageRow {
  id: number;
  languageId: string;
  state: 'Current' | 'Draft' | 'Staged' | 'Archived';
  sourceQuestionId: number | null;
  sourceRevisionId: number | null;
  currentRevisionId: number | null;
  revisionNumber: number | null;
  sourceRevisionNumber: number | null;
  promptText: string;
}

/**
 * The question in each language: the English question (the one asked for, or the source of the
 * translation asked for) and every question made from it, each current when it was made from the
 * English question's current revision, else outdated; a language without one is missing.
 */
export async function questionTranslations(db: Db, id: number): Promise<QuestionTranslations> {
  const [asked] = await queryRows<{ languageId: string; sourceQuestionId: number | null }>(
    db,
    sql`select language_id as "languageId", source_question_id as "sourceQuestionId" from question where id = ${id}`,
  );
  if (!asked) throw notFound('Question');
  const sourceId = asked.languageId === 'en' || asked.sourceQuestionId === null ? id : Number(asked.sourceQuestionId);
  const rows = await queryRows<LanguageRow>(
    db,
    sql`select q.id, q.language_id as "languageId", q.state, q.source_question_id as "sourceQuestionId",
          q.source_revision_id as "sourceRevisionId", q.current_revision_id as "currentRevisionId",
          cr.number as "revisionNumber", sr.number as "sourceRevisionNumber",
          coalesce(w.prompt_text, '') as "promptText"
        from question q
        left join question_revision cr on cr.id = q.current_revision_id
        left join question_revision sr on sr.id = q.source_revision_id
        left join question_revision w on w.id = coalesce(q.current_revision_id, q.draft_revision_id)
        where (q.id = ${sourceId} or q.source_question_id = ${sourceId}) and not q.is_deleted
        order by q.id`,
  );
  const source = rows.find((r) => Number(r.id) === sourceId);
  const sourceCurrent =
    source?.currentRevisionId === undefined || source.currentRevisionId === null
      ? null
      : Number(source.currentRevisionId);
  const translations = languages.flatMap(({ id: languageId }): QuestionTranslations['translations'] => {
    const inLanguage = rows.filter((r) => r.languageId === languageId);
    if (inLanguage.length === 0)
      return [
        {
          languageId,
          questionId: null,
          status: 'missing',
          state: null,
          revisionNumber: null,
          sourceRevisionId: null,
          sourceRevisionNumber: null,
          promptExcerpt: '',
        },
      ];
    return inLanguage.map((r) => ({
      languageId,
      questionId: Number(r.id),
      status:
        Number(r.id) === sourceId
          ? 'source'
          : r.sourceRevisionId !== null && Number(r.sourceRevisionId) === sourceCurrent
            ? 'current'
            : 'outdated',
      state: r.state,
      revisionNumber: r.revisionNumber === null ? null : Number(r.revisionNumber),
      sourceRevisionId: r.sourceRevisionId === null ? null : Number(r.sourceRevisionId),
      sourceRevisionNumber: r.sourceRevisionNumber === null ? null : Number(r.sourceRevisionNumber),
      promptExcerpt: excerptOf(r.promptText),
    }));
  });
  return { sourceQuestionId: sourceId, sourceCurrentRevisionId: sourceCurrent, translations };
}
