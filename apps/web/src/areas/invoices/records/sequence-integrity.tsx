// The sequence integrity panel: per document series and year, how many numbers are held, the range,
// and whether any number is missing or held twice. Finance shows it to an auditor as it is.

import { documentNumber } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../../lib/format';
import { Modal } from '../../../lib/modal';
import { sequenceIntegrityQueryOptions } from '../queries';

export function SequenceIntegrityDialog({ open, onHide }: { open: boolean; onHide: () => void }) {
  const query = useQuery({ ...sequenceIntegrityQueryOptions, enabled: open, staleTime: 0 });
  if (!open) return null;
  const sequences = query.data?.sequences ?? [];
  return (
    <Modal open title="Sequence integrity" hideOk onHide={onHide} width="lg">
      <p className="dialog-lead">
        Every number of each series and year must be given once, with none missing, from the first to the last the
        counter gave out.
      </p>
      {query.isPending ? (
        <p>Loading...</p>
      ) : query.isError ? (
        <p role="alert">The check could not be read. Try again.</p>
      ) : (
        <table className="simple-table">
          <caption className="sr-only">Numbers per series and year</caption>
          <thead>
            <tr>
              <th scope="col">Series</th>
              <th scope="col">Year</th>
              <th scope="col" className="cell-number">
                Documents
              </th>
              <th scope="col">First</th>
              <th scope="col">Last</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {sequences.length === 0 && (
              <tr>
                <td colSpan={6}>No document has a number yet.</td>
              </tr>
            )}
            {sequences.map((s) => {
              const fine = s.gaps.length === 0 && s.duplicates.length === 0;
              return (
                <tr key={`${s.series}-${s.year}`}>
                  <td>{s.series}</td>
                  <td>{s.year}</td>
                  <td className="cell-number">{formatCount(s.count)}</td>
                  <td>{s.first === null ? '—' : documentNumber(s.series, s.year, s.first)}</td>
                  <td>{s.last === null ? '—' : documentNumber(s.series, s.year, s.last)}</td>
                  <td>
                    {fine ? (
                      <span className="sequence-ok">
                        <span className="pi pi-check" aria-hidden="true" /> No gap, no duplicate
                      </span>
                    ) : (
                      <span className="sequence-bad">
                        {s.gaps.length > 0 &&
                          `Missing: ${s.gaps.map((g) => (g.from === g.to ? g.from : `${g.from}–${g.to}`)).join(', ')}. `}
                        {s.duplicates.length > 0 && `Held twice: ${s.duplicates.join(', ')}.`}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
