import type { ConditionDetail } from '@crm/core/contract-conditions/public';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ConditionStatusBadge } from './condition-status-badge';
import { ConditionVersions } from './condition-versions';
import { EvidenceItem } from './evidence-item';

/** The status line under a condition's title: status, version, and whether it left its type's text. */
export function ConditionSummary({ record }: { record: ConditionDetail['record'] }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <ConditionStatusBadge status={record.status} />
      <span>versie {record.textVersion}</span>
      {record.deviatesFromType && <Badge color="amber">afwijkend van type</Badge>}
    </span>
  );
}

/** A condition's versions (with what changed) and the evidence of each decision on it. */
export function ConditionDetailSections({ detail }: { detail: ConditionDetail }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card title="Versies">
        <ConditionVersions versions={detail.versions} />
      </Card>
      <Card title="Beslissingen">
        {detail.evidence.length === 0 ? (
          <p className="text-sm text-gray-600">Nog geen beslissingen.</p>
        ) : (
          <ol className="space-y-3" aria-label="Beslissingen over deze voorwaarde">
            {detail.evidence.map((item) => (
              <li key={item.seq}>
                <EvidenceItem item={item} />
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
