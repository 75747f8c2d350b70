// The licenses a trainer holds, each with its state and expiry in the trainer's zone (read only).
import { formatIsoDay, formatValidThrough, type TrainerDetail } from '@eco/contract';
import { RenewalStateTag } from './renewal-state';

export function TrainerHeldLicenses({ trainer }: { trainer: TrainerDetail }) {
  return (
    <section className="record-panel" aria-labelledby="trainer-held-licenses">
      <h2 id="trainer-held-licenses">Licenses held</h2>
      {trainer.licenses.length === 0 ? (
        <p className="cell-muted">No license held yet.</p>
      ) : (
        <ul className="trainer-licenses">
          {trainer.licenses.map((l) => (
            <li key={l.id}>
              <strong>{l.licenseName}</strong> <RenewalStateTag state={l.renewalState} /> granted{' '}
              {formatIsoDay(l.grantedOn)}, {formatValidThrough(l.expiresAt, l.timeZone)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
