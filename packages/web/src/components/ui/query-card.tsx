import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Card } from './card';
import { LOADING_TEXT } from './loading-screen';
import { Spinner } from './spinner';

type QueryCardProps<T> = {
  title: string;
  query: UseQueryResult<T>;
  /** Whether the answer counts as empty (then `empty` shows instead of `children`). */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
};

/** A card showing one query's answer, with its own loading, error and empty state (dashboard blocks). */
export function QueryCard<T>({ title, query, isEmpty, empty, children, footer }: QueryCardProps<T>) {
  return (
    <Card title={title} className="flex flex-col">
      <div aria-live="polite" aria-busy={query.isPending}>
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner className="size-4" /> {LOADING_TEXT}
          </p>
        ) : query.isError ? (
          <Alert>
            {query.error.message || 'Dit overzicht kon niet worden geladen.'}{' '}
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
