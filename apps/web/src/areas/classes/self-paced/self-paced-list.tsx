// Self-Paced Students (UserOnlineClassList, /classes/self-paced): learners enrolled in online courses,
// filtered by e-mail, start-date window, online course and revoked; revoke with a reason; CSV download
// of every row the filters match.
import { contract, type SelfPacedStudent } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { useMemo, useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { handledErrorMessage, isHandledByForm } from '../../../lib/form/form-api';
import { totalOf } from '../../../lib/format';
import { dateWindowFilter } from '../../../lib/list/column-filters';
import { CsvButton, ExportProgress, useCsvExport } from '../../../lib/list/csv-export';
import { dateWindow, FilterBar } from '../../../lib/list/filter-bar';
import { DateFilter, SelectFilter, TextFilter, YesNoFilter } from '../../../lib/list/filter-fields';
import { ListTable } from '../../../lib/list/list-table';
import { useList } from '../../../lib/list/use-list';
import { PageHeader } from '../../../lib/page-header';
import { courseChoices } from '../../../lib/pickers/choices';
import { ReasonDialog } from '../../../lib/reason-dialog';
import { declaredRefusalText } from '../../../lib/refusal';
import { StatusTag } from '../../../lib/status-tag';
import { toast } from '../../../lib/toast';
import { useHeldCapabilities } from '../../../shell/profile';
import { revokeSelfPaced, selfPacedListQueryOptions, selfPacedLookupQueryOptions } from './queries';
import { type SelfPacedSearch, selfPacedSearch } from './search';

const route = getRouteApi('/_classes/classes/self-paced');
const startWindow = dateWindowFilter<SelfPacedSearch>('startDate', 'startDate', 'endDate');
const startWindowValid = dateWindow('startDate', 'endDate');

export function SelfPacedList() {
  const search = route.useSearch();
  const list = useList({
    spec: selfPacedSearch,
    search,
    query: selfPacedListQueryOptions,
    area: 'classes',
    path: '/classes/self-paced',
    clearFiltersOnError: true,
  });
  const lookup = useQuery(selfPacedLookupQueryOptions);
  const canRevoke = useHeldCapabilities().has('canUpdateUserOnlineClasses');
  const exporter = useCsvExport();
  const [revoking, setRevoking] = useState<SelfPacedStudent | null>(null);
  const today = new Date().toISOString().slice(0, 10);

  const courses = useMemo(() => courseChoices(lookup.data?.onlineCourses), [lookup.data]);

  const { page: _page, pageSize: _size, ...reportQuery } = search;

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'enrollment')}
        actions={
          <CsvButton
            exporter={exporter}
            onClick={() =>
              void exporter.run(
                contract.classes.selfPaced.selfPacedStudentsReport,
                { query: reportQuery },
                'self-paced-students.csv',
              )
            }
          />
        }
      />
      <FilterBar list={list} label="Filter self-paced students" validate={startWindowValid}>
        <TextFilter name="userEmail" label="Learner e-mail" placeholder="Contains…" wide />
        <SelectFilter name="onlineCourseId" label="Online course" options={courses} wide />
        <DateFilter name="startDate" label="Started on or after" />
        <DateFilter name="endDate" label="Started on or before" />
        <YesNoFilter name="isRevoked" label="Revoked" yes="Revoked" no="Not revoked" />
      </FilterBar>
      <ExportProgress exporter={exporter} />
      <ListTable
        list={list}
        label="self-paced students"
        columnFilters={[startWindow]}
        // Besides its row, a cell reads only today (Ended) and whether Revoke is offered.
        cellDeps={[today, canRevoke]}
      >
        <Column
          header="Learner"
          body={(row: SelfPacedStudent) => (
            <div className="cell-stack">
              <span className="cell-strong">
                {row.firstName} {row.lastName}
              </span>
              <span className="cell-muted">{row.userEmail}</span>
            </div>
          )}
        />
        <Column
          header="Online course"
          body={(row: SelfPacedStudent) => (
            <div className="cell-stack">
              <span className="cell-code">{row.onlineCourseCode}</span>
              <span className="cell-muted">{row.onlineCourseName}</span>
            </div>
          )}
        />
        <Column
          field="startDate"
          header="Start date"
          sortable
          {...startWindow.column}
          body={(row: SelfPacedStudent) => formatDate(row.startDate)}
        />
        <Column field="endDate" header="End date" sortable body={(row: SelfPacedStudent) => formatDate(row.endDate)} />
        <Column
          header="Status"
          body={(row: SelfPacedStudent) =>
            row.isRevoked ? (
              <div className="cell-stack">
                <StatusTag tone="danger">Revoked</StatusTag>
                {row.revokedReason && <span className="cell-muted cell-wrap">{row.revokedReason}</span>}
              </div>
            ) : row.endDate < today ? (
              <StatusTag tone="neutral">Ended</StatusTag>
            ) : (
              <StatusTag tone="success">Active</StatusTag>
            )
          }
        />
        {canRevoke && (
          <Column
            header={<span className="sr-only">Actions</span>}
            className="cell-actions"
            body={(row: SelfPacedStudent) =>
              row.isRevoked ? null : (
                <button
                  type="button"
                  className="p-button p-component p-button-text p-button-danger p-button-sm"
                  aria-label={`Revoke ${row.userEmail} from ${row.onlineCourseCode}`}
                  onClick={() => setRevoking(row)}
                >
                  <span className="p-button-icon p-button-icon-left pi pi-ban" aria-hidden="true" />
                  <span className="p-button-label">Revoke</span>
                </button>
              )
            }
          />
        )}
      </ListTable>
      <ReasonDialog
        open={revoking !== null}
        title="Revoke self-paced enrollment"
        confirmLabel="Revoke"
        onHide={() => setRevoking(null)}
        onConfirm={async (reason) => {
          if (!revoking) return;
          try {
            await revokeSelfPaced(revoking.id, revoking.version, reason);
            toast.success(`${revoking.userEmail} no longer has access to ${revoking.onlineCourseCode}.`, 'Revoked');
          } catch (error) {
            if (!isHandledByForm(error)) throw error;
            toast.error(
              declaredRefusalText(error, contract.classes.selfPaced.revokeSelfPaced) ?? handledErrorMessage(error),
              'Not revoked',
            );
            // Changed or revoked meanwhile: show the record as it is now and close.
            if (error.status === 409) return;
            throw error;
          }
        }}
      >
        {revoking && (
          <p>
            Revoke <strong>{revoking.userEmail}</strong>'s access to{' '}
            <strong>
              {revoking.onlineCourseCode} — {revoking.onlineCourseName}
            </strong>{' '}
            (started {formatDate(revoking.startDate)})? The learner loses access at once.
          </p>
        )}
      </ReasonDialog>
    </div>
  );
}
