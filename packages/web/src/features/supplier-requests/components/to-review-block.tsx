import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryCard } from '../../../components/ui/query-card';
import { formatDateTime } from '../../../lib/format-date';
import { getToReviewQueryOptions } from '../api/requests';

/**
 * "Te beoordelen": supplier requests the supplier submitted, oldest first, each a link to its
 * page. Onboardings join this block when they are built.
 */
export function ToReviewBlock({
  detailHref,
}: {
  detailHref: (supplierId: string, requestId: string) => string;
}) {
  const query = useQuery(getToReviewQueryOptions());
  return (
    <QueryCard
      title="Te beoordelen"
      query={query}
      isEmpty={(answer) => answer.items.length === 0}
      empty="Niets te beoordelen."
    >
      {(answer) => (
        <ul className="divide-y divide-gray-100">
          {answer.items.map((item) => (
            <li key={item.id}>
              <Link
                to={detailHref(item.supplierId, item.id)}
                className="-mx-2 flex items-baseline gap-4 rounded-md px-2 py-2 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-500"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-gray-900">{item.supplierName}</span>
                  <span className="block text-gray-600">
                    {item.templateName} · {item.contactName}
                  </span>
                </span>
                <span className="text-right whitespace-nowrap text-gray-900 tabular-nums">
                  <span className="block text-xs text-gray-600">Ingediend</span>{' '}
                  {item.submittedAt ? formatDateTime(item.submittedAt) : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
