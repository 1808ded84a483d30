import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { LOADING_TEXT } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';

/** The list while it loads (`Bezig met laden...`), why it did not, or the list itself. */
export function QueryState({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner className="size-4" /> {LOADING_TEXT}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert>
        {query.error.message}{' '}
        <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
          Opnieuw proberen
        </button>
      </Alert>
    );
  }
  return children;
}
