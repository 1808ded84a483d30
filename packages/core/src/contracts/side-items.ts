import { tableName } from '../db/client.ts';
import { counterChange } from '../db/counter.ts';
import { contractFacets, keys, type ContractFacet, type Key } from '../db/keys.ts';
import { counterNames } from '../db/counter-names.ts';
import type { TransactItem } from '../db/transaction.ts';
import { searchBucket, tokensOf } from '../search/tokens.ts';
import type { ContractItem } from './item.ts';
import { contractSortItems } from './sort-items.ts';

/**
 * The items kept beside a contract in the same transaction: a list copy per facet (customer,
 * supplier, type, owner; sorted by Opzeggen vóór, so a customer's tab and a filtered list are one
 * Query each), search tokens (number and title), the period-end index item, the sort items of the
 * list's sortable columns (decision 054), and the list counters, which also guard deletes:
 * a customer, supplier or type with contracts counts them.
 */
export const MAX_CONTRACT_TOKENS = 20;

type Side = Omit<ContractItem, 'pk' | 'sk'> & Partial<Key> & Record<string, unknown>;

export function contractSearchTokens(contract: { number: string; title: string }): string[] {
  return tokensOf({
    identifiers: [contract.number],
    name: contract.title,
    words: [],
    max: MAX_CONTRACT_TOKENS,
  });
}

/** The value of a facet for a contract, or undefined when it has none (a contract without type). */
export function facetValue(contract: Side, facet: ContractFacet): string | undefined {
  switch (facet) {
    case 'customer':
      return contract.customerId;
    case 'supplier':
      return contract.supplierId;
    case 'type':
      return contract.typeId;
    case 'owner':
      return contract.ownerId;
  }
}

/** What a list copy leaves out: long text and the record's own keys. */
const notCopied = new Set([
  'pk',
  'sk',
  'notes',
  'searchTokens',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
]);

function copies(contract: Side): (Key & Record<string, unknown>)[] {
  const row = Object.fromEntries(Object.entries(contract).filter(([name]) => !notCopied.has(name)));
  return contractFacets.flatMap((facet) => {
    const value = facetValue(contract, facet);
    return value
      ? [
          {
            ...row,
            ...keys.contractFacet(facet, value, contract.noticeBy, contract.id),
            type: 'contract_copy',
            facet,
          },
        ]
      : [];
  });
}

/**
 * A running contract's item in the period-end index (decision 039): the daily job renews, ends or
 * expires every contract whose period ended from it, whatever reminders were read or skipped.
 */
function periodEndItems(contract: Side): (Key & Record<string, unknown>)[] {
  if (contract.status !== 'actief' && contract.status !== 'opgezegd') return [];
  return [
    {
      ...keys.contractPeriodEnd(contract.periodEnd, contract.id),
      type: 'contract_period_end',
      id: contract.id,
      periodEnd: contract.periodEnd,
    },
  ];
}

function tokenItems(contract: Side): (Key & Record<string, unknown>)[] {
  return contractSearchTokens(contract).map((token) => ({
    ...keys.contractSearchToken(searchBucket(token), token, contract.id),
    type: 'search',
    kind: 'contract',
    id: contract.id,
    label: contract.title,
    // The detail line of a global search hit: "C000123 · Bakkerij De Vries".
    detail: [contract.number, contract.customerName].filter(Boolean).join(' · '),
  }));
}

export function contractCounterNames(contract: Side): string[] {
  return [
    counterNames.contracts,
    counterNames.contractsByStatus(contract.status),
    ...contractFacets.flatMap((facet) => {
      const value = facetValue(contract, facet);
      return value ? [counterNames.contractsByFacet(facet, value)] : [];
    }),
  ];
}

const keyOf = (item: Key) => `${item.pk}|${item.sk}`;

/** Transaction items that move a contract's side items from `before` to `after` (either may be absent). */
export function contractSideChanges(before: Side | undefined, after: Side | undefined): TransactItem[] {
  const table = tableName();
  const itemsOf = (side: Side) => [
    ...copies(side),
    ...tokenItems(side),
    ...periodEndItems(side),
    ...contractSortItems(side),
  ];
  const oldItems = before ? itemsOf(before) : [];
  const newItems = after ? itemsOf(after) : [];
  const oldByKey = new Map(oldItems.map((item) => [keyOf(item), item]));
  const newKeys = new Set(newItems.map(keyOf));
  const deletes = oldItems
    .filter((item) => !newKeys.has(keyOf(item)))
    .map((item): TransactItem => ({ Delete: { TableName: table, Key: { pk: item.pk, sk: item.sk } } }));
  const puts = newItems
    .filter((item) => JSON.stringify(oldByKey.get(keyOf(item))) !== JSON.stringify(item))
    .map((item): TransactItem => ({ Put: { TableName: table, Item: item } }));
  const oldCounters = before ? contractCounterNames(before) : [];
  const newCounters = after ? contractCounterNames(after) : [];
  return [
    ...deletes,
    ...puts,
    ...oldCounters.filter((name) => !newCounters.includes(name)).map((name) => counterChange(name, -1)),
    ...newCounters.filter((name) => !oldCounters.includes(name)).map((name) => counterChange(name, 1)),
  ];
}
