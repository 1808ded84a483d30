import { relationPrefixes, type RelationKind } from './keys.ts';

/** The keys of the global secondary indexes, by the access pattern they serve (see table.ts). */

export const TODO_LIST = 'TODOS';
export const CHANGE_FEED = 'CHANGES';
/** The subject type of a financial record's history items. */
export const FINANCIAL_SUBJECT = 'financial';

/** The change feed's partition for one kind of record (its key prefix), or its financial changes. */
export function changeFeedKey(kindPrefix: string, financial = false): string {
  return `${CHANGE_FEED}#${kindPrefix}${financial ? '#FINANCIAL' : ''}`;
}
/** A todo without a deadline sorts after every date. */
export const NO_DEADLINE = '9999-12-31';

/** Sort-key prefix of a todo's state: open todos sort before done ones. */
export function todoStateKey(state: 'open' | 'done'): string {
  return state === 'open' ? '1open' : '2done';
}

export function todoSortKey(done: boolean, deadline: string | undefined, id: string): string {
  return `${todoStateKey(done ? 'done' : 'open')}#${deadline ?? NO_DEADLINE}#${id}`;
}

/** Which todos a list or counter covers: all, one assignee's, or one linked record's. */
export type TodoScope =
  | { assigneeId?: undefined; link?: undefined }
  | { assigneeId: string; link?: undefined }
  | { link: { kind: string; id: string } };

/** The partitions of the list indexes (see `indexKeys`), for the Queries that read them. */
export const listPartitions = {
  /** gsi1 and gsi4: every relation of a kind. */
  relations: (kind: RelationKind) => relationPrefixes[kind],
  /** gsi2: one status. */
  relationsByStatus: (kind: RelationKind, status: string) => `${relationPrefixes[kind]}#status#${status}`,
  /** gsi3: one owner (leads, customers) or category (suppliers). */
  relationsByFacet: (kind: RelationKind, facet: string) => `${relationPrefixes[kind]}#facet#${facet}`,
  /** gsi1 all todos, gsi2 one assignee's, gsi3 one linked record's. */
  /** gsi1 every contract, gsi2 one status's, both by Opzeggen vóór; gsi3 by number, gsi4 by title. */
  contracts: 'CONTRACTS',
  contractsByStatus: (status: string) => `CONTRACTS#status#${status}`,
  contractsByNumber: 'CONTRACTS#number',
  contractsByTitle: 'CONTRACTS#title',
  /** gsi1: contract types by name. */
  contractTypes: 'CONTRACT_TYPES',
  /** gsi1: supplier request templates by name. */
  supplierRequestTemplates: 'SUPPLIER_REQUEST_TEMPLATES',
  /** gsi1: supplier requests waiting for review (Ingediend), oldest submission first. */
  supplierRequestsToReview: 'SUPPLIER_REQUESTS_TO_REVIEW',
  /** gsi1: onboardings waiting for review (Ingediend), oldest submission first (decision 052). */
  onboardingsToReview: 'ONBOARDINGS_TO_REVIEW',
  /** gsi1: customers and suppliers with a change waiting for Exact Online, oldest first (decision 045). */
  exactPending: 'EXACT#PENDING',
  /** gsi2: customers and suppliers whose sync is in error or conflict, by state. */
  exactAttention: 'EXACT#ATTENTION',
  todos: (scope: TodoScope) =>
    scope.link
      ? `${TODO_LIST}#link#${scope.link.kind}#${scope.link.id}`
      : scope.assigneeId
        ? `${TODO_LIST}#assignee#${scope.assigneeId}`
        : TODO_LIST,
};

/** gsi2 of a relation: its status's list (a conversion moves a lead to Gewonnen by this key). */
function relationStatusKeys(kind: RelationKind, status: string): { gsi2pk: string };
function relationStatusKeys(
  kind: RelationKind,
  status: string,
  byName: string,
): { gsi2pk: string; gsi2sk: string };
function relationStatusKeys(kind: RelationKind, status: string, byName?: string) {
  return {
    gsi2pk: listPartitions.relationsByStatus(kind, status),
    ...(byName === undefined ? {} : { gsi2sk: byName }),
  };
}

