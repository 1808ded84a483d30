import { useMemo } from 'react';
import { ChangeLog } from '../../../components/change-log/change-log';
import { useRelationHistory } from '../api/get-relation-history';
import { staffLabel } from '../../../lib/staff';
import { useStaff } from '../api/get-staff';
import { describeRelationHistory } from '../lib/format-history';
import type { RelationKind } from '../lib/relation-kinds';

/** The Geschiedenis tab: the record's changes and those of its contact people and financial record. */
export function RelationHistory({ kind, id }: { kind: RelationKind; id: string }) {
  const history = useRelationHistory(kind, id);
  const { data: staff } = useStaff();
  const items = useMemo(() => {
    if (!history.data) return undefined;
    const staffNames = new Map(
      (staff ?? []).map((member) => [member.id, staffLabel(staff ?? [], member.id)]),
    );
    return describeRelationHistory(history.data, { kind, staffNames });
  }, [history.data, staff, kind]);
  return <ChangeLog items={items} error={history.error} />;
}
