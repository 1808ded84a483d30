import { queryOptions, useQuery } from '@tanstack/react-query';
import { attentionAnswerSchema, type AttentionAnswer } from '@crm/core/relations/exact-state';
import { api } from '../../../lib/api';

/** The customers and suppliers whose Exact Online sync is in error or conflict (Beheerder). */
export async function fetchAttention(signal?: AbortSignal): Promise<AttentionAnswer> {
  return attentionAnswerSchema.parse(await api.get('/api/exact/attention?limit=100', { signal }));
}

export const attentionKey = ['exact', 'attention'] as const;

export const getAttentionQueryOptions = () =>
  queryOptions({ queryKey: attentionKey, queryFn: ({ signal }) => fetchAttention(signal) });

export function useAttention() {
  return useQuery(getAttentionQueryOptions());
}
