import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contactRecordSchema,
  financialRecordSchema,
  type ContactRecord,
  type FinancialRecord,
  type RelationRecords,
} from '@crm/core/relations/public';
import { api } from '../api';
import { recordSchemaOf, relationApiPath, relationRootKey, type RelationKind } from './relation-api';

export type RelationDetail<K extends RelationKind> = {
  record: RelationRecords[K];
  /** Primary contact first. */
  contacts: ContactRecord[];
  /** Absent without the financial permission; null when not filled in yet. */
  financial?: FinancialRecord | null;
};

export async function fetchRelation<K extends RelationKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<RelationDetail<K>> {
  const schema = z.object({
    record: recordSchemaOf(kind),
    contacts: z.array(contactRecordSchema),
    financial: financialRecordSchema.nullable().optional(),
  });
  return schema.parse(await api.get(relationApiPath(kind, id), { signal }));
}

export const relationDetailKey = (kind: RelationKind, id: string) =>
  [...relationRootKey(kind), 'detail', id] as const;

export const getRelationQueryOptions = <K extends RelationKind>(kind: K, id: string) =>
  queryOptions({
    queryKey: relationDetailKey(kind, id),
    queryFn: ({ signal }) => fetchRelation(kind, id, signal),
  });

export function useRelation<K extends RelationKind>(kind: K, id: string) {
  return useQuery(getRelationQueryOptions(kind, id));
}
