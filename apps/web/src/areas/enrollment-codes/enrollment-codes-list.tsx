// Enrollment Codes (/enrollment-codes): find codes by the spec's filters (exact match by default), 100 a
// page; select rows to revoke, reinstate or resend them, each with a per-code outcome; CSV of the filter.
// A redeemed code says which learner and self-paced enrollment it opened.
import { contract, type EnrollmentCodeRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { CodeBulkActions } from '../../lib/bulk/code-bulk-actions';
import { formatDate, formatDateTime } from '../../lib/dates';
import { totalOf } from '../../lib/format';
import { LinkButton } from '../../lib/link-button';
import { CsvButton, ExportProgress, useCsvExport } from '../../lib/list/csv-export';
import { FilterBar } from '../../lib/list/filter-bar';
import { ExactMatchFilter, SelectFilter, TextFilter, YesNoFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { PageHeader } from '../../lib/page-header';
import { courseChoices } from '../../lib/pickers/choices';
import { StatusTag, stateTone } from '../../lib/status-tag';
import { useHeldCapabilities } from '../../shell/profile';
import {
  enrollmentCodeListQueryOptions,
  enrollmentCodeLookupQueryOptions,
  enrollmentCodesMatching,
  reinstateEnrollmentCodes,
  resendEnrollmentCodes,
  revokeEnrollmentCodes,
} from './queries';
import { enrollmentCodeSearch } from './search';

const route = getRouteApi('/_codes/enrollment-codes/');

function redeemedDetail(row: EnrollmentCodeRow): string {
  const who = row.userName ?? row.userEmail;
  return `redeemed${who ? ` by ${who}` : ''}${row.redeemedAt ? ` on ${formatDate(row.redeemedAt)}` : ''}${
    row.userOnlineClassId ? `; it opened self-paced enrollment ${row.userOnlineClassId}, which stays open` : ''
  }`;
}

export function EnrollmentCodesList() {
  const search = route.useSearch();
  const list = useList({
    spec: enrollmentCodeSearch,
    search,
    query: enrollmentCodeListQueryOptions,
    area: 'codes',
    path: '/enrollment-codes',
  });
  const lookup = useQuery(enrollmentCodeLookupQueryOptions);
  const held = useHeldCapabilities();
  const canUpdate = held.has('canUpdateEnrollmentCodes');
  const exporter = useCsvExport();
  const { page: _p, pageSize: _s, ...filters } = search;

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'enrollment code')}
        actions={
          <>
            <CsvButton
              exporter={exporter}
              onClick={() =>
                void exporter.run(contract.enrollmentCodes.export, { query: filters }, 'enrollment-codes.csv')
              }
            />
            {held.has('canCreateEnrollmentCodes') && (
              <LinkButton to="/enrollment-codes/generate" label="Generate enrollment codes" icon="pi pi-plus" />
            )}
          </>
        }
      />
      <FilterBar list={list} label="Filter enrollment codes" end={<ExactMatchFilter />}>
        <TextFilter name="enrollmentCode" label="Enrollment code" />
        <TextFilter name="suffix" label="Suffix" />
        <SelectFilter
          name="onlineCourseId"
          label="Online course"
          wide
          options={courseChoices(lookup.data?.onlineCourses)}
        />
        <TextFilter name="orderNumber" label="Order number" />
        <TextFilter name="orderEmail" label="Order e-mail" wide />
        <TextFilter name="userEmail" label="Learner e-mail" wide />
        <TextFilter name="userAdmId" label="Learner (admId)" wide />
        <YesNoFilter name="isRedeemed" label="Redeemed" yes="Redeemed" no="Not redeemed" />
        <YesNoFilter name="isRevoked" label="Revoked" yes="Revoked" no="Not revoked" />
      </FilterBar>
      <ExportProgress exporter={exporter} />
      {canUpdate && (
        <CodeBulkActions
          what="enrollment code"
          plural="enrollment codes"
          list={list}
          redeemedDetail={redeemedDetail}
          recipient="its learner (else the order e-mail)"
          revoke={revokeEnrollmentCodes}
          reinstate={reinstateEnrollmentCodes}
          resend={resendEnrollmentCodes}
          matching={enrollmentCodesMatching}
        />
      )}
      <ListTable
        list={list}
        label="enrollment codes"
        selectLabel={canUpdate ? (row: EnrollmentCodeRow) => `Select enrollment code ${row.code}` : undefined}
      >
        <Column
          field="code"
          header="Enrollment code"
          sortable
          body={(row: EnrollmentCodeRow) => (
            <Link
              to="/enrollment-codes/$id"
              params={{ id: String(row.id) }}
              className="cell-link cell-code"
              aria-label={`View enrollment code ${row.code}`}
            >
              {row.code}
            </Link>
          )}
        />
        <Column
          header="Online course"
          body={(row: EnrollmentCodeRow) => {
            // "PSM-OL: Professional Scrum Master Online": the code stands out, the name follows.
            const [code, ...name] = row.onlineCourseName.split(': ');
            return name.length > 0 ? (
              <div className="cell-stack cell-course">
                <span className="cell-code">{code}</span>
                <span className="cell-muted">{name.join(': ')}</span>
              </div>
            ) : (
              row.onlineCourseName
            );
          }}
        />
        <Column
          header="State"
          body={(row: EnrollmentCodeRow) => (
            <div className="cell-stack">
              <StatusTag tone={stateTone(row.state)}>{row.state}</StatusTag>
              {row.isRevoked && row.revokedReason && <span className="cell-muted cell-wrap">{row.revokedReason}</span>}
            </div>
          )}
        />
        <Column
          header="Learner"
          body={(row: EnrollmentCodeRow) =>
            row.userEmail || row.userName ? (
              <div className="cell-stack">
                <span>{row.userName ?? row.userEmail}</span>
                {row.userName && row.userEmail && <span className="cell-muted">{row.userEmail}</span>}
              </div>
            ) : (
              '—'
            )
          }
        />
        <Column
          header="Redeemed"
          body={(row: EnrollmentCodeRow) =>
            row.isRedeemed ? (
              <div className="cell-stack">
                <span>{formatDate(row.redeemedAt)}</span>
                {row.userOnlineClassId && row.userEmail && (
                  <Link
                    to="/classes/self-paced"
                    search={{ userEmail: row.userEmail } as never}
                    className="cell-muted"
                    title="The self-paced enrollment it opened"
                  >
                    Enrollment {row.userOnlineClassId}
                  </Link>
                )}
              </div>
            ) : (
              '—'
            )
          }
        />
        <Column
          field="orderNumber"
          header="Order"
          sortable
          body={(row: EnrollmentCodeRow) => (
            <div className="cell-stack">
              <span>{row.orderNumber ?? '—'}</span>
              {row.orderEmail && <span className="cell-muted">{row.orderEmail}</span>}
            </div>
          )}
        />
        <Column
          field="createdAt"
          header="Created"
          sortable
          body={(row: EnrollmentCodeRow) => (
            <span title={formatDateTime(row.createdAt)}>{formatDate(row.createdAt)}</span>
          )}
        />
      </ListTable>
    </div>
  );
}
