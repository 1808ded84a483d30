import { useMemo } from 'react';
import { ChangeLog } from '../../../components/change-log/change-log';
import { staffLabel, type StaffMember } from '../../../lib/staff';
import { describeRelationHistory } from '../../relations/lib/format-history';
import { useContractHistory } from '../api/get-contract-history';

/** The Geschiedenis tab: the contract's changes (and its files'), labelled by its catalogue. */
export function ContractHistory({ id, staff }: { id: string; staff: readonly StaffMember[] | undefined }) {
  const history = useContractHistory(id);
  const items = useMemo(() => {
    if (!history.data) return undefined;
    const staffNames = new Map(
      (staff ?? []).map((member) => [member.id, staffLabel(staff ?? [], member.id)]),
    );
    return describeRelationHistory(history.data, { kind: 'contract', staffNames });
  }, [history.data, staff]);
  return <ChangeLog items={items} error={history.error} />;
}
