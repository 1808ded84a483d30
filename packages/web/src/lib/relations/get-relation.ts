import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contactRecordSchema,
  financialRecordSchema,
  type ContactRecord,
  type FinancialRecord,
  type RelationRecords,
} from '@crm/core/relations/public';
import { exactStateAnswerSchema, type ExactStateAnswer } from '@crm/core/relations/exact-state';
import { api } from '../api';
import { recordSchemaOf, relationApiPath, relationRootKey, type RelationKind } from './relation-api';

export type RelationDetail<K extends RelationKind> = {
  record: RelationRecords[K];
  /** Primary contact first. */
  contacts: ContactRecord[];
  /** Absent without the financial permission; null when not filled in yet. */
  financial?: FinancialRecord | null;
  /** Customers and suppliers: their Exact Online sync state. */
  exact?: ExactStateAnswer;
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
    exact: exactStateAnswerSchema.optional(),
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
