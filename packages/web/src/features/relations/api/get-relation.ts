import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { RelationKind } from '../lib/relation-kinds';
import {
  contactRecordSchema,
  financialRecordSchema,
  recordSchemaOf,
  relationApiPath,
  relationRootKey,
  type ContactRecord,
  type FinancialRecord,
  type RelationRecords,
} from './records';

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
