import { useQuery } from '@tanstack/react-query';
import { QueryCard } from '../../../components/ui/query-card';
import { Link } from 'react-router';
import { Tooltip } from '../../../components/ui/tooltip';
import { formatDateTime } from '../../../lib/format-date';
import { getRecentChangesQueryOptions } from '../api/get-dashboard';
import { changeHref, describeChange, timeAgo } from '../lib/describe-change';

/** The newest changes to records the user may see, in two columns on a wide screen (the block spans the row). */
export function RecentChangesBlock() {
  const query = useQuery(getRecentChangesQueryOptions());
  return (
    <QueryCard
      title="Recente wijzigingen"
      query={query}
      isEmpty={(items) => items.length === 0}
      empty="Nog geen wijzigingen."
    >
      {(items) => (
        <ul className="grid gap-x-8 sm:grid-cols-2">
          {items.map((change) => {
            const { label, what } = describeChange(change);
            const href = changeHref(change);
            return (
              <li
                key={`${change.kind}-${change.recordId}-${change.at}`}
                className="border-b border-gray-100 py-2 text-sm"
              >
                {href ? (
                  <Link
                    to={href}
                    className="font-medium text-gray-900 hover:text-primary-700 hover:underline"
                  >
                    {label}
                  </Link>
                ) : (
                  <span className="font-medium text-gray-900">{label}</span>
                )}
                <p className="text-gray-600">
                  {what} ·{' '}
                  <Tooltip content={formatDateTime(change.at)}>
                    {(described) => (
                      <time dateTime={change.at} {...described}>
                        {timeAgo(change.at)}
                      </time>
                    )}
                  </Tooltip>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </QueryCard>
  );
}
