import { addDays, dutchDate, dutchToday } from '@crm/core/nl/date';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryCard } from '../../../components/ui/query-card';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { getUpcomingNoticesQueryOptions } from '../api/get-dashboard';

/**
 * "Op te zeggen binnen 90 dagen": active contracts whose last notice day (Uiterlijk opzeggen) comes within the days the API
 * looks ahead, soonest first, each a link to its contract; the footer opens the same view as a list.
 */
export function UpcomingNoticesBlock() {
  const query = useQuery(getUpcomingNoticesQueryOptions());
  const today = dutchToday();
  const days = query.data?.days ?? 90;
  const listView = new URLSearchParams({
    status: 'actief',
    noticeFrom: today,
    noticeTo: addDays(today, days),
  });
  return (
    <QueryCard
      title={`Op te zeggen binnen ${days} dagen`}
      query={query}
      isEmpty={(answer) => answer.items.length === 0}
      empty={`Geen contracten om binnen ${days} dagen op te zeggen.`}
      footer={
        <TextLink to={paths.contracts.list.getHref(listView.toString())}>
          Alle contracten in deze periode
        </TextLink>
      }
    >
      {(answer) => (
        <ul className="divide-y divide-gray-100">
          {answer.items.map((contract) => (
            <li key={contract.id}>
              <Link
                to={paths.contracts.detail.getHref(contract.id)}
                className="-mx-2 flex items-baseline gap-4 rounded-md px-2 py-2 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-500"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-gray-900">{contract.title}</span>
                  <span className="block text-gray-600">
                    {contract.number} · {contract.customerName}
                  </span>
                </span>
                <span className="text-right whitespace-nowrap text-gray-900 tabular-nums">
                  <span className="block text-xs text-gray-600">
                    Uiterlijk opzeggen
                    <span className="sr-only"> op</span>
                  </span>{' '}
                  {dutchDate(contract.noticeBy)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
