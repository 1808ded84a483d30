import { parseRecordAnswer } from '@crm/core/db/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { relationsListKey } from '../../relations/api/get-relations';
import {
  customerRecordSchema,
  relationApiPath,
  relationRootKey,
  type CustomerRecord,
} from '../../relations/api/records';

/** Makes a customer of the lead (with its contact people and history); 409 when the lead changed. */
export async function convertLead(id: string, version: number): Promise<CustomerRecord> {
  const answer = await api.post(`${relationApiPath('lead', id)}/convert`, { version });
  return parseRecordAnswer(customerRecordSchema, answer);
}

export function useConvertLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => convertLead(id, version),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: relationRootKey('lead') }),
        queryClient.invalidateQueries({ queryKey: relationsListKey('customer') }),
      ]),
  });
}
