// Enrollment Code (/enrollment-codes/$id): one code as it is now (its course, learner, order, redemption
// and revocation) and its history. Nothing on it is edited: revoke, reinstate and resend are the list's
// actions, so the page reads the same for everyone who may see the code.
import type { EnrollmentCodeRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { BackLink } from '../../lib/back-link';
import { formatDateTime } from '../../lib/dates';
import { canReadHistory, HistoryPanel } from '../../lib/history/history-panel';
import { PageHeader } from '../../lib/page-header';
import { useRecordId } from '../../lib/record-id';
import { RecordLoader } from '../../lib/record-loader';
import { StatusTag, stateTone } from '../../lib/status-tag';
import { useHeldCapabilities } from '../../shell/profile';
import { enrollmentCodeLookupQueryOptions, enrollmentCodeQueryOptions } from './queries';

const LIST = '/enrollment-codes';
const route = getRouteApi('/_codes/enrollment-codes/$id');

export function EnrollmentCodeView() {
  const id = useRecordId(route.useParams().id);
  const code = useQuery({ ...enrollmentCodeQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return null;
  if (!code.data) return <RecordLoader query={code} what="enrollment code" />;
  return <EnrollmentCodeDetail code={code.data} />;
}

const orDash = (value: string | null | undefined) => value || '—';

function EnrollmentCodeDetail({ code }: { code: EnrollmentCodeRow }) {
  const held = useHeldCapabilities();
  const lookup = useQuery(enrollmentCodeLookupQueryOptions).data;
  return (
    <>
      <PageHeader
        back={<BackLink to={LIST} label="Enrollment codes" />}
        subtitle={
          <span className="tag-row">
            <span className="cell-code">{code.code}</span>
            <StatusTag tone={stateTone(code.state)}>{code.state}</StatusTag>
          </span>
        }
      />
      <section className="form-section" aria-labelledby="enrollment-code-facts">
        <div className="form-section__intro">
          <h2 className="form-section__title" id="enrollment-code-facts">
            Enrollment code
          </h2>
          <p className="form-section__description">The online course it opens, who it is for and where it was sold.</p>
        </div>
        <dl className="detail-list">
          <dt>Code</dt>
          <dd className="cell-code">{code.code}</dd>
          <dt>Suffix</dt>
          <dd>{orDash(code.suffix)}</dd>
          <dt>State</dt>
          <dd>{code.state}</dd>
          <dt>Online course</dt>
          <dd>{code.onlineCourseName}</dd>
          <dt>Learner</dt>
          <dd>{code.userName ? `${code.userName} (${orDash(code.userEmail)})` : orDash(code.userEmail)}</dd>
          <dt>Order number</dt>
          <dd>{orDash(code.orderNumber)}</dd>
          <dt>Order e-mail</dt>
          <dd>{orDash(code.orderEmail)}</dd>
          <dt>Redeemed</dt>
          <dd>
            {code.isRedeemed ? formatDateTime(code.redeemedAt) : 'No'}
            {code.userOnlineClassId && code.userEmail && held.has('canViewUserOnlineClasses') && (
              <>
                {' · '}
                <Link to="/classes/self-paced" search={{ userEmail: code.userEmail } as never}>
                  Enrollment {code.userOnlineClassId}
                </Link>
              </>
            )}
          </dd>
          {code.isRevoked && (
            <>
              <dt>Revoked</dt>
              <dd>
                {formatDateTime(code.revokedAt)}
                {code.revokedByName ? ` by ${code.revokedByName}` : ''}
                {code.revokedReason ? `: ${code.revokedReason}` : ''}
              </dd>
            </>
          )}
          <dt>Created</dt>
          <dd>{formatDateTime(code.createdAt)}</dd>
          <dt>Changed</dt>
          <dd>{formatDateTime(code.updatedAt)}</dd>
        </dl>
      </section>
      {canReadHistory('enrollment-code', held) && (
        <HistoryPanel
          entity="enrollment-code"
          id={code.id}
          canOpenEmails={held.has('canManageSystemData')}
          labels={{ onlineCourseId: 'Online course', userEmail: 'Learner e-mail', isRevoked: 'Revoked' }}
          format={(field, value) =>
            field === 'onlineCourseId' ? lookup?.onlineCourses.find((c) => c.value === value)?.displayName : undefined
          }
        />
      )}
    </>
  );
}
