import { parseRecordAnswer } from '@crm/core/db/record';
import type { LeadStatus } from '@crm/core/leads/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { relationDetailKey, type RelationDetail } from '../../../lib/relations/get-relation';
import { relationHistoryKey } from '../../relations/api/get-relation-history';
import { getRelationsQueryOptions, relationsListKey } from '../../relations/api/get-relations';
import { leadRecordSchema, relationApiPath, type LeadRecord } from '../../relations/api/records';
import type { RelationFilters } from '../../relations/lib/list-filters';
import { insertCard, removeCard, replaceCard } from '../lib/board';

/** The board's move: only the status (and the reason for Verloren), as last seen (`version`). */
export async function changeLeadStatus(
  id: string,
  change: { status: LeadStatus; lostReason?: string; version: number },
): Promise<LeadRecord> {
  const answer = await api.patch(`${relationApiPath('lead', id)}/status`, change);
  return parseRecordAnswer(leadRecordSchema, answer);
}

export type LeadMove = { lead: LeadRecord; to: LeadStatus; lostReason?: string };

/**
 * Moves a card at once (optimistic) and saves; when the save fails the card goes back and both
 * columns are loaded again, so the next move starts from what the server has.
 * `filters` are the board's, without status: each column is that view with one status.
 */
export function useChangeLeadStatus(filters: RelationFilters) {
  const queryClient = useQueryClient();
  const columnKey = (status: LeadStatus) => getRelationsQueryOptions('lead', { ...filters, status }).queryKey;

  return useMutation({
    mutationFn: ({ lead, to, lostReason }: LeadMove) =>
      changeLeadStatus(lead.id, { status: to, lostReason, version: lead.version }),
    onMutate: async ({ lead, to, lostReason }) => {
      const from = columnKey(lead.status);
      const target = columnKey(to);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: from }),
        queryClient.cancelQueries({ queryKey: target }),
      ]);
      const before = { from: queryClient.getQueryData(from), to: queryClient.getQueryData(target) };
      queryClient.setQueryData(from, (data) => removeCard(data, lead.id));
      queryClient.setQueryData(target, (data) => insertCard(data, { ...lead, status: to, lostReason }));
      return before;
    },
    onError: (_error, { lead, to }, before) => {
      queryClient.setQueryData(columnKey(lead.status), before?.from);
      queryClient.setQueryData(columnKey(to), before?.to);
      void queryClient.invalidateQueries({ queryKey: columnKey(lead.status) });
      void queryClient.invalidateQueries({ queryKey: columnKey(to) });
    },
    onSuccess: (saved, { to }) => {
      queryClient.setQueryData(columnKey(to), (data) => replaceCard(data, saved));
      queryClient.setQueryData<RelationDetail<'lead'>>(
        relationDetailKey('lead', saved.id),
        (detail) => detail && { ...detail, record: saved },
      );
      // Other views are stale now, but the board is not: an index read right after the write could
      // still show the old column, so the board is not fetched again here.
      void queryClient.invalidateQueries({ queryKey: relationsListKey('lead'), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: relationHistoryKey('lead', saved.id) });
    },
  });
}
