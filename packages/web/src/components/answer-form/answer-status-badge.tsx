import { requestStatusLabels, type RequestStatus } from '@crm/core/supplier-requests/schema';
import { Badge } from '../ui/badge';

/**
 * The status of an outsider's answer, a supplier request's or an onboarding's (whose statuses are
 * a subset of the request's, decision 052).
 */
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

export function AnswerStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge color={statusColors[status]}>{requestStatusLabels[status]}</Badge>;
}
