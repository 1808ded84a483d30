import type { ContractFacet, RelationKind } from './keys.ts';
import type { TodoScope } from './index-keys.ts';

/** Names of the atomic counters (list totals and number sequences; see db/counter.ts). */
export const counterNames = {
  relations: (kind: RelationKind) => `count#${kind}`,
  relationsByStatus: (kind: RelationKind, status: string) => `count#${kind}#status#${status}`,
  relationsByFacet: (kind: RelationKind, facet: string) => `count#${kind}#facet#${facet}`,
  todos: (scope: TodoScope, state: 'open' | 'done') =>
    scope.link
      ? `count#todo#link#${scope.link.kind}#${scope.link.id}#${state}`
      : scope.assigneeId
        ? `count#todo#assignee#${scope.assigneeId}#${state}`
        : `count#todo#${state}`,
  /** The sequence of customer (K000123) or supplier (L000123) numbers. */
  numbers: (kind: RelationKind) => `number#${kind}`,
  contracts: 'count#contract',
  contractsByStatus: (status: string) => `count#contract#status#${status}`,
  /** Contracts of one customer, supplier, type or owner: guards deletes ("in gebruik") and totals. */
  contractsByFacet: (facet: ContractFacet, value: string) => `count#contract#${facet}#${value}`,
  contractTypes: 'count#contract_type',
  /** The sequence of contract numbers (C000123). */
  contractNumbers: 'number#contract',
  /** Active users with the Beheerder role: the last one cannot be removed. */
  activeBeheerders: 'active-beheerders',
};

/** The counter of a lead status's summed expected value, in cents (dashboard, decision 020). */
export function leadValueSumCounter(status: string): string {
  return `sum#lead#status#${status}`;
}
