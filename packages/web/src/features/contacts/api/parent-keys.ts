import type { QueryClient } from '@tanstack/react-query';
import { relationDetailKey } from '../../../lib/relations/get-relation';
import { relationHistoryKey } from '../../relations/api/get-relation-history';
import type { ContactRecord } from '../../relations/api/records';

/** A contact person shows on its parent's page and in its parent's history: both are stale now. */
export function invalidateParent(
  queryClient: QueryClient,
  contact: Pick<ContactRecord, 'parentKind' | 'parentId'>,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: relationDetailKey(contact.parentKind, contact.parentId) }),
    queryClient.invalidateQueries({ queryKey: relationHistoryKey(contact.parentKind, contact.parentId) }),
  ]);
}
