import type { HistoryEntry } from '@crm/core/db/history-entry';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ChangeLog } from '../../components/change-log/change-log';
import { describeRecordHistory } from '../../components/change-log/describe-history';
import type { RouteTab } from '../../components/ui/route-tabs';
import { useContractHistory } from '../../features/contracts/api/get-contract-history';
import { useRelationHistory } from '../../features/relations/api/get-relation-history';
import { useStaff } from '../../features/relations/api/get-staff';
import type { RelationKind } from '../../features/relations/lib/relation-kinds';
import { staffLabel } from '../../lib/staff';

type HistoryOwner = { kind: RelationKind; id: string } | { kind: 'contract'; id: string };

/**
 * The Geschiedenis tab of a lead, customer, supplier or contract (`?tab=geschiedenis`): the
 * record's changes and those of its contact people, financial record, files and conditions, in the
 * words of core's one history vocabulary.
 */
export function historyTab(owner: HistoryOwner): RouteTab {
  return {
    id: 'geschiedenis',
    label: 'Geschiedenis',
    content:
      owner.kind === 'contract' ? (
        <ContractHistory id={owner.id} />
      ) : (
        <RelationHistory kind={owner.kind} id={owner.id} />
      ),
  };
}

function RelationHistory({ kind, id }: { kind: RelationKind; id: string }) {
  return <HistoryLog kind={kind} history={useRelationHistory(kind, id)} />;
}

function ContractHistory({ id }: { id: string }) {
  return <HistoryLog kind="contract" history={useContractHistory(id)} />;
}

function HistoryLog({
  kind,
  history,
}: {
  kind: HistoryOwner['kind'];
  history: UseQueryResult<HistoryEntry[]>;
}) {
  const { data: staff } = useStaff();
  const items = useMemo(() => {
    if (!history.data) return undefined;
    const staffNames = new Map(
      (staff ?? []).map((member) => [member.id, staffLabel(staff ?? [], member.id)]),
    );
    return describeRecordHistory(history.data, { kind, staffNames });
  }, [history.data, staff, kind]);
  return <ChangeLog items={items} error={history.error} />;
}
