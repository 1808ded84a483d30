import { Badge } from '../../../components/ui/badge';
import { relationKindInfo, statusLabel, type RelationKind } from '../lib/relation-kinds';

export function StatusBadge({ kind, status }: { kind: RelationKind; status: string }) {
  return (
    <Badge color={relationKindInfo[kind].statusColors[status] ?? 'gray'}>{statusLabel(kind, status)}</Badge>
  );
}
