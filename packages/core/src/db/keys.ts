import { normaliseEmail } from '../validation/fields.ts';

/**
 * Every key of the table is built here, so no key string is assembled anywhere else.
 * A record and everything read with it (history, later contact people and files) share the
 * record's partition: one Query on `pk` serves a detail page. See docs/data-model.md.
 */
export interface Key {
  pk: string;
  sk: string;
}

/** Sort key of the record item itself; '#' sorts before the children's prefixes. */
export const RECORD_SK = '#RECORD';
export const HISTORY_PREFIX = 'HISTORY#';
export const FINANCIAL_SK = '#FINANCIAL';
export const CONTACT_PREFIX = 'CONTACT#';
/** Files sort after contact people and before history: a detail Query (`sk < HISTORY#`) reads them. */
export const FILE_PREFIX = 'FILE#';
/** A contract's conditions, their text versions, reviews and evidence (decision 031). */
export const CONDITION_PREFIX = 'CONDITION#';
export const CONDITION_VERSION_PREFIX = 'CONDVERSION#';
export const REVIEW_PREFIX = 'REVIEW#';
export const EVIDENCE_PREFIX = 'EVIDENCE#';
/** Sort key of the marker naming a parent's primary contact person (decision 022). */
export const PRIMARY_CONTACT_SK = '#PRIMARY_CONTACT';

/** The kinds of organisation record and their key prefixes. */
export const relationPrefixes = { lead: 'LEAD', customer: 'CUSTOMER', supplier: 'SUPPLIER' } as const;
export type RelationKind = keyof typeof relationPrefixes;

/** The table's partitions that a Query reads whole or by a sort-key prefix (their items' keys below). */
export const partitions = {
  /** Files' objects still to delete (files/cleanup.ts). */
  objectsToDelete: 'OBJECTS_TO_DELETE',
  searchTokens: (kind: RelationKind, bucket: string) => `SEARCH#${relationPrefixes[kind]}#${bucket}`,
  contactSearchTokens: (bucket: string) => `SEARCH#CONTACT#${bucket}`,
  contractSearchTokens: (bucket: string) => `SEARCH#CONTRACT#${bucket}`,
  /** Relations sharing one identity value (KvK, BTW, e-mail). */
  identity: (field: string, value: string) => `IDENTITY#${field}#${value.toLowerCase()}`,
  /** A contract facet's list copies (one customer's, supplier's, type's or owner's contracts). */
  contractFacet: (facet: ContractFacet, value: string) => `CONTRACTS#${facet}#${value}`,
  /** The due-date items of one day. */
  due: (date: string) => `DUE#${date}`,
  /** The sort items of one sortable column of a kind. */
  relationSort: (kind: RelationKind, field: string) => `SORT#${relationPrefixes[kind]}#${field}`,
};

