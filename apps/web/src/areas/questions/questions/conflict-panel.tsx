// Someone else saved this question while it was being edited here (a 409), or a reload brought back
// unsaved changes made on an older version: both versions side by side, what differs marked, and the
// author chooses. Nothing is saved over the other version until then.
import { formatDateTime } from '../../../lib/dates';
import { type AnswerValues, promptTextOf, type QuestionValues } from './values';

const answerLine = (a: AnswerValues) => `${a.isCorrect ? '✓' : '✗'} ${a.text || '(empty)'} — ${a.points} pt`;

function rows(v: QuestionValues, categoryName: (id: number | null) => string) {
  return [
    { label: 'Prompt', text: promptTextOf(v.prompt) || '(empty)' },
    { label: 'Answers', text: v.answers.map(answerLine).join('\n') || '(none)' },
    { label: 'Feedback', text: v.feedback || '(none)' },
    { label: 'Points', text: String(v.points) },
    { label: 'Partial credit', text: v.partialCreditMode },
    { label: 'Category', text: categoryName(v.categoryId) },
  ];
}

export function ConflictPanel({
  mine,
  theirs,
  theirsAt,
  categoryName,
  onKeepMine,
  onTakeTheirs,
}: {
  mine: QuestionValues;
  theirs: QuestionValues | null;
  theirsAt: string | null;
  categoryName: (id: number | null) => string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const a = rows(mine, categoryName);
  const b = theirs ? rows(theirs, categoryName) : null;
  return (
    <section className="question-conflict" role="alert" aria-labelledby="question-conflict-title">
      <h2 id="question-conflict-title">Someone else changed this question</h2>
      <p>Your changes are not saved, and nothing was overwritten. Compare the two versions and choose which to keep.</p>
      {b ? (
        <table className="simple-table question-conflict__table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Your version (not saved)</th>
              <th scope="col">Saved version{theirsAt ? ` (${formatDateTime(theirsAt)})` : ''}</th>
            </tr>
          </thead>
          <tbody>
            {a.map((row, i) => {
              const other = b[i]?.text ?? '';
              const differs = other !== row.text;
              return (
                <tr key={row.label} className={differs ? 'question-conflict__differs' : undefined}>
                  <th scope="row">
                    {row.label}
                    {differs && <span className="sr-only"> (differs)</span>}
                  </th>
                  <td className="question-conflict__text">{row.text}</td>
                  <td className="question-conflict__text">{other}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>Reading the saved version…</p>
      )}
      <div className="question-conflict__actions">
        <button type="button" className="p-button p-component p-button-sm" disabled={!b} onClick={onKeepMine}>
          Keep my version (save it over theirs)
        </button>
        <button
          type="button"
          className="p-button p-component p-button-sm p-button-outlined"
          disabled={!b}
          onClick={onTakeTheirs}
        >
          Use the saved version (drop mine)
        </button>
      </div>
    </section>
  );
}
