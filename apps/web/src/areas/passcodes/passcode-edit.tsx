// Edit Passcode (/passcodes/$passcodeId/edit): its SKU, owner, class, student, order and partner, and
// whether it is active; revoke, reinstate or resend it from here. A revoked code cannot be made active
// without reinstating it first.
import { type PasscodeRow, passcodeUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BackLink, backTo, CancelLink } from '../../lib/back-link';
import { ResendDialog } from '../../lib/bulk/resend-dialog';
import { RevokeCodesDialog } from '../../lib/bulk/revoke-codes-dialog';
import { BusyButton } from '../../lib/busy-button';
import { formatDateTime } from '../../lib/dates';
import { TextField } from '../../lib/form/fields';
import { handledErrorMessage, isHandledByForm } from '../../lib/form/form-api';
import { FormGuards } from '../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../lib/form/form-layout';
import { NumberField } from '../../lib/form/number-field';
import { editableIf } from '../../lib/form/read-only';
import { SwitchField } from '../../lib/form/switch-field';
import { useForm } from '../../lib/form/use-form';
import { canReadHistory, HistoryPanel } from '../../lib/history/history-panel';
import { lookupChoices } from '../../lib/lookup';
import { PageHeader } from '../../lib/page-header';
import { fromLookup } from '../../lib/pickers/list-state';
import { PartnerField } from '../../lib/pickers/partner-field';
import { ProductPicker } from '../../lib/pickers/product-picker';
import { queryClient } from '../../lib/query-client';
import { useRecordId } from '../../lib/record-id';
import { RecordLoader } from '../../lib/record-loader';
import { StatusTag, stateTone } from '../../lib/status-tag';
import { toast } from '../../lib/toast';
import { useHeldCapabilities } from '../../shell/profile';
import { redeemedDetail } from './describe';
import {
  passcodeLookupQueryOptions,
  passcodeQueryOptions,
  reinstatePasscode,
  resendPasscodes,
  revokePasscode,
  updatePasscode,
} from './queries';

const LIST = '/passcodes';
const route = getRouteApi('/_codes/passcodes/$passcodeId/edit');

const valuesOf = (p: PasscodeRow) => ({
  version: p.version,
  sku: p.sku,
  isActive: p.isActive,
  admId: p.admId,
  classId: p.classId,
  studentEmail: p.studentEmail,
  orderNumber: p.orderNumber,
  orderEmail: p.orderEmail,
  partnerId: p.partnerId,
});

/** Why the server would not send this code again (its resend rules), so the button says so first. */
function resendRefusal(p: PasscodeRow): string | undefined {
  if (p.isRevoked) return 'Revoked: reinstate it before sending it';
  if (p.isRedeemed) return 'Already redeemed';
  if (!p.isActive) return 'Inactive: make it active before sending it';
  return undefined;
}

/** The form's labels, for the fields its history names. */
const passcodeLabels = {
  sku: 'SKU',
  isActive: 'Active',
  admId: 'Owner (admId)',
  classId: 'Class',
  studentEmail: 'Student e-mail',
  orderEmail: 'Order e-mail',
  partnerId: 'Partner',
  isRevoked: 'Revoked',
};

