import { conditionStatusLabels, type ConditionStatus } from '@crm/core/contract-conditions/schema';
import { Badge } from '../../../components/ui/badge';

const statusColors: Record<ConditionStatus, Parameters<typeof Badge>[0]['color']> = {
  concept: 'gray',
  ter_beoordeling: 'blue',
  geaccepteerd: 'green',
  afgewezen: 'red',
};

export function ConditionStatusBadge({ status }: { status: ConditionStatus }) {
  return <Badge color={statusColors[status]}>{conditionStatusLabels[status]}</Badge>;
}
