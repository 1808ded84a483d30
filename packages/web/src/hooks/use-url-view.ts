import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { viewRequests } from '../lib/view-requests';

type UrlViewOptions<View> = {
  /** Reads the view from the URL; a stable function (module scope or `useCallback`). */
  parse: (params: URLSearchParams) => View;
  serialise: (view: View) => string | URLSearchParams;
  /** URL parameters that are not part of the view but stay when it changes (the leads' board). */
  keep?: readonly string[];
};

/**
 * A list's view in the URL, shared by every list page: `view` is what the URL shows, `showView`
 * applies a filter's change to the view last asked for (see `lib/view-requests.ts`) and navigates
 * there, a new history entry unless `replace`.
 */
export function useUrlView<View extends object>({ parse, serialise, keep = [] }: UrlViewOptions<View>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => parse(searchParams), [parse, searchParams]);
  const [requests] = useState(() => viewRequests(view));
  useEffect(() => requests.shown(view), [requests, view]);
  const keepKey = keep.join('&');
  const showView = useCallback(
    (patch: Partial<View>, { replace }: { replace: boolean }) => {
      const next = requests.change(patch);
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(serialise(next));
          for (const name of keepKey ? keepKey.split('&') : []) {
            const value = current.get(name);
            if (value !== null) params.set(name, value);
          }
          return params;
        },
        { replace, preventScrollReset: true },
      );
    },
    [requests, serialise, setSearchParams, keepKey],
  );
  return { view, showView, searchParams };
}
