// A question's history (QuestionRevisions), one revision read-only (ViewRevision), and the comparison of
// two revisions or of one with the revision before it (QuestionRevisionCompare, ...ComparePrevious).
import type { QuestionRevisionList, RevisionListRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BackLink } from '../../../lib/back-link';
import { formatDate } from '../../../lib/dates';
import { PageHeader } from '../../../lib/page-header';
import { RecordLoader } from '../../../lib/record-loader';
import { StatusTag } from '../../../lib/status-tag';
import { questionTypeLabels } from '../questions/search';
import { QuestionDiffView } from './diff-view';
import { diffQueryOptions, revisionListQueryOptions, revisionQueryOptions } from './queries';
import { olderFirst, revisionName } from './revision-text';
import './revisions.css';

const listRoute = getRouteApi('/_questions/questions/$id/revisions');
const viewRoute = getRouteApi('/_questions/questions/$questionId/revisions/$revisionId');
const compareRoute = getRouteApi('/_questions/questions/compare/$revisionId1/$revisionId2');
const previousRoute = getRouteApi('/_questions/questions/compare/$revisionId1/');

const toId = (value: string) => (/^\d+$/.test(value) ? Number(value) : 0);

function RevisionStatus({ row, currentId }: { row: RevisionListRow; currentId: number | null }) {
  return (
    <span className="cell-stack">
      {row.id === currentId && <StatusTag tone="success">Current</StatusTag>}
      {row.number === null && (
        <StatusTag tone="info">{row.stagedIntent ? `Staged: ${row.stagedIntent}` : 'Draft'}</StatusTag>
      )}
      <span>{row.reviewStatus}</span>
    </span>
  );
}

