// The trainer's classes, for people who see classes: the Classes list filtered to this trainer (any
// state), and the teaching calendar (.ics) of their recent and coming classes, each session at its time in
// its class's zone, for the trainer's or the scheduler's own calendar.
import { classStates, contract } from '@eco/contract';
import { download } from '../../../lib/api';
import { DownloadButton } from '../../../lib/download-button';
import { LinkButton } from '../../../lib/link-button';
import { saveBlob } from '../../../lib/list/csv-export';
import { useHeldCapabilities } from '../../../shell/profile';

async function downloadTeachingCalendar(admId: string) {
  const file = await download(contract.classes.records.trainerClassCalendar, { params: { admId } });
  saveBlob(file.blob, file.filename ?? 'classes.ics');
}

export function TrainerClassesPanel({ admId, name }: { admId: string; name: string }) {
  if (!useHeldCapabilities().has('canViewClasses')) return null;
  return (
    <section className="record-panel" aria-labelledby="trainer-classes-title">
      <h2 id="trainer-classes-title">Classes</h2>
      <p className="cell-muted">
        The classes {name} teaches, as lead or beside the lead. The calendar file holds those that ended in the last 90
        days or are still to come; importing it again updates them.
      </p>
      <div className="trainer-classes__actions">
        <LinkButton
          to="/classes"
          search={{ trainerAdmId: admId, states: [...classStates] } as never}
          label="Classes taught"
          icon="pi pi-list"
          outlined
        />
        <DownloadButton
          label="Teaching calendar (.ics)"
          icon="pi pi-calendar"
          save={() => downloadTeachingCalendar(admId)}
        />
      </div>
    </section>
  );
}
