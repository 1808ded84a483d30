import { parseRecordAnswer } from '@crm/core/db/record';
import type { FinancialInput } from '@crm/core/relations/financial';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { financialKey, type FinancialDetail, type FinancialKind } from './get-financial';
import { relationDetailKey } from '../../../lib/relations/get-relation';
import { relationHistoryKey } from './get-relation-history';
import { financialRecordSchema, relationApiPath, type FinancialRecord } from './records';

export type FinancialValues = Omit<FinancialInput, 'version'>;

/** Saves the financial record as last seen: version 0 while it does not exist yet, 409 when stale. */
export async function saveFinancial(
  kind: FinancialKind,
  id: string,
  values: FinancialValues,
  version: number,
): Promise<FinancialRecord> {
  const answer = await api.put(`${relationApiPath(kind, id)}/financial`, { ...values, version });
  return parseRecordAnswer(financialRecordSchema, answer);
}

export function useSaveFinancial(kind: FinancialKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, version }: { values: FinancialValues; version: number }) =>
      saveFinancial(kind, id, values, version),
    onSuccess: async (financial) => {
      queryClient.setQueryData<FinancialDetail>(
        financialKey(kind, id),
        (detail) => detail && { ...detail, financial },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: relationDetailKey(kind, id) }),
        queryClient.invalidateQueries({ queryKey: relationHistoryKey(kind, id) }),
      ]);
    },
  });
}
