import { leadStatusLabels } from '@crm/core/leads/schema';
import { useQuery } from '@tanstack/react-query';
import { QueryCard } from '../../../components/ui/query-card';
import { Link } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../lib/format-amount';
import { getLeadStatusCountsQueryOptions } from '../api/get-dashboard';

const numberFormat = new Intl.NumberFormat('nl-NL');

/** Leads per status, each a link to the list filtered on it, with its € total. Both come from counters. */
export function LeadStatusBlock() {
  const query = useQuery(getLeadStatusCountsQueryOptions());
  return (
    <QueryCard
      title="Leads per status"
      query={query}
      isEmpty={(statuses) => statuses.every((entry) => entry.count === 0)}
      empty="Er zijn nog geen leads."
      footer={<TextLink to={paths.leads.list.getHref()}>Alle leads</TextLink>}
    >
      {(statuses) => (
        <ul className="divide-y divide-gray-100">
          {statuses.map(({ status, count, value }) => (
            <li key={status}>
              <Link
                to={paths.leads.list.getHref(new URLSearchParams({ status }).toString())}
                className="-mx-2 flex items-center gap-4 rounded-md px-2 py-2 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-500"
              >
                <span className="flex-1 text-gray-700">{leadStatusLabels[status]}</span>
                <span className="text-right text-gray-600 tabular-nums">{formatAmount(value)}</span>
                <span className="w-12 text-right font-semibold text-gray-900 tabular-nums">
                  {numberFormat.format(count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
