import { useDroppable } from '@dnd-kit/core';
import { leadStatusLabels, type LeadStatus } from '@crm/core/leads/schema';
import { EMPTY_TEXT, LOADING_TEXT } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { formatAmount } from '../../../lib/format-amount';
import { staffName, type StaffMember } from '../../relations/api/get-staff';
import { useRelations } from '../../relations/api/get-relations';
import type { LeadRecord } from '../../relations/api/records';
import { LoadMoreButton, useLoadedRows } from '../../../components/list/list-paging';
import type { RelationFilters } from '../../relations/lib/list-filters';
import { cardLead } from '../lib/board-drag';
import { LeadCard } from './lead-card';

type BoardColumnProps = {
  status: LeadStatus;
  filters: RelationFilters;
  staff: readonly StaffMember[] | undefined;
  canMove: boolean;
  onMove: (lead: LeadRecord, to: LeadStatus) => void;
  focusTarget: { id: string; status: LeadStatus } | null;
  onFocusTaken: () => void;
  hintId: string;
};

/**
 * The € total of a column: from the counter when the column is one status without other filters,
 * otherwise the sum of its cards once they are all loaded (a partial sum would mislead).
 */
function columnValue(
  rows: readonly LeadRecord[] | undefined,
  fromCounter: number | undefined,
  complete: boolean,
): number | null {
  if (fromCounter !== undefined) return fromCounter;
  if (!rows || !complete) return null;
  return rows.reduce((sum, lead) => sum + (lead.expectedValue ?? 0), 0);
}

/**
 * One status: its leads (the board's filters with this status), count, € total and "Meer laden";
 * a drop zone for cards from the other columns.
 */
export function BoardColumn({ status, filters, staff, focusTarget, ...cardProps }: BoardColumnProps) {
  const query = useRelations('lead', { ...filters, status });
  const { rows, total } = useLoadedRows(query);
  const value = columnValue(rows, query.data?.pages[0]?.valueTotal, !query.hasNextPage);
  const { setNodeRef, isOver, active } = useDroppable({ id: status });
  const dragged = cardLead(active);
  const isTarget = isOver && dragged !== null && dragged.status !== status;
  const headingId = `board-column-${status}`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex min-h-48 flex-col rounded-lg p-2 transition-colors ${
        isTarget ? 'bg-primary-50 ring-2 ring-primary-400' : 'bg-gray-100'
      }`}
    >
      <h2
        id={headingId}
        className="flex items-center justify-between px-1 py-1 text-sm font-semibold text-gray-900"
      >
        {leadStatusLabels[status]}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-gray-700 tabular-nums">
          {typeof total === 'number' ? total : (rows?.length ?? '…')}
        </span>
      </h2>
      {value !== null && (
        <p className="px-1 text-xs text-gray-700 tabular-nums">
          <span className="sr-only">Totaal verwachte waarde: </span>
          {formatAmount(value)}
        </p>
      )}
      {!rows ? (
        <p role="status" className="flex items-center gap-2 p-2 text-sm text-gray-600">
          <Spinner className="size-4" />
          {LOADING_TEXT}
        </p>
      ) : rows.length === 0 ? (
        <p className="p-2 text-sm text-gray-600">{EMPTY_TEXT}</p>
      ) : (
        <ul className="mt-1 space-y-2" aria-labelledby={headingId}>
          {rows.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              ownerName={staffName(staff, lead.ownerId)}
              takeFocus={focusTarget?.id === lead.id && focusTarget.status === status}
              {...cardProps}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton query={query} />
    </section>
  );
}