export const keys = {
  user: (id: string): Key => ({ pk: `USER#${id}`, sk: RECORD_SK }),
  /** Marker item that makes a user's e-mail address unique (case-insensitive). */
  userEmail: (email: string): Key => ({ pk: `UNIQUE#USER_EMAIL#${normaliseEmail(email)}`, sk: 'UNIQUE' }),
  session: (id: string): Key => ({ pk: `SESSION#${id}`, sk: 'SESSION' }),
  throttle: (scope: string, subject: string, windowStart: number): Key => ({
    pk: `THROTTLE#${scope}#${subject}`,
    sk: `WINDOW#${windowStart}`,
  }),
  relation: (kind: RelationKind, id: string): Key => ({
    pk: `${relationPrefixes[kind]}#${id}`,
    sk: RECORD_SK,
  }),
  financial: (kind: RelationKind, id: string): Key => ({
    pk: `${relationPrefixes[kind]}#${id}`,
    sk: FINANCIAL_SK,
  }),
  contact: (parentPk: string, id: string): Key => ({ pk: parentPk, sk: `${CONTACT_PREFIX}${id}` }),
  /** A file in its owner's collection (lead, customer, supplier; later contract, request). */
  file: (ownerPk: string, id: string): Key => ({ pk: ownerPk, sk: `${FILE_PREFIX}${id}` }),
  /** An announced upload (presign) until it is completed; expires after a day (TTL). */
  upload: (id: string): Key => ({ pk: `UPLOAD#${id}`, sk: 'UPLOAD' }),
  /**
   * A stored object whose file item is gone: written in the delete's transaction, removed once the
   * object is deleted, so no object outlives its file for ever (files/cleanup.ts).
   */
  objectToDelete: (objectKey: string): Key => ({ pk: partitions.objectsToDelete, sk: objectKey }),
  /** The one item per parent that names its primary contact person: its writes meet here. */
  primaryContact: (parentPk: string): Key => ({ pk: parentPk, sk: PRIMARY_CONTACT_SK }),
  searchToken: (kind: RelationKind, bucket: string, token: string, id: string): Key => ({
    pk: partitions.searchTokens(kind, bucket),
    sk: `${token}#${id}`,
  }),
  /** A contact person's search token; the item names the parent (see contacts/search-items.ts). */
  contactSearchToken: (bucket: string, token: string, id: string): Key => ({
    pk: partitions.contactSearchTokens(bucket),
    sk: `${token}#${id}`,
  }),
  /** Non-unique identity items (KvK, BTW, e-mail) for the duplicate warning. */
  identity: (field: string, value: string, kind: RelationKind, id: string): Key => ({
    pk: partitions.identity(field, value),
    sk: `${relationPrefixes[kind]}#${id}`,
  }),
  link: (id: string): Key => ({ pk: `LINK#${id}`, sk: 'LINK' }),
  /** An export job and its file (owner, status, progress); expires after a day (TTL). */
  export: (id: string): Key => ({ pk: `EXPORT#${id}`, sk: 'EXPORT' }),
  todo: (id: string): Key => ({ pk: `TODO#${id}`, sk: RECORD_SK }),
  counter: (name: string): Key => ({ pk: `COUNTER#${name}`, sk: 'COUNTER' }),
  /** Which version of derived items (search tokens) the stored data has been brought to. */
  migration: (name: string): Key => ({ pk: `MIGRATION#${name}`, sk: 'MIGRATION' }),
  history: (recordPk: string, id: string): Key => ({ pk: recordPk, sk: `${HISTORY_PREFIX}${id}` }),
  contract: (id: string): Key => ({ pk: `CONTRACT#${id}`, sk: RECORD_SK }),
  /** A contract's list copy for one facet (customer, supplier, type, owner), by Opzeggen vóór. */
  contractFacet: (facet: ContractFacet, value: string, noticeBy: string, id: string): Key => ({
    pk: partitions.contractFacet(facet, value),
    sk: `${noticeBy}#${id}`,
  }),
  /** A contract's search token (number, title words): global search and the list's search. */
  contractSearchToken: (bucket: string, token: string, id: string): Key => ({
    pk: partitions.contractSearchTokens(bucket),
    sk: `${token}#${id}`,
  }),
  /** A contract's condition, in the contract's partition (decision 031). */
  condition: (contractId: string, id: string): Key => ({
    pk: `CONTRACT#${contractId}`,
    sk: `${CONDITION_PREFIX}${id}`,
  }),
  /** One text version of a condition (numbered, so its versions sort in order). */
  conditionVersion: (contractId: string, conditionId: string, textVersion: number): Key => ({
    pk: `CONTRACT#${contractId}`,
    sk: `${CONDITION_VERSION_PREFIX}${conditionId}#${String(textVersion).padStart(6, '0')}`,
  }),
  /** A review of conditions sent through a link (its id is the link's). */
  conditionReview: (contractId: string, linkId: string): Key => ({
    pk: `CONTRACT#${contractId}`,
    sk: `${REVIEW_PREFIX}${linkId}`,
  }),
  /** An evidence item of the contract's chain, numbered from 1. */
  evidence: (contractId: string, seq: number): Key => ({
    pk: `CONTRACT#${contractId}`,
    sk: `${EVIDENCE_PREFIX}${String(seq).padStart(9, '0')}`,
  }),
  /** The head of the contract's evidence chain (last number and hash). */
  evidenceChain: (contractId: string): Key => ({ pk: `CONTRACT#${contractId}`, sk: 'CHAIN' }),
  contractType: (id: string): Key => ({ pk: `CONTRACT_TYPE#${id}`, sk: RECORD_SK }),
  /** Marker item that makes a contract type's name unique (`normalised`: case and spacing folded). */
  contractTypeName: (normalised: string): Key => ({
    pk: `UNIQUE#CONTRACT_TYPE_NAME#${normalised}`,
    sk: 'UNIQUE',
  }),
  /**
   * A due-date index item (ARCHITECTURE "Deadlines and the daily job"): written with its record,
   * one per date that needs an action; the daily job reads the partition of each day it covers.
   */
  due: (date: string, recordPk: string, action: string): Key => ({
    pk: partitions.due(date),
    sk: `${recordPk}#${action}`,
  }),
  /** The ledger item of one action of the daily job: a conditional put makes it happen once. */
  reminder: (recordPk: string, period: string, kind: string): Key => ({
    pk: `REMINDER#${recordPk}#${period}#${kind}`,
    sk: 'REMINDER',
  }),
  /** A scheduled job's own state (the last day the daily job completed). */
  jobState: (name: string): Key => ({ pk: `JOB#${name}`, sk: 'STATE' }),
  /**
   * A private calendar link (decision 024), found by the SHA-256 of its token: the token itself is
   * never stored.
   */
  calendarLink: (tokenHash: string): Key => ({ pk: `CALENDAR#${tokenHash}`, sk: 'CALENDAR' }),
  /** A user's one calendar link (which token hash, since when), in the user's collection. */
  userCalendarLink: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'CALENDAR_LINK' }),
};

/** The facets a contract list filters on through its list copies. */
export const contractFacets = ['customer', 'supplier', 'type', 'owner'] as const;
export type ContractFacet = (typeof contractFacets)[number];

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
  todos: (scope: TodoScope) =>
    scope.link
      ? `${TODO_LIST}#link#${scope.link.kind}#${scope.link.id}`
      : scope.assigneeId
        ? `${TODO_LIST}#assignee#${scope.assigneeId}`
        : TODO_LIST,
};

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
  /** Lookup of a contact person by id alone (its partition is its parent's). */
  contactById: (id: string) => ({ gsi1pk: `CONTACT#${id}`, gsi1sk: 'CONTACT' }),
  /** Lookup of a file by id alone (its partition is its owner's). */
  fileById: (id: string) => ({ gsi1pk: `FILE#${id}`, gsi1sk: 'FILE' }),
};

/**
 * A relation's sort item for one sortable column (decision 020): the partition holds one item per
 * record of the kind, ordered by the column's value, then name, then id.
 */
export function relationSortKey(kind: RelationKind, field: string, value: string, id: string): Key {
  return { pk: partitions.relationSort(kind, field), sk: `${value}#${id}` };
}

/** The counter of a lead status's summed expected value, in cents (dashboard, decision 020). */
export function leadValueSumCounter(status: string): string {
  return `sum#lead#status#${status}`;
}
