import type { EvidenceRecord } from '@crm/core/contract-conditions/public';
import { conditionDecisionLabels } from '@crm/core/contract-conditions/schema';
import { Badge } from '../../../components/ui/badge';
import { FactList } from '../../../components/ui/fact-list';
import { formatDateTime } from '../../../lib/format-date';

const hashClass = 'font-mono text-xs break-all';

/** One decision with everything it was recorded with: what a lawyer asks for. */
export function EvidenceItem({
  item,
  showCondition = false,
}: {
  item: EvidenceRecord;
  showCondition?: boolean;
}) {
  const decision = conditionDecisionLabels[item.decision];
  return (
    <article
      aria-label={`Beslissing ${item.seq}`}
      className="rounded-md p-4 ring-1 ring-gray-200"
      data-testid="evidence-item"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge color={item.decision === 'accepted' ? 'green' : 'red'}>{decision}</Badge>
        {showCondition && (
          <span className="font-medium text-gray-900">
            {item.conditionTitle} (versie {item.textVersion})
          </span>
        )}
        <span className="text-gray-600">{formatDateTime(item.at)}</span>
      </p>
      <FactList
        facts={[
          { label: 'Beslissing', value: decision },
          ...(showCondition ? [] : [{ label: 'Versie', value: `versie ${item.textVersion}` }]),
          { label: 'Naam', value: item.name },
          { label: 'Toelichting', value: item.comment },
          { label: 'E-mailadres', value: item.email },
          { label: 'Tijdstip', value: formatDateTime(item.at) },
          { label: 'IP-adres', value: item.ip },
          { label: 'User agent', value: <span className="break-all">{item.userAgent}</span> },
          { label: 'Teksthash (SHA-256)', value: <span className={hashClass}>{item.textHash}</span> },
          { label: 'Vorige hash', value: <span className={hashClass}>{item.prevHash}</span> },
          { label: 'Hash', value: <span className={hashClass}>{item.hash}</span> },
        ]}
      />
    </article>
  );
}
