// Review Staged Questions (/questions/staged/{selected}): the staged change set read like a pull request.
// Per item: what changes for scoring, its diff against the current revision, what it reaches (tests,
// sections, platform calls), the comments so far, and Approve / Reject / Comment. Then one commit of the
// approved items with intent Publish or Archive, confirmed first with its impact on the platform budget.
import type { PlatformPlan, StagedIntent, StagedItem, StagedReview } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { BackLink } from '../../../lib/back-link';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { handledErrorMessage, isHandledByForm } from '../../../lib/form/form-api';
import { formatCount } from '../../../lib/format';
import { Modal } from '../../../lib/modal';
import { PageHeader } from '../../../lib/page-header';
import { RecordLoader } from '../../../lib/record-loader';
import { StatusTag } from '../../../lib/status-tag';
import { toast } from '../../../lib/toast';
import { questionTypeLabels } from '../questions/search';
import { QuestionDiffView } from './diff-view';
import { commitStaged, reviewStaged, stagedReviewQueryOptions } from './queries';
import { revisionName } from './revision-text';
import './revisions.css';

const route = getRouteApi('/_questions/questions/staged/$selected');

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

function waitText(plan: PlatformPlan) {
  if (plan.publishCalls === 0) return 'A commit of the approved items makes no call to ClassMarker.';
  const when =
    plan.estimatedMinutes === 0
      ? 'all within this hour’s calls left'
      : `the last about ${plural(plan.estimatedMinutes, 'minute')} from now`;
  return `Publishing the approved items queues ${plural(plan.publishCalls, 'question update')} for ClassMarker: ${when}.`;
}

function PlatformPanel({ plan }: { plan: PlatformPlan }) {
  return (
    <section className="staged-platform" aria-labelledby="staged-platform-title">
      <h2 id="staged-platform-title">ClassMarker sync plan</h2>
      <p>{waitText(plan)}</p>
      <p className="cell-muted">
        Budget {plural(plan.callsPerHour, 'call')} an hour · {formatCount(plan.usedThisHour)} used in the last hour ·{' '}
        {plural(plan.queued, 'item')} already queued ahead
      </p>
    </section>
  );
}

function Impact({ item }: { item: StagedItem }) {
  const { assessments, sections, platformCalls } = item.impact;
  return (
    <dl className="staged-impact" aria-label={`Impact of question ${item.questionId}`}>
      <div>
        <dt>Tests using it</dt>
        <dd>{assessments.length ? assessments.map((a) => `${a.code} (${a.name})`).join(', ') : 'None'}</dd>
      </div>
      {sections.length > 0 && (
        <div>
          <dt>Sections</dt>
          <dd>{sections.map((s) => s.name).join(', ')}</dd>
        </div>
      )}
      <div>
        <dt>ClassMarker calls</dt>
        <dd>{platformCalls === 0 ? 'None (archiving is kept in Eco)' : plural(platformCalls, 'question update')}</dd>
      </div>
    </dl>
  );
}

