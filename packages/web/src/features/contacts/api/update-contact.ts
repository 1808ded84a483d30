import type { ContactInput } from '@crm/core/contacts/schema';
import { parseRecordAnswer } from '@crm/core/db/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contactRecordSchema, type ContactRecord } from '../../relations/api/records';
import { contactDetailKey, contactsKey } from './get-contact';
import { invalidateParent } from './parent-keys';

/** Saves a contact person as last seen (`version`): 409 when someone saved it since. */
export async function updateContact(
  id: string,
  input: ContactInput,
  version: number,
): Promise<ContactRecord> {
  const answer = await api.put(`/api/contacts/${encodeURIComponent(id)}`, { ...input, version });
  return parseRecordAnswer(contactRecordSchema, answer);
}

export function useUpdateContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, version }: { values: ContactInput; version: number }) =>
      updateContact(id, values, version),
    onSuccess: async (contact) => {
      queryClient.setQueryData(contactDetailKey(id), contact);
      // Marking one primary unmarks its siblings: their cached versions are stale too.
      await Promise.all([
        invalidateParent(queryClient, contact),
        queryClient.invalidateQueries({
          queryKey: contactsKey,
          predicate: (query) => query.queryKey[2] !== id,
        }),
      ]);
    },
  });
}
