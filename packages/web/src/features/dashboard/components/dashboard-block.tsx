import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';

type DashboardBlockProps<T> = {
  title: string;
  query: UseQueryResult<T>;
  /** Whether the answer counts as empty (then `empty` shows instead of `children`). */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
};

/** One block of the dashboard, with its own loading, error and empty state. */
export function DashboardBlock<T>({
  title,
  query,
  isEmpty,
  empty,
  children,
  footer,
}: DashboardBlockProps<T>) {
  return (
    <Card title={title} className="flex flex-col">
      <div aria-live="polite" aria-busy={query.isPending}>
        {query.isPending ? (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner className="size-4" /> Bezig met laden...
          </p>
        ) : query.isError ? (
          <Alert>
            Dit overzicht kon niet worden geladen.{' '}
            <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
              Opnieuw proberen
            </button>
          </Alert>
        ) : isEmpty(query.data) ? (
          <p className="text-sm text-gray-600">{empty}</p>
        ) : (
          children(query.data)
        )}
      </div>
      {footer && <div className="mt-4 border-t border-gray-100 pt-3 text-sm">{footer}</div>}
    </Card>
  );
}
