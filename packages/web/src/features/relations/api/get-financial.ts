import { queryOptions, useQuery } from '@tanstack/react-query';
import { financialAnswerSchema } from '@crm/core/relations/public';
import type { ExactStateAnswer } from '@crm/core/relations/exact-state';
import { api } from '../../../lib/api';
import {
  relationApiPath,
  relationRootKey,
  type CustomerRecord,
  type FinancialRecord,
  type SupplierRecord,
} from './records';

/** The kinds with a financial record. */
export type FinancialKind = 'customer' | 'supplier';

export type FinancialDetail = {
  record: CustomerRecord | SupplierRecord;
  /** Null until someone fills it in. */
  financial: FinancialRecord | null;
  /** The Exact Online sync state (decision 045). */
  exact: ExactStateAnswer;
};

export async function fetchFinancial(
  kind: FinancialKind,
  id: string,
  signal?: AbortSignal,
): Promise<FinancialDetail> {
  return financialAnswerSchema.parse(await api.get(`${relationApiPath(kind, id)}/financial`, { signal }));
}

export const financialKey = (kind: FinancialKind, id: string) =>
  [...relationRootKey(kind), 'financial', id] as const;

export const getFinancialQueryOptions = (kind: FinancialKind, id: string) =>
  queryOptions({
    queryKey: financialKey(kind, id),
    queryFn: ({ signal }) => fetchFinancial(kind, id, signal),
  });

export function useFinancial(kind: FinancialKind, id: string) {
  return useQuery(getFinancialQueryOptions(kind, id));
}
