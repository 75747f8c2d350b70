// The question in each language (GET /questions/{id}/translated): the English source, and each
// translation current with the English revision or outdated (made from an earlier one), or missing, with
// a way to start it from the English question.
import type { QuestionTranslations } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { languageName } from '../../../lib/format';
import { StatusTag, type Tone } from '../../../lib/status-tag';
import { questionTranslationsQueryOptions } from './queries';

type Translation = QuestionTranslations['translations'][number];

const tones: Record<Translation['status'], Tone> = {
  source: 'info',
  current: 'success',
  outdated: 'warning',
  missing: 'neutral',
};
const words: Record<Translation['status'], string> = {
  source: 'English source',
  current: 'Up to date',
  outdated: 'Outdated',
  missing: 'Not translated',
};

function detail(t: Translation) {
  if (t.status === 'missing') return null;
  const revision = t.revisionNumber ? `Revision ${t.revisionNumber}` : 'Draft';
  if (t.status === 'source') return revision;
  return `${revision}, from English revision ${t.sourceRevisionNumber ?? '?'}`;
}

export function TranslationsPanel({ questionId, canCreate }: { questionId: number; canCreate: boolean }) {
  const query = useQuery(questionTranslationsQueryOptions(questionId));
  return (
    <section className="side-panel question-translations" aria-labelledby="question-translations-title">
      <h2 id="question-translations-title" className="side-panel__title">
        Translations
      </h2>
      {query.isPending && <p className="cell-muted">Loading…</p>}
      {query.isError && (
        <p className="cell-muted">
          Could not load the translations.{' '}
          <button type="button" className="p-button p-button-link p-button-sm" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      )}
      {query.data && (
        <ul className="question-translations__list">
          {query.data.translations.map((t) => (
            <li key={t.languageId}>
              <div className="question-translations__head">
                <strong>{languageName(t.languageId)}</strong>{' '}
                <StatusTag tone={tones[t.status]}>{words[t.status]}</StatusTag>
              </div>
              {detail(t) && <span className="cell-muted">{detail(t)}</span>}
              {t.questionId && t.questionId !== questionId && (
                <Link to="/questions/$id/edit" params={{ id: String(t.questionId) }} className="cell-link">
                  Open question {t.questionId}
                </Link>
              )}
              {t.questionId === questionId && <span className="cell-muted"> (this question)</span>}
              {t.status === 'missing' && canCreate && query.data.sourceCurrentRevisionId && (
                <Link
                  to="/questions/$id/duplicate"
                  params={{ id: String(query.data.sourceQuestionId) }}
                  search={{ translateTo: t.languageId as 'en' | 'zh' | 'ja' }}
                  className="cell-link"
                >
                  Translate into {languageName(t.languageId)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
