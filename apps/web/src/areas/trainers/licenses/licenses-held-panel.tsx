// The licenses a trainer holds, on the trainer page: each with the day granted, when it ends in words and
// exactly ("valid through 23:59 on 31 Mar 2027, Europe/Berlin"), its timeline (issued, renewal window
// open, due, grace, expired) with the step it is in, the next scheduled reminder and every reminder sent;
// staff who may update trainers record a renewal, end a license, grant one (again, once it lapsed) and
// send the renewal e-mail again now with Resend.
import {
  formatDayInZone,
  formatIsoDay,
  formatValidThrough,
  type LicenseTimelineStep,
  type TrainerDetail,
  type TrainerLicenseHeld,
} from '@eco/contract';
import { useState } from 'react';
import { BusyButton } from '../../../lib/busy-button';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useHeldCapabilities } from '../../../shell/profile';
import { EndDialog, GrantDialog, lapsed, RenewDialog } from './license-dialogs';
import { resendRenewal } from './license-queries';
import { RenewalStateTag } from './renewal-state';
import '../renewals.css';

const stepLabels: Record<LicenseTimelineStep, string> = {
  issued: 'Issued',
  renewed: 'Renewed',
  renewalOpen: 'Renewal opens',
  due: 'Due',
  grace: 'Grace',
  expired: 'Expired',
  ended: 'Ended',
};

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const DAY = 86_400_000;

/** "ends in 4 months", "ends tomorrow", "ended 3 days ago": the end instant against now, in words. */
export function endsInWords(endsAt: Date, now = new Date()): string {
  const days = Math.round((endsAt.getTime() - now.getTime()) / DAY);
  const span =
    Math.abs(days) >= 60
      ? relative.format(Math.round(days / 30.44), 'month')
      : Math.abs(days) >= 14
        ? relative.format(Math.round(days / 7), 'week')
        : relative.format(days, 'day');
  return days >= 0 ? `ends ${span}` : `ended ${span}`;
}

function Timeline({ license }: { license: TrainerLicenseHeld }) {
  return (
    <ol className="license-timeline" aria-label={`${license.licenseName} timeline`}>
      {license.steps.map((s) => (
        <li
          key={`${s.step}-${s.at}`}
          className={`license-timeline__step${s.current ? ' license-timeline__step--current' : ''}`}
          aria-current={s.current ? 'step' : undefined}
        >
          <span className="license-timeline__label">{stepLabels[s.step]}</span>
          <span className="license-timeline__at">{formatDayInZone(s.at, license.timeZone)}</span>
          {s.validThrough && <span className="license-timeline__note">to {formatIsoDay(s.validThrough)}</span>}
          {s.note && <span className="license-timeline__note">{s.note}</span>}
        </li>
      ))}
    </ol>
  );
}