/** GSI keys, by the access pattern they serve. */
export const indexKeys = {
  /** gsi1: users sorted by name (users list). */
  usersByName: (name: string, id: string) => ({
    gsi1pk: 'USERS',
    gsi1sk: `${name.toLocaleLowerCase('nl')}#${id}`,
  }),
  /**
   * A relation's list keys: gsi1 all by name, gsi2 per status by name, gsi3 per facet (owner or
   * category) by name, gsi4 all by creation time.
   */
  relationLists: (
    kind: RelationKind,
    record: { id: string; nameKey: string; status: string; facet: string; createdAt: string },
  ) => {
    const byName = `${record.nameKey}#${record.id}`;
    return {
      gsi1pk: listPartitions.relations(kind),
      gsi1sk: byName,
      ...relationStatusKeys(kind, record.status, byName),
      gsi3pk: listPartitions.relationsByFacet(kind, record.facet),
      gsi3sk: byName,
      gsi4pk: listPartitions.relations(kind),
      gsi4sk: `${record.createdAt}#${record.id}`,
    };
  },
  relationStatus: relationStatusKeys,
  /**
   * A todo's list keys, each sorted open before done and then by deadline (none last): gsi1 all,
   * gsi2 per assignee, gsi3 per linked record (only when linked).
   */
  todoLists: (todo: {
    id: string;
    done: boolean;
    deadline?: string | undefined;
    assigneeId: string;
    linkKind?: string | undefined;
    linkId?: string | undefined;
  }) => {
    const sort = todoSortKey(todo.done, todo.deadline, todo.id);
    return {
      gsi1pk: listPartitions.todos({}),
      gsi1sk: sort,
      gsi2pk: listPartitions.todos({ assigneeId: todo.assigneeId }),
      gsi2sk: sort,
      ...(todo.linkKind && todo.linkId
        ? { gsi3pk: listPartitions.todos({ link: { kind: todo.linkKind, id: todo.linkId } }), gsi3sk: sort }
        : {}),
    };
  },
  /**
   * gsi4 on history items: the change feed of one kind of record (`CHANGES#LEAD`, …), newest last,
   * for the dashboard's recent changes. Financial changes have a feed of their own
   * (`CHANGES#CUSTOMER#FINANCIAL`), read only with the financial permission.
   */
  changeFeed: (recordPk: string, at: string, id: string, subjectType: string) => ({
    gsi4pk: changeFeedKey(recordPk.split('#')[0] ?? '', subjectType === FINANCIAL_SUBJECT),
    gsi4sk: `${at}#${id}`,
  }),
  /**
   * A contract's list keys: gsi1 all and gsi2 per status, both by Opzeggen vóór (the list's usual
   * order, its date-range filter and the dashboard's block); gsi3 by number; gsi4 by title.
   */
  contractLists: (contract: {
    id: string;
    number: string;
    status: string;
    noticeBy: string;
    titleKey: string;
  }) => {
    const byNotice = `${contract.noticeBy}#${contract.id}`;
    return {
      gsi1pk: listPartitions.contracts,
      gsi1sk: byNotice,
      gsi2pk: listPartitions.contractsByStatus(contract.status),
      gsi2sk: byNotice,
      gsi3pk: listPartitions.contractsByNumber,
      gsi3sk: contract.number,
      gsi4pk: listPartitions.contractsByTitle,
      gsi4sk: `${contract.titleKey}#${contract.id}`,
    };
  },
  /** gsi1: contract types by name (`sortName`: a name sort key, see search/tokens.ts). */
  contractTypeByName: (sortName: string, id: string) => ({
    gsi1pk: listPartitions.contractTypes,
    gsi1sk: `${sortName}#${id}`,
  }),
  /** gsi1: supplier request templates by name. */
  supplierRequestTemplateByName: (sortName: string, id: string) => ({
    gsi1pk: listPartitions.supplierRequestTemplates,
    gsi1sk: `${sortName}#${id}`,
  }),
  /** gsi1: a request while it waits for review (Ingediend), by when it was submitted. */
  supplierRequestToReview: (submittedAt: string, id: string) => ({
    gsi1pk: listPartitions.supplierRequestsToReview,
    gsi1sk: `${submittedAt}#${id}`,
  }),
  /** gsi1: an onboarding while it waits for review (Ingediend), by when it was submitted. */
  onboardingToReview: (submittedAt: string, id: string) => ({
    gsi1pk: listPartitions.onboardingsToReview,
    gsi1sk: `${submittedAt}#${id}`,
  }),
  /** gsi1 of a sync state item while a change waits to be pushed: `<since>#<kind>#<id>`. */
  exactPending: (since: string, kind: RelationKind, id: string) => ({
    gsi1pk: listPartitions.exactPending,
    gsi1sk: `${since}#${kind}#${id}`,
  }),
  /** gsi2 of a sync state item in error or conflict: `<state>#<kind>#<id>`. */
  exactAttention: (state: string, kind: RelationKind, id: string) => ({
    gsi2pk: listPartitions.exactAttention,
    gsi2sk: `${state}#${kind}#${id}`,
  }),
  /** Lookup of a contact person by id alone (its partition is its parent's). */
  contactById: (id: string) => ({ gsi1pk: `CONTACT#${id}`, gsi1sk: 'CONTACT' }),
  /** Lookup of a file by id alone (its partition is its owner's). */
  fileById: (id: string) => ({ gsi1pk: `FILE#${id}`, gsi1sk: 'FILE' }),
};
