// Passcodes (/passcodes): find codes by the spec's filters (exact match by default), 100 a page; select
// rows to revoke, reinstate, edit or resend them in bulk, each with a per-code outcome; CSV of the filter.
import { contract, type PasscodeRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { BulkBar, BulkButton } from '../../lib/bulk/bulk-bar';
import { BulkResultDialog } from '../../lib/bulk/bulk-result';
import { ResendDialog } from '../../lib/bulk/resend-dialog';
import { RevokeCodesDialog } from '../../lib/bulk/revoke-codes-dialog';
import { useBulkRun } from '../../lib/bulk/use-bulk-run';
import { formatDate, formatDateTime } from '../../lib/dates';
import { totalOf } from '../../lib/format';
import { LinkButton } from '../../lib/link-button';
import { CsvButton, ExportProgress, useCsvExport } from '../../lib/list/csv-export';
import { FilterBar } from '../../lib/list/filter-bar';
import { ExactMatchFilter, SelectFilter, TextFilter, YesNoFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { lookupChoices } from '../../lib/lookup';
import { PageHeader } from '../../lib/page-header';
import { StatusTag, stateTone } from '../../lib/status-tag';
import { useHeldCapabilities } from '../../shell/profile';
import { BulkEditDialog } from './bulk-edit-dialog';
import { redeemedDetail } from './describe';
import {
  bulkEditPasscodes,
  passcodeListQueryOptions,
  passcodeLookupQueryOptions,
  reinstatePasscodes,
  resendPasscodes,
  revokePasscodes,
} from './queries';
import { passcodeSearch } from './search';

const route = getRouteApi('/_codes/passcodes/');

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
  const [dialog, setDialog] = useState<'revoke' | 'resend' | 'edit' | null>(null);
  const selected = list.selected;
  const ids = selected.map((r) => r.id);

  const { shown, hide, run: bulk } = useBulkRun('passcodes', () => list.setSelected([]));

  const { page: _p, pageSize: _s, ...filters } = search;

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'passcodes')}
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
        <SelectFilter name="sku" label="SKU" wide options={lookupChoices(lookup.data?.skus)} />
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
        <BulkBar count={selected.length} what="passcode" onClear={() => list.setSelected([])}>
          <BulkButton label="Revoke" icon="pi pi-ban" danger onClick={() => setDialog('revoke')} />
          <BulkButton
            label="Reinstate"
            icon="pi pi-replay"
            disabled={!selected.some((r) => r.isRevoked)}
            onClick={() =>
              void bulk('Reinstate passcodes', 'reinstated', () => reinstatePasscodes({ ids })).catch(() => {})
            }
          />
          <BulkButton label="Edit" icon="pi pi-pencil" onClick={() => setDialog('edit')} />
          <BulkButton label="Resend" icon="pi pi-send" onClick={() => setDialog('resend')} />
        </BulkBar>
      )}
      <ListTable
        list={list}
        label="passcodes"
        selectLabel={canUpdate ? (row: PasscodeRow) => `Select passcode ${row.code}` : undefined}
      >
        <Column
          header="Passcode"
          body={(row: PasscodeRow) =>
            canUpdate ? (
              <Link
                to="/passcodes/$passcodeId/edit"
                params={{ passcodeId: String(row.id) }}
                className="cell-link cell-code"
                aria-label={`Edit passcode ${row.code}`}
              >
                {row.code}
              </Link>
            ) : (
              <span className="cell-code">{row.code}</span>
            )
          }
        />
        <Column
          header="SKU"
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
          header="Order"
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
          header="Created"
          body={(row: PasscodeRow) => <span title={formatDateTime(row.createdAt)}>{formatDate(row.createdAt)}</span>}
        />
      </ListTable>

      <RevokeCodesDialog
        open={dialog === 'revoke'}
        count={selected.length}
        what="passcode"
        redeemed={selected
          .filter((r) => r.isRedeemed && !r.isRevoked)
          .map((r) => ({ code: r.code, detail: redeemedDetail(r) }))}
        onHide={() => setDialog(null)}
        onConfirm={(reason, confirmRedeemed) =>
          bulk('Revoke passcodes', 'revoked', () => revokePasscodes({ ids, reason, confirmRedeemed }))
        }
      />
      <ResendDialog
        open={dialog === 'resend'}
        count={selected.length}
        what="passcode"
        recipient="its student (else the order e-mail)"
        skipped="Revoked, redeemed and inactive codes"
        onHide={() => setDialog(null)}
        onConfirm={(emailOverride, key) =>
          bulk('Resend passcodes', 'sent', () =>
            resendPasscodes({ ids, ...(emailOverride ? { emailOverride } : {}) }, key),
          )
        }
      />
      <BulkEditDialog
        open={dialog === 'edit'}
        count={selected.length}
        onHide={() => setDialog(null)}
        onConfirm={(set) => bulk('Edit passcodes', 'changed', () => bulkEditPasscodes({ ids, set }))}
      />
      <BulkResultDialog shown={shown} onHide={hide} />
    </div>
  );
}
