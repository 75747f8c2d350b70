// The System page's Demo data section: Seed demo data adds the demo rows that are missing, on a server
// that runs with demo data allowed; elsewhere the button is disabled and says why.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from '../../lib/busy-button';
import { handledErrorMessage, isHandledByForm } from '../../lib/form/form-api';
import { toast } from '../../lib/toast';
import { seedDataStatusQueryOptions, seedDemoData } from './webhook-queries';

export function DemoDataSection() {
  const status = useQuery(seedDataStatusQueryOptions);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ kind: string; count: number }[] | null>(null);
  const seed = async () => {
    setBusy(true);
    try {
      const result = await seedDemoData();
      setAdded(result.added);
      const total = result.added.reduce((sum, k) => sum + k.count, 0);
      toast.success(total ? 'Demo data seeded.' : 'Nothing was missing: the demo data is all there.');
    } catch (error) {
      if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'Not seeded');
    } finally {
      setBusy(false);
    }
  };
  const reason = status.data && !status.data.allowed ? (status.data.reason ?? 'Not allowed here.') : undefined;
  return (
    <section aria-labelledby="demo-data-title" className="demo-data">
      <div className="section-head">
        <h2 id="demo-data-title">Demo data</h2>
      </div>
      <p className="cell-muted">
        Adds the demo accounts, roles and the demo LMS webhook where they are missing; running it again adds nothing.
      </p>
      <BusyButton
        label="Seed demo data"
        icon="pi pi-database"
        outlined
        busy={busy}
        busyText="Seeding..."
        disabled={!status.data}
        disabledReason={reason}
        onClick={() => void seed()}
      />
      {added && (
        <ul className="side-panel__list" aria-label="What was added">
          {added.map((k) => (
            <li key={k.kind}>
              {k.kind}: {k.count}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
