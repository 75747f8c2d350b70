// Question Stats (/questions/stats/{selected}): for the questions ticked in the list, each one's answer,
// correct answer and point counts and their totals (spec section 9's export statistics), and, once
// candidates have answered, how hard each was (facility) and how well it told strong from weak
// candidates (discrimination), flagged when outside the usual bounds.
import type { QuestionStatsResult } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { BackLink } from '../../../lib/back-link';
import { formatCount } from '../../../lib/format';
import { PageHeader } from '../../../lib/page-header';
import { RecordLoader } from '../../../lib/record-loader';
import { StatusTag } from '../../../lib/status-tag';
import { questionStatsQueryOptions } from './queries';
import { questionTypeLabels } from './search';
import './questions.css';

const route = getRouteApi('/_questions/questions/stats/$selected');

type Row = QuestionStatsResult['questions'][number];
const percent = (n: number) => `${Math.round(n * 100)}%`;
const points = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Facility under 20% or over 90%, discrimination under 0.2: worth a look (design anchors, section 6). */
export function performanceFlags(p: NonNullable<Row['performance']>): string[] {
  const flags: string[] = [];
  if (p.facility !== null && p.facility < 0.2) flags.push('Very hard');
  if (p.facility !== null && p.facility > 0.9) flags.push('Very easy');
  if (p.discrimination !== null && p.discrimination < 0.2) flags.push('Weak discrimination');
  return flags;
}

function Performance({ row }: { row: Row }) {
  const p = row.performance;
  if (!p) return <span className="cell-muted">No results yet</span>;
  return (
    <div className="cell-stack">
      <span>
        Facility {p.facility === null ? '—' : percent(p.facility)} · Discrimination{' '}
        {p.discrimination === null ? '—' : p.discrimination.toFixed(2)}
      </span>
      {performanceFlags(p).map((flag) => (
        <StatusTag key={flag} tone="warning">
          {flag}
        </StatusTag>
      ))}
    </div>
  );
}

export function QuestionStats() {
  const { selected } = route.useParams();
  const stats = useQuery(questionStatsQueryOptions(selected));
  const back = <BackLink to="/questions" label="Questions" />;
  if (!stats.data) {
    return (
      <>
        <PageHeader back={back} />
        <RecordLoader query={stats} what="statistics" />
      </>
    );
  }
  const { questions, totals } = stats.data;
  const asked = selected.split(',').filter(Boolean).length;
  return (
    <div className="list-screen">
      <PageHeader
        back={back}
        subtitle={
          questions.length < asked
            ? `${formatCount(questions.length)} of the ${formatCount(asked)} questions asked for (the others do not exist)`
            : `${formatCount(questions.length)} ${questions.length === 1 ? 'question' : 'questions'}`
        }
      />
      <dl className="question-totals" aria-label="Totals">
        <div>
          <dt>Questions</dt>
          <dd>{formatCount(totals.questionCount)}</dd>
        </div>
        <div>
          <dt>Answers</dt>
          <dd>{formatCount(totals.answerCount)}</dd>
        </div>
        <div>
          <dt>Correct answers</dt>
          <dd>{formatCount(totals.correctAnswerCount)}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{points(totals.points)}</dd>
        </div>
      </dl>
      <div className="question-stats-scroll">
        <table className="simple-table question-stats">
          <caption className="sr-only">Statistics per question</caption>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Question</th>
              <th scope="col">Type</th>
              <th scope="col">Revision</th>
              <th scope="col" className="cell-number">
                Answers
              </th>
              <th scope="col" className="cell-number">
                Correct
              </th>
              <th scope="col" className="cell-number">
                Points
              </th>
              <th scope="col">Results</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((row) => (
              <tr key={row.questionId}>
                <td className="cell-code">{row.questionId}</td>
                <td>
                  <Link to="/questions/$id/edit" params={{ id: String(row.questionId) }} className="cell-link">
                    {row.promptExcerpt || <em>No prompt yet</em>}
                  </Link>
                  <span className="cell-muted"> ({row.languageId})</span>
                </td>
                <td>{questionTypeLabels[row.type]}</td>
                <td>{row.revisionNumber ?? <span className="cell-muted">Draft</span>}</td>
                <td className="cell-number">{formatCount(row.answerCount)}</td>
                <td className="cell-number">{formatCount(row.correctAnswerCount)}</td>
                <td className="cell-number">{points(row.points)}</td>
                <td>
                  <Performance row={row} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td className="cell-number">{formatCount(totals.answerCount)}</td>
              <td className="cell-number">{formatCount(totals.correctAnswerCount)}</td>
              <td className="cell-number">{points(totals.points)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
