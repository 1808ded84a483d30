import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ContactRecord } from '../../relations/api/records';
import { invalidateParent } from './parent-keys';

export async function deleteContact(id: string, version: number): Promise<void> {
  await api.delete(`/api/contacts/${encodeURIComponent(id)}`, { query: { version } });
}

export function useDeleteContact(contact: ContactRecord) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteContact(contact.id, contact.version),
    onSuccess: () => invalidateParent(queryClient, contact),
  });
}
