import type { AttentionAnswer } from '@crm/core/relations/exact-state';
import { Badge } from '../../../components/ui/badge';
import { QueryCard } from '../../../components/ui/query-card';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { useAttention } from '../api/get-attention';

type AttentionItem = AttentionAnswer['items'][number];

const detailHref = (item: AttentionItem) =>
  (item.kind === 'customer' ? paths.customers : paths.suppliers).detail.getHref(item.id, 'financieel');

/**
 * The records whose Exact Online sync needs a person (`/exact`, Beheerder): conflicts first, then
 * errors, each with its Dutch message and a link to its Financieel tab, where a conflict is resolved.
 */
export function AttentionList() {
  const query = useAttention();
  return (
    <QueryCard
      title="Relaties die aandacht nodig hebben"
      query={query}
      isEmpty={(data) => data.items.length === 0}
      empty="Geen fouten of conflicten: alles is gesynchroniseerd of wacht op de volgende run."
      footer={query.data?.cursor ? 'Alleen de eerste 100 staan hier; los deze eerst op.' : undefined}
    >
      {(data) => (
        <ul className="divide-y divide-gray-100" aria-label="Fouten en conflicten met Exact Online">
          {data.items.map((item) => (
            <li key={`${item.kind}#${item.id}`} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-3">
              <Badge color={item.state === 'conflict' ? 'amber' : 'red'}>{item.state}</Badge>
              <div className="min-w-0 flex-1">
                <TextLink to={detailHref(item)}>{item.name}</TextLink>
                <span className="text-sm text-gray-600">
                  {' '}
                  · {item.kind === 'customer' ? 'Klant' : 'Leverancier'}
                  {item.number ? ` ${item.number}` : ''}
                  {item.exactCode ? ` · Exact code ${item.exactCode}` : ''}
                </span>
                <p className="text-sm text-gray-800">{item.message}</p>
              </div>
              {item.since && <span className="text-xs text-gray-500">{formatDateTime(item.since)}</span>}
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
