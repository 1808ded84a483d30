import { useQuery } from '@tanstack/react-query';
import { QueryCard } from '../../../components/ui/query-card';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { getRecentChangesQueryOptions } from '../api/get-dashboard';
import { changeHref, describeChange, timeAgo } from '../lib/describe-change';

/** The newest changes to records the user may see. */
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
        <ul className="divide-y divide-gray-100">
          {items.map((change) => {
            const { label, what } = describeChange(change);
            const href = changeHref(change);
            return (
              <li key={`${change.kind}-${change.recordId}-${change.at}`} className="py-2 text-sm">
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
                  <time dateTime={change.at} title={formatDateTime(change.at)}>
                    {timeAgo(change.at)}
                  </time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </QueryCard>
  );
}
