import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { QueryCard } from '../ui/query-card';

/** One answer waiting for review: a supplier request or an onboarding (decisions 047 and 052). */
export type ToReviewItem = {
  key: string;
  title: string;
  detail: string;
  submittedAt: string | undefined;
  href: string;
};

/** Oldest submission first. */
export const bySubmission = (a: ToReviewItem, b: ToReviewItem) =>
  (a.submittedAt ?? '').localeCompare(b.submittedAt ?? '');

/** "Te beoordelen": what outsiders submitted, oldest first, each a link to its page. */
export function ToReviewCard({ query }: { query: UseQueryResult<ToReviewItem[]> }) {
  return (
    <QueryCard
      title="Te beoordelen"
      query={query}
      isEmpty={(items) => items.length === 0}
      empty="Niets te beoordelen."
    >
      {(items) => (
        <ul className="divide-y divide-gray-100">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.href}
                className="-mx-2 flex items-baseline gap-4 rounded-md px-2 py-2 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-500"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-gray-900">{item.title}</span>
                  <span className="block text-gray-600">{item.detail}</span>
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
