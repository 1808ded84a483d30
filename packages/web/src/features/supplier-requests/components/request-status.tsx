import { requestStatusLabels, type RequestStatus } from '@crm/core/supplier-requests/schema';
import { Badge } from '../../../components/ui/badge';

const statusColors: Record<RequestStatus, 'green' | 'gray' | 'amber' | 'blue' | 'red'> = {
  concept: 'gray',
  verstuurd: 'blue',
  geopend: 'blue',
  ingediend: 'amber',
  goedgekeurd: 'green',
  teruggestuurd: 'amber',
  verlopen: 'red',
  ingetrokken: 'gray',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge color={statusColors[status]}>{requestStatusLabels[status]}</Badge>;
}
