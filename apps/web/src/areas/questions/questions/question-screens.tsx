// The three screens of the editor: Edit Question (/questions/{id}/edit), Create Question
// (/questions/create/{type}) and Duplicate Question (/questions/{id}/duplicate, also "translate into"
// with ?translateTo=ja). Each reads what it needs and hands the editor its mode.
import { type QuestionType, questionTypes } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BackLink } from '../../../lib/back-link';
import { languageName } from '../../../lib/format';
import { setPageError } from '../../../lib/page-error';
import { PageHeader } from '../../../lib/page-header';
import { useRecordId } from '../../../lib/record-id';
import { RecordLoader } from '../../../lib/record-loader';
import { questionQueryOptions } from './queries';
import { QuestionEditor } from './question-editor';
import { questionTypeLabels } from './search';
import { duplicateValues, newValues } from './values';

const editRoute = getRouteApi('/_questions/questions/$id/edit');
const createRoute = getRouteApi('/_questions/questions/create/$type');
const duplicateRoute = getRouteApi('/_questions/questions/$id/duplicate');

function Loading({ query }: { query: Parameters<typeof RecordLoader>[0]['query'] }) {
  return (
    <>
      <PageHeader back={<BackLink to="/questions" label="Questions" />} />
      <RecordLoader query={query} what="question" />
    </>
  );
}

export function QuestionEdit() {
  const id = useRecordId(editRoute.useParams().id);
  const question = useQuery({ ...questionQueryOptions(id ?? 0), enabled: id !== null });
  if (!question.data) return <Loading query={question} />;
  // Keyed by the question: another question is another editor (its own autosave and stored copy).
  return <QuestionEditor key={question.data.id} mode={{ kind: 'edit', question: question.data }} />;
}

export function QuestionCreate() {
  const { type } = createRoute.useParams();
  const known = (questionTypes as readonly string[]).includes(type);
  useEffect(() => {
    if (!known) setPageError('notfound');
  }, [known]);
  if (!known) return null;
  const t = type as QuestionType;
  return (
    <QuestionEditor
      key={t}
      mode={{
        kind: 'create',
        type: t,
        languageId: 'en',
        assessmentIds: [],
        sourceQuestionId: null,
        initial: newValues(t),
        prefilled: false,
        title: `New ${questionTypeLabels[t]} question`,
        subtitle: 'Created as a draft once you start typing',
      }}
    />
  );
}

export function QuestionDuplicate() {
  const id = useRecordId(duplicateRoute.useParams().id);
  const { translateTo } = duplicateRoute.useSearch();
  const source = useQuery({ ...questionQueryOptions(id ?? 0), enabled: id !== null });
  if (!source.data) return <Loading query={source} />;
  const q = source.data;
  const translating = translateTo && translateTo !== q.languageId ? translateTo : null;
  const initial = duplicateValues(q);
  return (
    <QuestionEditor
      key={`${q.id}-${translating ?? ''}`}
      mode={{
        kind: 'create',
        type: q.type,
        languageId: translating ?? q.languageId,
        assessmentIds: q.assessments.map((a) => a.id),
        // A translation renders the English question (a translation of a translation, its source).
        sourceQuestionId: translating ? (q.sourceQuestionId ?? q.id) : null,
        // Categories belong to one language: a translation is filed anew.
        initial: translating ? { ...initial, categoryId: null } : initial,
        prefilled: true,
        title: translating
          ? `Translate question ${q.id} into ${languageName(translating)}`
          : `Copy of question ${q.id}`,
        subtitle: translating
          ? 'Replace the English text with the translation; created once you start typing or press Create'
          : 'Created once you change something or press Create',
      }}
    />
  );
}
