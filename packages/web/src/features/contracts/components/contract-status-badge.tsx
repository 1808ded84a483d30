import { contractStatusLabels, type ContractStatus } from '@crm/core/contracts/schema';
import { Badge } from '../../../components/ui/badge';

const statusColors: Record<ContractStatus, Parameters<typeof Badge>[0]['color']> = {
  concept: 'blue',
  actief: 'green',
  opgezegd: 'amber',
  beeindigd: 'gray',
  verlopen: 'gray',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return <Badge color={statusColors[status]}>{contractStatusLabels[status]}</Badge>;
}