function Reminders({ license }: { license: TrainerLicenseHeld }) {
  const next = license.nextReminder;
  return (
    <div className="license-reminders">
      <p className="license-reminders__next">
        {next
          ? `Next reminder on ${formatIsoDay(next.dueOn)} (${next.daysBefore} days before expiry)`
          : 'No reminder scheduled'}
      </p>
      {license.remindersSent.length === 0 ? (
        <p className="cell-muted">No reminder sent yet.</p>
      ) : (
        <ul className="license-reminders__sent" aria-label={`Reminders sent for ${license.licenseName}`}>
          {license.remindersSent.map((r) => (
            <li key={r.id}>
              {r.kind === 'manual' ? 'Sent by staff' : `${r.daysBefore} days before`} · {formatDateTime(r.sentAt)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Action = { kind: 'renew' | 'end' | 'grant'; license: TrainerLicenseHeld } | { kind: 'grant'; license?: undefined };

function HeldLicense({
  admId,
  license,
  canSend,
  onAct,
}: {
  admId: string;
  license: TrainerLicenseHeld;
  canSend: boolean;
  onAct: (action: Action) => void;
}) {
  const [sending, setSending] = useState(false);
  const grace = license.steps.find((s) => s.step === 'grace');
  const resend = async () => {
    setSending(true);
    try {
      await resendRenewal(admId, license.licenseId);
      toast.success(`Renewal e-mail for ${license.licenseName} queued.`);
    } finally {
      setSending(false);
    }
  };
  const held = !lapsed(license) && !license.endedOn;
  return (
    <li className="held-license">
      <div className="held-license__head">
        <h3 className="held-license__name">{license.licenseName}</h3>
        <RenewalStateTag state={license.renewalState} />
        {!license.licenseIsActive && <span className="cell-muted">(license no longer granted)</span>}
      </div>
      <p className="held-license__dates">
        {license.renewalState === 'upcoming' ? 'Valid from' : 'Granted'} {formatIsoDay(license.grantedOn)} ·{' '}
        {formatValidThrough(license.expiresAt, license.timeZone)}
        {grace && <> · {endsInWords(new Date(grace.at))}</>}
        {license.endedOn && <> · ended: {license.endReason}</>}
      </p>
      <Timeline license={license} />
      <Reminders license={license} />
      {canSend && (
        <div className="held-license__actions">
          {held && (
            <button
              type="button"
              className="p-button p-button-sm"
              aria-label={`Record renewal of ${license.licenseName}`}
              onClick={() => onAct({ kind: 'renew', license })}
            >
              <span className="p-button-icon p-button-icon-left pi pi-refresh" aria-hidden="true" />
              <span className="p-button-label">Record renewal</span>
            </button>
          )}
          {lapsed(license) && license.licenseIsActive && (
            <button
              type="button"
              className="p-button p-button-sm"
              aria-label={`Grant ${license.licenseName} again`}
              onClick={() => onAct({ kind: 'grant', license })}
            >
              <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
              <span className="p-button-label">Grant again</span>
            </button>
          )}
          {held && (
            <BusyButton
              label="Resend renewal e-mail"
              busy={sending}
              busyText="Sending..."
              icon="pi pi-envelope"
              outlined
              className="p-button-sm"
              onClick={() => void resend()}
            />
          )}
          {held && (
            <button
              type="button"
              className="p-button p-button-sm p-button-outlined p-button-danger"
              aria-label={`End ${license.licenseName}`}
              onClick={() => onAct({ kind: 'end', license })}
            >
              <span className="p-button-icon p-button-icon-left pi pi-ban" aria-hidden="true" />
              <span className="p-button-label">End license</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}

export function LicensesHeldPanel({ trainer }: { trainer: TrainerDetail }) {
  const canSend = useHeldCapabilities().has('canUpdateTrainers');
  const [action, setAction] = useState<Action | null>(null);
  const hide = () => setAction(null);
  return (
    <section className="record-panel" aria-labelledby="licenses-held-title">
      <div className="held-licenses__header">
        <h2 id="licenses-held-title">Licenses held</h2>
        {canSend && (
          <button type="button" className="p-button p-button-sm" onClick={() => setAction({ kind: 'grant' })}>
            <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">Grant license</span>
          </button>
        )}
      </div>
      {trainer.licenses.length === 0 ? (
        <p className="cell-muted">No license held yet.</p>
      ) : (
        <ul className="held-licenses">
          {trainer.licenses.map((l) => (
            <HeldLicense key={l.id} admId={trainer.admId} license={l} canSend={canSend} onAct={setAction} />
          ))}
        </ul>
      )}
      {action?.kind === 'renew' && <RenewDialog admId={trainer.admId} license={action.license} onHide={hide} />}
      {action?.kind === 'end' && <EndDialog admId={trainer.admId} license={action.license} onHide={hide} />}
      {action?.kind === 'grant' && <GrantDialog trainer={trainer} again={action.license} onHide={hide} />}
    </section>
  );
}
