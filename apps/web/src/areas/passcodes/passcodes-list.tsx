// Passcodes (/passcodes): find codes by the spec's filters (exact match by default), 100 a page; select
// rows to revoke, reinstate, edit or resend them in bulk, each with a per-code outcome; CSV of the filter.
import { contract, type PasscodeRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { CodeBulkActions, type MoreBulkAction } from '../../lib/bulk/code-bulk-actions';
import { formatDate, formatDateTime } from '../../lib/dates';
import { totalOf } from '../../lib/format';
import { LinkButton } from '../../lib/link-button';
import { CsvButton, ExportProgress, useCsvExport } from '../../lib/list/csv-export';
import { FilterBar } from '../../lib/list/filter-bar';
import { ExactMatchFilter, SelectFilter, TextFilter, YesNoFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { PageHeader } from '../../lib/page-header';
import { productChoices } from '../../lib/pickers/choices';
import { StatusTag, stateTone } from '../../lib/status-tag';
import { useHeldCapabilities } from '../../shell/profile';
import { BulkEditDialog, type BulkSet } from './bulk-edit-dialog';
import { redeemedDetail } from './describe';
import {
  bulkEditPasscodes,
  bulkEditPasscodesMatching,
  passcodeListQueryOptions,
  passcodeLookupQueryOptions,
  passcodesMatching,
  reinstatePasscodes,
  resendPasscodes,
  revokePasscodes,
} from './queries';
import { passcodeSearch } from './search';

const route = getRouteApi('/_codes/passcodes/');

/** Passcodes' own bulk action, beside revoke, reinstate and resend: on the ticked codes or every matching one. */
const bulkEdit: MoreBulkAction<BulkSet> = {
  label: 'Edit',
  icon: 'pi pi-pencil',
  title: 'Edit passcodes',
  done: 'changed',
  dialog: ({ open, onHide, count, onConfirm }) => (
    <BulkEditDialog open={open} count={count} onHide={onHide} onConfirm={onConfirm} />
  ),
  byIds: (ids, set) => bulkEditPasscodes({ ids, set }),
  byFilter: ({ filter, afterId, upToId, ...set }, key) =>
    bulkEditPasscodesMatching({ filter, afterId, upToId, set } as never, key),
};

export function PasscodesList() {
  const search = route.useSearch();
  const list = useList({
    spec: passcodeSearch,
    search,
    query: passcodeListQueryOptions,
    area: 'codes',
    path: '/passcodes',
  });
  const lookup = useQuery(passcodeLookupQueryOptions);
  const held = useHeldCapabilities();
  const canUpdate = held.has('canUpdatePasscodes');
  const exporter = useCsvExport();
  const { page: _p, pageSize: _s, ...filters } = search;

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'passcode')}
        actions={
          <>
            <CsvButton
              exporter={exporter}
              onClick={() => void exporter.run(contract.passcodes.export, { query: filters }, 'passcodes.csv')}
            />
            {held.has('canCreatePasscodes') && (
              <LinkButton to="/passcodes/generate" label="Generate passcodes" icon="pi pi-plus" />
            )}
          </>
        }
      />
      <FilterBar list={list} label="Filter passcodes" end={<ExactMatchFilter />}>
        <TextFilter name="passcode" label="Passcode" />
        <TextFilter name="suffix" label="Suffix" />
        <SelectFilter name="sku" label="SKU" wide options={productChoices(lookup.data?.skus)} />
        <TextFilter name="orderNumber" label="Order number" />
        <TextFilter name="orderEmail" label="Order e-mail" wide />
        <TextFilter name="studentEmail" label="Student e-mail" wide />
        <TextFilter name="admId" label="Owner (admId)" wide />
        <TextFilter name="classId" label="Class" />
        <YesNoFilter name="isActive" label="Active" />
        <YesNoFilter name="isRevoked" label="Revoked" yes="Revoked" no="Not revoked" />
      </FilterBar>
      <ExportProgress exporter={exporter} />
      {canUpdate && (
        <CodeBulkActions
          what="passcode"
          plural="passcodes"
          list={list}
          redeemedDetail={redeemedDetail}
          recipient="its student (else the order e-mail)"
          skipped="Revoked, redeemed and inactive codes"
          revoke={revokePasscodes}
          reinstate={reinstatePasscodes}
          resend={resendPasscodes}
          matching={passcodesMatching}
          more={[bulkEdit]}
        />
      )}
      <ListTable
        list={list}
        label="passcodes"
        selectLabel={canUpdate ? (row: PasscodeRow) => `Select passcode ${row.code}` : undefined}
        // Besides its row, a cell reads only whether the person may edit (the link's name).
        cellDeps={[canUpdate]}
      >
        <Column
          field="code"
          header="Passcode"
          sortable
          body={(row: PasscodeRow) => (
            // People who may only view a code open it read only.
            <Link
              to="/passcodes/$passcodeId/edit"
              params={{ passcodeId: String(row.id) }}
              className="cell-link cell-code"
              aria-label={`${canUpdate ? 'Edit' : 'View'} passcode ${row.code}`}
            >
              {row.code}
            </Link>
          )}
        />
        <Column
          field="sku"
          header="SKU"
          sortable
          body={(row: PasscodeRow) => (
            <span className="cell-code" title={row.skuName ?? undefined}>
              {row.sku}
            </span>
          )}
        />
        <Column
          header="State"
          body={(row: PasscodeRow) => (
            <div className="cell-stack">
              <StatusTag tone={stateTone(row.state)}>{row.state}</StatusTag>
              {row.isRevoked && row.revokedReason && <span className="cell-muted cell-wrap">{row.revokedReason}</span>}
              {row.isRedeemed && row.redeemedAt && <span className="cell-muted">{formatDate(row.redeemedAt)}</span>}
            </div>
          )}
        />
        <Column
          header="Student / owner"
          body={(row: PasscodeRow) => (
            <div className="cell-stack">
              <span>{row.studentEmail ?? row.ownerEmail ?? '—'}</span>
              {row.ownerName && <span className="cell-muted">{row.ownerName}</span>}
            </div>
          )}
        />
        <Column
          field="orderNumber"
          header="Order"
          sortable
          body={(row: PasscodeRow) => (
            <div className="cell-stack">
              <span>
                {row.orderNumber ?? '—'}
                {row.partnerName && <span className="cell-muted"> · {row.partnerName}</span>}
              </span>
              {row.orderEmail && <span className="cell-muted">{row.orderEmail}</span>}
              {row.classId && <span className="cell-muted">Class {row.classId}</span>}
            </div>
          )}
        />
        <Column
          field="createdAt"
          header="Created"
          sortable
          body={(row: PasscodeRow) => <span title={formatDateTime(row.createdAt)}>{formatDate(row.createdAt)}</span>}
        />
      </ListTable>
    </div>
  );
}
