// "What this account owns": per kind of record the areas declared (passcodes, enrollment codes,
// self-paced enrollments, roles...), a count, and a link to that list filtered for the person when the
// viewer may see it. The same counts the merge dialog shows side by side.
import './account-merge.css';
import type { AccountHolding } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { formatCount } from '../../../lib/format';
import { holdingsQueryOptions } from './account-merge-queries';

export function AccountHoldings({ admId }: { admId: string }) {
  const holdings = useQuery(holdingsQueryOptions(admId));
  return (
    <section className="account-section" aria-labelledby="account-holdings-title">
      <h2 id="account-holdings-title" className="account-section__title">
        What this account owns
      </h2>
      {holdings.isError ? (
        <p className="side-panel__empty">
          What the account owns could not be read.{' '}
          <button type="button" className="p-button p-button-text p-button-sm" onClick={() => void holdings.refetch()}>
            Retry
          </button>
        </p>
      ) : !holdings.data ? (
        <p className="side-panel__empty">Loading...</p>
      ) : (
        <HoldingsList holdings={holdings.data.holdings} />
      )}
    </section>
  );
}

export function HoldingsList({ holdings, compact }: { holdings: readonly AccountHolding[]; compact?: boolean }) {
  const router = useRouter();
  return (
    <ul className={`account-holdings${compact ? ' account-holdings--compact' : ''}`}>
      {holdings.map((h) => (
        <li key={h.kind} className={h.count === 0 ? 'account-holdings__none' : undefined}>
          <span className="account-holdings__count">{formatCount(h.count)}</span>{' '}
          {h.link && h.count > 0 && !compact ? (
            <a
              href={h.link}
              onClick={(event) => {
                if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                void router.navigate({ href: h.link as string });
              }}
            >
              {h.label}
            </a>
          ) : (
            h.label
          )}
        </li>
      ))}
    </ul>
  );
}
