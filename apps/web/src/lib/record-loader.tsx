// What an edit screen shows until its record is there: the loader, or, when reading it failed in a way
// the error catalogue left to the screen, a short message with a retry.
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from './page-loader';

export function RecordLoader({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (!query.isError) return <PageLoader />;
  return (
    <div className="record-failed" role="alert">
      <p>{`The ${what} could not be loaded.`}</p>
      <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => void query.refetch()}>
        Try again
      </button>
    </div>
  );
}
