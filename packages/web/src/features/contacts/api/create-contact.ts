import type { ContactInput } from '@crm/core/contacts/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ContactRecord } from '../../relations/api/records';
import type { RelationKind } from '../../relations/lib/relation-kinds';
import { contactAnswerSchema } from './get-contact';
import { invalidateParent } from './parent-keys';

export type ContactParent = { kind: RelationKind; id: string };

/** The first contact person of a relation becomes its primary one (the API decides). */
export async function createContact(parent: ContactParent, input: ContactInput): Promise<ContactRecord> {
  const answer = await api.post('/api/contacts', { parentKind: parent.kind, parentId: parent.id, ...input });
  return contactAnswerSchema.parse(answer).contact;
}

export function useCreateContact(parent: ContactParent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values }: { values: ContactInput; version: number }) => createContact(parent, values),
    onSuccess: (contact) => invalidateParent(queryClient, contact),
  });
}
