import * as z from 'zod';
import { contractSortKey, type Key } from '../db/keys.ts';
import { amountOrderValue } from '../relations/sort-items.ts';
import { nameSortKey } from '../search/tokens.ts';
import { contractSortItemFields, type ContractSortItemField } from './list-query.ts';
import { contractStatuses, type ContractStatus } from './schema.ts';

/**
 * Sort items of the contracts list (decision 054, as decision 020 made them for relations): per
 * sortable column one small item per contract in a partition of its own, ordered by the column's
 * value and then the contract's id, so a page sorted by Klant or Waarde is one Query of sort items
 * and one BatchGetItem of that page's contracts, never a read of the whole list. Each item carries
 * copies of what the list filters on. Written, moved and deleted in the contract's own transactions
 * (`contractSideChanges`), so every write (a rename's refresh and the daily job too) keeps them.
 */
export interface SortableContract {
  id: string;
  status: ContractStatus;
  customerId: string;
  customerName: string;
  supplierId: string;
  supplierName: string;
  typeId?: string | undefined;
  typeName?: string | undefined;
  ownerId: string;
  ownerName?: string | undefined;
  periodEnd: string;
  noticeBy: string;
  value?: number | null | undefined;
}

/** A name sorts from A to Z; none (a contract without type, an owner who is gone) after every name. */
const nameOrder = (name: string | undefined) => (name ? `1${nameSortKey(name)}` : '2');

/** The order value of a column: names without case or accents, the status in its order of moves. */
function orderValue(field: ContractSortItemField, contract: SortableContract): string {
  switch (field) {
    case 'customerName':
    case 'supplierName':
    case 'typeName':
    case 'ownerName':
      return nameOrder(contract[field]);
    case 'status':
      return String(contractStatuses.indexOf(contract.status)).padStart(2, '0');
    case 'periodEnd':
      return contract.periodEnd;
    case 'value':
      return amountOrderValue(contract.value);
  }
}

/** Where a contract's sort item for a column is, as the contract is now. */
export function contractSortItemKey(field: ContractSortItemField, contract: SortableContract): Key {
  return contractSortKey(field, orderValue(field, contract), contract.id);
}

/** The list's filters, copied onto every sort item (the bounded filter of a sorted page). */
export const sortItemFilterFields = [
  'status',
  'customerId',
  'supplierId',
  'typeId',
  'ownerId',
  'noticeBy',
] as const satisfies readonly (keyof SortableContract)[];

export function contractSortItems(contract: SortableContract): (Key & Record<string, unknown>)[] {
  const copies = Object.fromEntries(
    sortItemFilterFields.flatMap((field) => (contract[field] ? [[field, contract[field]]] : [])),
  );
  return contractSortItemFields.map((field) => ({
    ...contractSortItemKey(field, contract),
    type: 'contract_sort',
    id: contract.id,
    ...copies,
  }));
}

/** What a sorted page reads of a sort item: the contract's id, and its key to check the record by. */
export const contractSortItemSchema = z.object({ id: z.string(), sk: z.string() });