export function PasscodeEdit() {
  const id = useRecordId(route.useParams().passcodeId);
  const passcode = useQuery({ ...passcodeQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return null;
  if (!passcode.data) return <RecordLoader query={passcode} what="passcode" />;
  return <PasscodeForm key={passcode.data.id} passcode={passcode.data} />;
}

function PasscodeForm({ passcode }: { passcode: PasscodeRow }) {
  const navigate = useNavigate();
  const lookup = useQuery(passcodeLookupQueryOptions);
  const live = useQuery(passcodeQueryOptions(passcode.id)).data ?? passcode;
  const [dialog, setDialog] = useState<'revoke' | 'resend' | null>(null);
  const held = useHeldCapabilities();
  const canEdit = held.has('canUpdatePasscodes');
  const form = editableIf(
    canEdit,
    useForm({
      schema: passcodeUpdate,
      initial: valuesOf(passcode),
      onSubmit: (body) => updatePasscode(passcode.id, body),
      successMessage: (p) => `Passcode ${p.code} saved.`,
      onSaved: () => void navigate(backTo(LIST)),
    }),
  );
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...passcodeQueryOptions(passcode.id), staleTime: 0 });
    form.reset(valuesOf(fresh));
  };
  /** After revoke or reinstate: the code's version moved on, so the form starts from it again. */
  const actionDone = async (message: string) => {
    toast.success(message);
    await reload();
  };
  const refused = (error: unknown, what: string) => {
    if (isHandledByForm(error)) toast.error(handledErrorMessage(error), what);
    throw error;
  };

  return (
    <>
      <PageHeader
        title={canEdit ? undefined : 'Passcode'}
        back={<BackLink to={LIST} label="Passcodes" />}
        subtitle={
          <span className="tag-row">
            <span className="cell-code">{live.code}</span>
            <StatusTag tone={stateTone(live.state)}>{live.state}</StatusTag>
          </span>
        }
      />
      <div className="record-layout">
        <RecordForm form={form} label={`Passcode ${live.code}`}>
          <FormSection title="Passcode" description="What the code is for and whether it can be used now.">
            <ProductPicker form={form} name="sku" label="SKU" required {...fromLookup(lookup, (l) => l.skus)} />
            <SwitchField
              form={form}
              name="isActive"
              label="Active"
              help={
                live.isRevoked
                  ? 'Revoked: reinstate it to make it active again.'
                  : 'Inactive codes cannot be redeemed yet.'
              }
            />
          </FormSection>
          <FormSection title="Who and what for" description="The class, student and owner the code belongs to.">
            <TextField form={form} name="studentEmail" label="Student e-mail" type="email" nullable />
            <NumberField form={form} name="classId" label="Class" nullable min={1} />
            <TextField
              form={form}
              name="admId"
              label="Owner (admId)"
              nullable
              className="form-field--full"
              help={
                live.ownerName
                  ? `${live.ownerName} (${live.ownerEmail ?? 'no e-mail'})`
                  : 'Set when the learner redeems it.'
              }
            />
          </FormSection>
          <FormSection title="Order" description="Where the code was sold.">
            <TextField form={form} name="orderNumber" label="Order number" nullable />
            <TextField form={form} name="orderEmail" label="Order e-mail" type="email" nullable />
            <PartnerField form={form} options={lookupChoices(lookup.data?.partners)} />
          </FormSection>
          <FormActions
            form={form}
            saveLabel="Save passcode"
            cancel={<CancelLink to={LIST} />}
            extra={
              <>
                {live.isRevoked ? (
                  <button
                    type="button"
                    className="p-button p-component p-button-text"
                    onClick={() =>
                      void reinstatePasscode(live.id, { version: live.version })
                        .then((p) => actionDone(`Passcode ${p.code} reinstated.`))
                        .catch((error) => refused(error, 'Not reinstated'))
                        .catch(() => {})
                    }
                  >
                    <span className="p-button-icon p-button-icon-left pi pi-replay" aria-hidden="true" />
                    <span className="p-button-label">Reinstate</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    className="p-button p-component p-button-text p-button-danger"
                    onClick={() => setDialog('revoke')}
                  >
                    <span className="p-button-icon p-button-icon-left pi pi-ban" aria-hidden="true" />
                    <span className="p-button-label">Revoke</span>
                  </button>
                )}
                <BusyButton
                  label="Resend"
                  icon="pi pi-send"
                  text
                  disabledReason={resendRefusal(live)}
                  onClick={() => setDialog('resend')}
                />
              </>
            }
          />
        </RecordForm>
        <aside className="side-panel" aria-labelledby="passcode-facts">
          <h2 id="passcode-facts">Facts</h2>
          <dl className="detail-list detail-list--compact">
            <dt>Code</dt>
            <dd className="cell-code">{live.code}</dd>
            <dt>Suffix</dt>
            <dd>{live.suffix ?? '—'}</dd>
            <dt>State</dt>
            <dd>{live.state}</dd>
            {live.isRedeemed && (
              <>
                <dt>Redeemed</dt>
                <dd>{redeemedDetail(live)}</dd>
              </>
            )}
            {live.isRevoked && (
              <>
                <dt>Revoked</dt>
                <dd>
                  {formatDateTime(live.revokedAt)}
                  {live.revokedByName ? ` by ${live.revokedByName}` : ''}
                  {live.revokedReason ? `: ${live.revokedReason}` : ''}
                </dd>
              </>
            )}
            <dt>Created</dt>
            <dd>{formatDateTime(live.createdAt)}</dd>
            <dt>Changed</dt>
            <dd>{formatDateTime(live.updatedAt)}</dd>
          </dl>
        </aside>
      </div>
      {canReadHistory('passcode', held) && (
        <HistoryPanel
          entity="passcode"
          id={live.id}
          canOpenEmails={held.has('canManageSystemData')}
          labels={passcodeLabels}
          format={(field, value) =>
            field === 'partnerId' ? lookup.data?.partners.find((p) => p.value === value)?.displayName : undefined
          }
        />
      )}
      <RevokeCodesDialog
        open={dialog === 'revoke'}
        count={1}
        what="passcode"
        redeemed={live.isRedeemed ? [{ code: live.code, detail: redeemedDetail(live) }] : []}
        onHide={() => setDialog(null)}
        onConfirm={(reason, confirmRedeemed) =>
          revokePasscode(live.id, { reason, confirmRedeemed, version: live.version })
            .then((p) => actionDone(`Passcode ${p.code} revoked.`))
            .catch((error) => refused(error, 'Not revoked'))
        }
      />
      <ResendDialog
        open={dialog === 'resend'}
        count={1}
        what="passcode"
        recipient="its student (else the order e-mail)"
        onHide={() => setDialog(null)}
        onConfirm={(emailOverride, key) =>
          resendPasscodes({ ids: [live.id], ...(emailOverride ? { emailOverride } : {}) }, key)
            .then((result) => {
              const item = result.results[0];
              if (item?.ok) toast.success(`Passcode ${live.code} sent to ${item.to ?? 'its recipient'}.`);
              else toast.error(item?.error ?? 'Not sent.', 'Not sent');
            })
            .catch((error) => refused(error, 'Not sent'))
        }
      />
      <FormGuards form={form} what={`passcode ${live.code}`} onReload={reload} />
    </>
  );
}
