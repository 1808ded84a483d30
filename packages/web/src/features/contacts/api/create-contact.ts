import type { ContactInput } from '@crm/core/contacts/schema';
import { parseRecordAnswer } from '@crm/core/db/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contactRecordSchema, type ContactRecord } from '../../relations/api/records';
import type { RelationKind } from '../../relations/lib/relation-kinds';
import { invalidateParent } from './parent-keys';

export type ContactParent = { kind: RelationKind; id: string };

/** The first contact person of a relation becomes its primary one (the API decides). */
export async function createContact(parent: ContactParent, input: ContactInput): Promise<ContactRecord> {
  const answer = await api.post('/api/contacts', { parentKind: parent.kind, parentId: parent.id, ...input });
  return parseRecordAnswer(contactRecordSchema, answer);
}

export function useCreateContact(parent: ContactParent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values }: { values: ContactInput; version: number }) => createContact(parent, values),
    onSuccess: (contact) => invalidateParent(queryClient, contact),
  });
}
