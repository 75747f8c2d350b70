// The answers of a multiple choice or true/false question: each with its text, whether it is correct and
// its points, errors beside the answer they name ('answers.2.points'). Multiple choice may have one or
// several correct answers and up to 50; true/false has exactly True and False, one of them correct.
import type { PartialCreditMode, QuestionType } from '@eco/contract';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';
import { type AnswerValues, correctPoints, type QuestionValues, setCorrect, spreadPoints } from './values';

const MAX_ANSWERS = 50;

function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <small id={id} className="form-field__error" role="alert">
      {error}
    </small>
  );
}

export function AnswersField({
  type,
  values,
  onChange,
  error,
  readOnly,
}: {
  type: QuestionType;
  values: QuestionValues;
  onChange: (values: QuestionValues) => void;
  error: (path: string) => string | undefined;
  readOnly: boolean;
}) {
  const groupId = useId();
  const trueFalse = type === 'truefalse';
  const answers = values.answers;
  const listError = error('answers');
  const sum = correctPoints(answers);
  const setAnswer = (index: number, patch: Partial<AnswerValues>) =>
    onChange({ ...values, answers: answers.map((a, i) => (i === index ? { ...a, ...patch } : a)) });
  const remove = (index: number) =>
    onChange({
      ...values,
      answers: spreadPoints(
        answers.filter((_, i) => i !== index),
        values.points,
      ),
    });
  const add = () => onChange({ ...values, answers: [...answers, { text: '', isCorrect: false, points: 0 }] });
  const negativeAllowed: PartialCreditMode = 'Partial w/ Deduction';

  return (
    <fieldset className="question-answers" aria-describedby={listError ? `${groupId}-error` : undefined}>
      <legend className="form-field__label">
        Answers{' '}
        <span className="cell-muted">
          ({trueFalse ? 'mark the correct one' : 'mark one or several correct'}; correct answers’ points add up to {sum}{' '}
          of {values.points})
        </span>
      </legend>
      <ErrorLine id={`${groupId}-error`} error={listError} />
      <ol className="question-answers__list">
        {answers.map((answer, index) => {
          const rowId = `${groupId}-${index}`;
          const textError = error(`answers.${index}.text`);
          const pointsError = error(`answers.${index}.points`);
          const name = answer.text.trim() || `Answer ${index + 1}`;
          return (
            <li
              key={answer.key ?? `new-${index}`}
              className={`question-answer${answer.isCorrect ? ' question-answer--correct' : ''}`}
            >
              <label className="question-answer__correct">
                <input
                  type={trueFalse ? 'radio' : 'checkbox'}
                  name={`${groupId}-correct`}
                  checked={answer.isCorrect}
                  // The visible word is the start of the name; the answer it belongs to completes it.
                  aria-label={`Correct: ${name}`}
                  disabled={readOnly}
                  onChange={(event) => onChange(setCorrect(values, index, event.target.checked, trueFalse))}
                />
                <span aria-hidden="true">Correct</span>
              </label>
              <div className="question-answer__text">
                <label htmlFor={`${rowId}-text`} className="sr-only">
                  Answer {index + 1} text
                </label>
                <InputText
                  id={`${rowId}-text`}
                  value={answer.text}
                  readOnly={readOnly || trueFalse}
                  aria-invalid={!!textError}
                  aria-describedby={textError ? `${rowId}-text-error` : undefined}
                  className={textError ? 'p-invalid' : undefined}
                  placeholder={`Answer ${index + 1}`}
                  onChange={(event) => setAnswer(index, { text: event.target.value })}
                />
                <ErrorLine id={`${rowId}-text-error`} error={textError} />
              </div>
              <div className="question-answer__points">
                <label htmlFor={`${rowId}-points`} className="sr-only">
                  Points for {name}
                </label>
                <InputNumber
                  inputId={`${rowId}-points`}
                  value={answer.points}
                  mode="decimal"
                  minFractionDigits={0}
                  maxFractionDigits={2}
                  min={values.partialCreditMode === negativeAllowed ? -10_000 : 0}
                  max={10_000}
                  disabled={readOnly}
                  invalid={!!pointsError}
                  aria-describedby={pointsError ? `${rowId}-points-error` : undefined}
                  inputClassName="question-answer__points-input"
                  onValueChange={(event) => setAnswer(index, { points: event.value ?? 0 })}
                />
                <ErrorLine id={`${rowId}-points-error`} error={pointsError} />
              </div>
              {!trueFalse && !readOnly && (
                <button
                  type="button"
                  className="p-button p-button-text p-button-sm p-button-danger question-answer__remove"
                  aria-label={`Remove ${name}`}
                  title="Remove this answer"
                  onClick={() => remove(index)}
                >
                  <span className="pi pi-trash" aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {!trueFalse && !readOnly && (
        <button
          type="button"
          className="p-button p-button-outlined p-button-sm"
          disabled={answers.length >= MAX_ANSWERS}
          onClick={add}
        >
          <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
          <span className="p-button-label">Add answer</span>
        </button>
      )}
    </fieldset>
  );
}