function ReviewForm({ item, onDone }: { item: StagedItem; onDone: () => void }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const send = async (decision: 'Approved' | 'Rejected' | null) => {
    setBusy(true);
    setError(null);
    try {
      await reviewStaged(item.revisionId, { decision, comment, version: item.version });
      setComment('');
      toast.success(
        decision === 'Approved'
          ? `Question ${item.questionId} approved.`
          : decision === 'Rejected'
            ? `Question ${item.questionId} rejected: back to Draft.`
            : 'Comment added.',
      );
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setError(e.fieldErrors.comment?.[0] ?? handledErrorMessage(e));
      else if (isHandledByForm(e)) toast.error(handledErrorMessage(e), 'Not reviewed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="staged-review-form">
      <label htmlFor={`${id}-comment`}>Comment on question {item.questionId}</label>
      <textarea
        id={`${id}-comment`}
        className="p-inputtextarea p-inputtext p-component"
        value={comment}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setComment(e.target.value)}
      />
      {error && (
        <small id={`${id}-error`} className="p-error">
          {error}
        </small>
      )}
      <div className="staged-review-buttons">
        <button
          type="button"
          className="p-button p-component p-button-sm"
          disabled={busy || item.reviewStatus === 'Approved'}
          onClick={() => void send('Approved')}
        >
          Approve question {item.questionId}
        </button>
        <button
          type="button"
          className="p-button p-component p-button-sm p-button-danger p-button-outlined"
          disabled={busy}
          onClick={() => void send('Rejected')}
        >
          Reject
        </button>
        <button
          type="button"
          className="p-button p-component p-button-sm p-button-text"
          disabled={busy}
          onClick={() => void send(null)}
        >
          Comment
        </button>
      </div>
    </div>
  );
}

function StagedItemCard({ item, onChanged }: { item: StagedItem; onChanged: () => void }) {
  const titleId = useId();
  return (
    <article className="staged-item" aria-labelledby={titleId}>
      <header>
        <h2 id={titleId}>Question {item.questionId}</h2>
        <StatusTag tone={item.intent === 'Archive' ? 'danger' : 'info'}>{item.intent}</StatusTag>
        <StatusTag tone={item.reviewStatus === 'Approved' ? 'success' : 'warning'}>{item.reviewStatus}</StatusTag>
        <span className="cell-muted">
          {questionTypeLabels[item.type]} · {item.languageId.toUpperCase()}
          {item.stagedAt ? ` · staged ${formatDate(item.stagedAt)}` : ''}
          {item.stagedByName ? ` by ${item.stagedByName}` : ''}
        </span>
      </header>
      <p>{item.promptExcerpt || <em>No prompt</em>}</p>
      <Impact item={item} />
      <details open>
        <summary>
          {item.intent === 'Archive'
            ? `Archive: the question leaves the bank (${revisionName(item.current)} stays in its history)`
            : `Changes against ${item.current ? revisionName(item.current) : 'nothing (first revision)'}`}
        </summary>
        <QuestionDiffView
          diff={item.diff}
          before={item.current}
          after={{ id: item.revisionId, number: null, publishedAt: null }}
          headingLevel={3}
        />
      </details>
      <h3>Reviews</h3>
      {item.reviews.length ? (
        <ul className="staged-reviews">
          {item.reviews.map((r) => (
            <li key={r.id}>
              <strong>{r.authorName ?? 'Someone'}</strong>
              {r.decision && (
                <>
                  {' '}
                  <StatusTag tone={r.decision === 'Approved' ? 'success' : 'danger'}>{r.decision}</StatusTag>
                </>
              )}{' '}
              <span className="cell-muted">{formatDateTime(r.createdAt)}</span>
              {r.comment && <p className="diff-text">{r.comment}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="cell-muted">No reviews yet.</p>
      )}
      <ReviewForm item={item} onDone={onChanged} />
    </article>
  );
}

function CommitBar({ review, onDone }: { review: StagedReview; onDone: () => void }) {
  const [asking, setAsking] = useState<StagedIntent | null>(null);
  const approved = (intent: StagedIntent) =>
    review.items.filter((i) => i.reviewStatus === 'Approved' && i.intent === intent);
  const chosen = asking ? approved(asking) : [];
  const commit = async () => {
    if (!asking) return false;
    try {
      const done = await commitStaged({
        intent: asking,
        items: chosen.map((i) => ({ revisionId: i.revisionId, version: i.version })),
      });
      toast.success(
        `${asking === 'Publish' ? 'Published' : 'Archived'} ${plural(done.committed.length, 'question')}.`,
        'Committed',
      );
      return true;
    } catch (e) {
      if (isHandledByForm(e)) toast.error(handledErrorMessage(e), 'Nothing committed');
      return true;
    } finally {
      onDone();
    }
  };
  return (
    <div className="staged-commit">
      {(['Publish', 'Archive'] as const).map((intent) => {
        const n = approved(intent).length;
        return (
          <button
            key={intent}
            type="button"
            className={`p-button p-component${intent === 'Archive' ? ' p-button-danger p-button-outlined' : ''}`}
            disabled={n === 0}
            onClick={() => setAsking(intent)}
          >
            {intent} {formatCount(n)} approved
          </button>
        );
      })}
      <span className="cell-muted">Only approved items are committed, all together or none.</span>
      <Modal
        open={asking !== null}
        title={`${asking ?? ''} ${plural(chosen.length, 'approved question')}?`}
        okLabel={`${asking ?? ''} ${formatCount(chosen.length)}`}
        okSeverity={asking === 'Archive' ? 'danger' : 'primary'}
        onOk={commit}
        onHide={() => setAsking(null)}
      >
        <p>
          {asking === 'Publish'
            ? 'Each becomes its question’s current revision, used by the tests below from now on.'
            : 'Each question is archived: it leaves the bank and the tests below.'}
        </p>
        <ul>
          {chosen.map((i) => (
            <li key={i.questionId}>
              Question {i.questionId}: {i.diff.summary[0]}
              {i.impact.assessments.length ? ` · tests ${i.impact.assessments.map((a) => a.code).join(', ')}` : ''}
            </li>
          ))}
        </ul>
        {asking === 'Publish' && <p>{waitText({ ...review.platform, publishCalls: chosen.length })}</p>}
      </Modal>
    </div>
  );
}

export function StagedQuestions() {
  const { selected } = route.useParams();
  const review = useQuery(stagedReviewQueryOptions(selected));
  const back = <BackLink to="/questions" label="Questions" />;
  if (!review.data)
    return (
      <>
        <PageHeader back={back} />
        <RecordLoader query={review} what="staged questions" />
      </>
    );
  const { items, totalStaged, platform } = review.data;
  const approvedCount = items.filter((i) => i.reviewStatus === 'Approved').length;
  const refetch = () => void review.refetch();
  return (
    <div className="staged-screen">
      <PageHeader
        back={back}
        subtitle={`${plural(totalStaged, 'staged question')}${totalStaged > items.length ? ` (the ${formatCount(items.length)} staged first shown)` : ''} · ${formatCount(approvedCount)} approved`}
      />
      {items.length === 0 ? (
        <p>Nothing is staged{selected === 'all' ? '' : ' among the questions chosen'}.</p>
      ) : (
        <>
          <PlatformPanel plan={platform} />
          {items.map((item) => (
            <StagedItemCard key={item.questionId} item={item} onChanged={refetch} />
          ))}
          <CommitBar review={review.data} onDone={refetch} />
        </>
      )}
    </div>
  );
}
