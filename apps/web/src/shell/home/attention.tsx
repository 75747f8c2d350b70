// The start page's 'needs your attention' per area card: the counts the server's areas declare (GET
// /api/home/attention, only those the person may see), each linking to the list that shows them. An
// area whose counts are all zero says so calmly; an area that counts nothing shows nothing.
import type { AttentionItem, contract } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api, endpointRef } from '../../lib/api';
import type { Reachable } from '../areas';

const homeAttention = endpointRef<typeof contract.home.attention>({ method: 'GET', path: '/home/attention' });
const NONE: AttentionItem[] = [];

export function useAttention(): AttentionItem[] {
  const query = useQuery({
    queryKey: ['home', 'attention'],
    // A count that cannot be read leaves the cards as they are: the start page is no place for an error.
    queryFn: ({ signal }) => api(homeAttention, undefined, { global: false, signal }),
    staleTime: 30_000,
  });
  return query.data?.items ?? NONE;
}

const grouped = new Intl.NumberFormat('en-US');

export function AreaAttention({ items, reachable }: { items: AttentionItem[]; reachable: Reachable }) {
  const mine = items.filter((item) => reachable(item.to));
  if (mine.length === 0) return null;
  const waiting = mine.filter((item) => item.count > 0);
  if (waiting.length === 0) {
    return (
      <p className="area-card__attention area-card__calm">
        <span className="pi pi-check-circle" aria-hidden="true" /> Nothing needs you here.
      </p>
    );
  }
  return (
    <ul className="area-card__attention area-card__needs" aria-label="Needs your attention">
      {waiting.map((item) => (
        <li key={item.key}>
          <Link to={item.to as '/'} search={item.search as never} className="area-card__need">
            <span className="area-card__count">{grouped.format(item.count)}</span>{' '}
            {item.count === 1 ? item.one : item.other}
            <span className="pi pi-arrow-right" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
