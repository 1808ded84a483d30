import type { RequestStatus } from '@crm/core/supplier-requests/schema';
import { AnswerStatusBadge } from '../../../components/answer-form/answer-status-badge';

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <AnswerStatusBadge status={status} />;
}
