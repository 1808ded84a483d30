import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { RecordOption } from '../../components/ui/record-combobox';
import { api } from '../api';
import { relationApiPath, relationRootKey, type RelationKind } from './relation-api';

const MAX_OPTIONS = 10;

const optionsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      companyName: z.string(),
      number: z.string().optional(),
      city: z.string().optional(),
    }),
  ),
});

/** Leads, customers or suppliers whose name (or number, city …) matches: the relation list's search. */
export async function fetchRelationOptions(
  kind: RelationKind,
  text: string,
  signal?: AbortSignal,
): Promise<RecordOption[]> {
  const answer = await api.get(relationApiPath(kind), {
    query: { search: text, limit: MAX_OPTIONS },
    signal,
  });
  return optionsSchema.parse(answer).items.map((item) => ({
    id: item.id,
    label: item.companyName,
    detail: [item.number, item.city].filter(Boolean).join(' · '),
  }));
}

/** The choices of a picker of one kind for the text typed (`RecordCombobox`'s `search`). */
export const getRelationOptionsQueryOptions = (kind: RelationKind, text: string) =>
  queryOptions({
    queryKey: [...relationRootKey(kind), 'options', text],
    queryFn: ({ signal }) => fetchRelationOptions(kind, text, signal),
    // While the next text is searched, the previous matches stay in view.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
