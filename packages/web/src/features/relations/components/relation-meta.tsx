import type { RelationRecord } from '../api/records';
import { relationKindInfo } from '../lib/relation-kinds';
import { StatusBadge } from './status-badge';

/** The key facts under a record's name: number, status, owner and city. */
export function RelationMeta({ record, ownerName }: { record: RelationRecord; ownerName: string | null }) {
  const info = relationKindInfo[record.type];
  const parts = [
    'number' in record ? record.number : null,
    info.ownerLabel && ownerName ? `${info.ownerLabel}: ${ownerName}` : null,
    record.city ?? null,
  ].filter((part): part is string => Boolean(part));
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <StatusBadge kind={record.type} status={record.status} />
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
    </span>
  );
}