function RevisionTable({ list }: { list: QuestionRevisionList }) {
  const [ticked, setTicked] = useState<number[]>([]);
  const navigate = useNavigate();
  const toggle = (id: number, on: boolean) =>
    setTicked((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)));
  const compare = () => {
    const [older, newer] = olderFirst(list.revisions.filter((r) => ticked.includes(r.id)));
    if (!older || !newer) return;
    void navigate({
      to: '/questions/compare/$revisionId1/$revisionId2',
      params: { revisionId1: String(older.id), revisionId2: String(newer.id) },
    });
  };
  return (
    <>
      <div className="revision-list-actions">
        <button type="button" className="p-button p-component" disabled={ticked.length !== 2} onClick={compare}>
          Compare
        </button>
        <span className="cell-muted" aria-live="polite">
          {ticked.length === 2 ? 'Two revisions ticked' : 'Tick two revisions to compare them'}
        </span>
      </div>
      <table className="simple-table revision-list">
        <caption className="sr-only">Revisions, the draft first, then newest first</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Compare</span>
            </th>
            <th scope="col">Version</th>
            <th scope="col">Status</th>
            <th scope="col">Author</th>
            <th scope="col">Published</th>
            <th scope="col">What changed</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.revisions.map((row) => {
            const name = revisionName(row);
            return (
              <tr key={row.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Compare ${name}`}
                    checked={ticked.includes(row.id)}
                    disabled={ticked.length >= 2 && !ticked.includes(row.id)}
                    onChange={(e) => toggle(row.id, e.target.checked)}
                  />
                </td>
                <th scope="row">{name}</th>
                <td>
                  <RevisionStatus row={row} currentId={list.currentRevisionId} />
                </td>
                <td>{row.authorName ?? '—'}</td>
                <td>
                  {row.publishedAt ? (
                    <span className="cell-stack">
                      <span>{formatDate(row.publishedAt)}</span>
                      {row.publishedByName && <span className="cell-muted">by {row.publishedByName}</span>}
                    </span>
                  ) : (
                    <span className="cell-muted">Not published</span>
                  )}
                </td>
                <td>
                  {row.scoringChanged && <StatusTag tone="warning">Scoring</StatusTag>} {row.summary}
                </td>
                <td>
                  <span className="cell-stack">
                    <Link
                      to="/questions/$questionId/revisions/$revisionId"
                      params={{ questionId: String(list.questionId), revisionId: String(row.id) }}
                      aria-label={`View ${name}`}
                    >
                      View
                    </Link>
                    {row.previousId !== null && (
                      <Link
                        to="/questions/compare/$revisionId1"
                        params={{ revisionId1: String(row.id) }}
                        aria-label={`Compare ${name} with the previous revision`}
                      >
                        Compare with previous
                      </Link>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

export function QuestionRevisions() {
  const { id } = listRoute.useParams();
  const list = useQuery(revisionListQueryOptions(toId(id)));
  const back = <BackLink to={`/questions/${id}/edit`} label={`Question ${id}`} />;
  if (!list.data)
    return (
      <>
        <PageHeader back={back} />
        <RecordLoader query={list} what="revisions" />
      </>
    );
  const { type, languageId, state, revisions } = list.data;
  return (
    <div className="list-screen">
      <PageHeader
        back={back}
        subtitle={`Question ${id} · ${questionTypeLabels[type]} · ${languageId.toUpperCase()} · ${state} · ${revisions.length} ${revisions.length === 1 ? 'revision' : 'revisions'}`}
      />
      <RevisionTable list={list.data} />
    </div>
  );
}

export function ViewRevision() {
  const { questionId, revisionId } = viewRoute.useParams();
  const view = useQuery(revisionQueryOptions(toId(questionId), toId(revisionId)));
  const back = <BackLink to={`/questions/${questionId}/revisions`} label="Revisions" />;
  if (!view.data)
    return (
      <>
        <PageHeader back={back} />
        <RecordLoader query={view} what="revision" />
      </>
    );
  const { revision: r, previousId } = view.data;
  const name = revisionName(r);
  return (
    <div className="revision-read">
      <PageHeader
        back={back}
        title={`Question ${questionId}: ${name}`}
        subtitle={`${questionTypeLabels[view.data.type]} · ${view.data.languageId.toUpperCase()} · read-only`}
        actions={
          previousId !== null && (
            <Link
              className="p-button p-component p-button-outlined"
              to="/questions/compare/$revisionId1"
              params={{ revisionId1: String(r.id) }}
            >
              Compare with previous
            </Link>
          )
        }
      />
      <dl>
        <dt>Status</dt>
        <dd>
          {r.id === view.data.currentRevisionId ? 'Current · ' : ''}
          {r.reviewStatus}
          {r.stagedIntent ? ` · Staged: ${r.stagedIntent}` : ''}
        </dd>
        <dt>Author</dt>
        <dd>{view.data.authorName ?? '—'}</dd>
        <dt>Published</dt>
        <dd>
          {r.publishedAt
            ? `${formatDate(r.publishedAt)}${view.data.publishedByName ? ` by ${view.data.publishedByName}` : ''}`
            : 'Not published'}
        </dd>
        <dt>Points</dt>
        <dd>{r.points}</dd>
        <dt>Partial credit</dt>
        <dd>{r.partialCreditMode}</dd>
      </dl>
      <section>
        <h2>Prompt</h2>
        <p className="diff-text">{r.promptText || <em>No prompt</em>}</p>
      </section>
      <section>
        <h2>Answers</h2>
        {r.answers.length ? (
          <table className="simple-table">
            <caption className="sr-only">Answers</caption>
            <thead>
              <tr>
                <th scope="col">Answer</th>
                <th scope="col">Text</th>
                <th scope="col">Correct</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {r.answers.map((a, i) => (
                <tr key={a.key}>
                  <th scope="row">{String.fromCharCode(65 + i)}</th>
                  <td>{a.text}</td>
                  <td>{a.isCorrect ? 'Correct' : 'Not correct'}</td>
                  <td>{a.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="cell-muted">No answers (an essay question)</p>
        )}
      </section>
      <section>
        <h2>Feedback</h2>
        <p className="diff-text">{r.feedback || <em>No feedback</em>}</p>
      </section>
    </div>
  );
}

function Comparison({ a, b }: { a: number; b?: number }) {
  const diff = useQuery(diffQueryOptions(a, b));
  const questionId = diff.data?.questionId;
  const back = questionId ? <BackLink to={`/questions/${questionId}/revisions`} label="Revisions" /> : undefined;
  if (!diff.data)
    return (
      <>
        <PageHeader back={back} />
        <RecordLoader query={diff} what="comparison" />
      </>
    );
  const { before, after } = diff.data;
  return (
    <div>
      <PageHeader back={back} subtitle={`Question ${questionId}: ${revisionName(before)} → ${revisionName(after)}`} />
      <QuestionDiffView diff={diff.data.diff} before={before} after={after} />
    </div>
  );
}

export function QuestionRevisionCompare() {
  const { revisionId1, revisionId2 } = compareRoute.useParams();
  return <Comparison a={toId(revisionId1)} b={toId(revisionId2)} />;
}

export function QuestionRevisionComparePrevious() {
  const { revisionId1 } = previousRoute.useParams();
  return <Comparison a={toId(revisionId1)} />;
}
