import { normaliseEmail } from '../validation/fields.ts';

/**
 * Every key of the table is built here (the items' keys and the partitions a Query reads), in
 * index-keys.ts (the indexes' keys) or in counter-names.ts, so no key string is assembled anywhere
 * else. A record and everything read with it (history, contact people, files) share the record's
 * partition: one Query on `pk` serves a detail page. See docs/data-model.md.
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
/** The rows an import wrote, in its own partition. */
export const IMPORT_ROW_PREFIX = 'ROW#';
/** A contract's conditions, their text versions, reviews and evidence (decision 031). */
export const CONDITION_PREFIX = 'CONDITION#';
export const CONDITION_VERSION_PREFIX = 'CONDVERSION#';
export const REVIEW_PREFIX = 'REVIEW#';
export const EVIDENCE_PREFIX = 'EVIDENCE#';
/** A supplier's copy of each of its information requests (decision 047): its Verzoeken tab. */
export const REQUEST_PREFIX = 'REQUEST#';
/** A lead's or customer's copy of each of its onboardings (decision 052). */
export const ONBOARDING_PREFIX = 'ONBOARDING#';
/**
 * Sort key of a customer's or supplier's Exact Online sync state (decision 045): an item of its own,
 * so a sync never bumps the version of the record or its financial record.
 */
export const EXACT_STATE_SK = '#EXACT';
/** Sort key of the marker naming a parent's primary contact person (decision 022). */
export const PRIMARY_CONTACT_SK = '#PRIMARY_CONTACT';

/** The kinds of organisation record and their key prefixes. */
export const relationPrefixes = { lead: 'LEAD', customer: 'CUSTOMER', supplier: 'SUPPLIER' } as const;
export type RelationKind = keyof typeof relationPrefixes;

/** The table's partitions that a Query reads whole or by a sort-key prefix (their items' keys below). */
export const partitions = {
  /** Files' objects still to delete (files/cleanup.ts). */
  objectsToDelete: 'OBJECTS_TO_DELETE',
  /** Mail the app owes and has not yet delivered (mail/owed.ts). */
  owedMail: 'MAIL_OWED',
  searchTokens: (kind: RelationKind, bucket: string) => `SEARCH#${relationPrefixes[kind]}#${bucket}`,
  contactSearchTokens: (bucket: string) => `SEARCH#CONTACT#${bucket}`,
  contractSearchTokens: (bucket: string) => `SEARCH#CONTRACT#${bucket}`,
  /** Relations sharing one identity value (KvK, BTW, e-mail). */
  identity: (field: string, value: string) => `IDENTITY#${field}#${value.toLowerCase()}`,
  /** A contract facet's list copies (one customer's, supplier's, type's or owner's contracts). */
  contractFacet: (facet: ContractFacet, value: string) => `CONTRACTS#${facet}#${value}`,
  /** The due-date items of one day. */
  due: (date: string) => `DUE#${date}`,
  /** Every running contract by the last day of its period (decision 039): the daily job's sweep. */
  contractPeriodEnds: 'CONTRACT_PERIOD_ENDS',
  /** The records linked to one Exact account (a customer, a supplier, or both). */
  exactAccount: (exactId: string) => `EXACT_ACCOUNT#${exactId}`,
  /** The sort items of one sortable column of a kind. */
  relationSort: (kind: RelationKind, field: string) => `SORT#${relationPrefixes[kind]}#${field}`,
  /** The sort items of one sortable column of the contracts list (decision 054). */
  contractSort: (field: string) => `SORT#CONTRACT#${field}`,
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
  /** A customer's or supplier's Exact Online sync state, in the record's collection (decision 045). */
  exactState: (kind: RelationKind, id: string): Key => ({
    pk: `${relationPrefixes[kind]}#${id}`,
    sk: EXACT_STATE_SK,
  }),
  /** Which of our records an Exact account is linked to: one marker per record (the pull's lookup). */
  exactAccount: (exactId: string, kind: RelationKind, id: string): Key => ({
    pk: partitions.exactAccount(exactId),
    sk: `${relationPrefixes[kind]}#${id}`,
  }),
  contact: (parentPk: string, id: string): Key => ({ pk: parentPk, sk: `${CONTACT_PREFIX}${id}` }),
  /** A file in its owner's collection (any kind of records/kinds.ts). */
  file: (ownerPk: string, id: string): Key => ({ pk: ownerPk, sk: `${FILE_PREFIX}${id}` }),
  /** An announced upload (presign) until it is completed; expires after a day (TTL). */
  upload: (id: string): Key => ({ pk: `UPLOAD#${id}`, sk: 'UPLOAD' }),
  /**
   * A stored object whose file item is gone: written in the delete's transaction, removed once the
   * object is deleted, so no object outlives its file for ever (files/cleanup.ts).
   */
  objectToDelete: (objectKey: string): Key => ({ pk: partitions.objectsToDelete, sk: objectKey }),
  owedMail: (id: string): Key => ({ pk: partitions.owedMail, sk: id }),
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
  /**
   * The staged changes of a supplier request or an onboarding (decision 046): one item per owner,
   * its field values as sent, as proposed and as decided.
   */
  changeSet: (ownerKind: string, ownerId: string): Key => ({
    pk: `CHANGESET#${ownerKind}#${ownerId}`,
    sk: 'CHANGESET',
  }),
  /** An export job and its file (owner, status, progress); expires after a day (TTL). */
  export: (id: string): Key => ({ pk: `EXPORT#${id}`, sk: 'EXPORT' }),
  /** An import of a sheet (decision 053): its file, mapping, counts and state. */
  importJob: (id: string): Key => ({ pk: `IMPORT#${id}`, sk: 'IMPORT' }),
  /** What an import did with one row of its sheet (the record it made or filled), for undo and resume. */
  importRow: (id: string, row: number): Key => ({
    pk: `IMPORT#${id}`,
    sk: `${IMPORT_ROW_PREFIX}${String(row).padStart(6, '0')}`,
  }),
  /** The mapping last used for a kind's imports, by header: proposed for the next one. */
  importMapping: (kind: string): Key => ({ pk: `IMPORT_MAPPING#${kind}`, sk: 'IMPORT_MAPPING' }),
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
  contractPeriodEnd: (periodEnd: string, id: string): Key => ({
    pk: partitions.contractPeriodEnds,
    sk: `${periodEnd}#${id}`,
  }),
  contractSearchToken: (bucket: string, token: string, id: string): Key => ({
    pk: partitions.contractSearchTokens(bucket),
    sk: `${token}#${id}`,
  }),
  /** A contract's condition, in the contract's partition (decision 031). */
  condition: (contractId: string, id: string): Key => ({
    pk: `CONTRACT#${contractId}`,
    sk: `${CONDITION_PREFIX}${id}`,
  }),
  /**
   * How many conditions the contract has, moved in every transaction that adds or deletes one, so
   * the limit holds under concurrent creates (issue 28). Outside the `CONDITION#` prefix.
   */
  conditionCount: (contractId: string): Key => ({ pk: `CONTRACT#${contractId}`, sk: 'CONDITIONS_COUNT' }),
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
  /**
   * A create's idempotency key (issue 28): a resend with the same key answers the first result.
   * Per user, so one user's key never finds another's record.
   */
  idempotency: (scope: string, actorId: string, key: string): Key => ({
    pk: `IDEMPOTENCY#${scope}#${actorId}#${key}`,
    sk: 'UNIQUE',
  }),
  /** A supplier information request's template (decision 036). */
  supplierRequestTemplate: (id: string): Key => ({ pk: `SUPPLIER_REQUEST_TEMPLATE#${id}`, sk: RECORD_SK }),
  /** The one item naming the default template: every change of the default meets on it. */
  supplierRequestDefaultTemplate: (): Key => ({ pk: 'SUPPLIER_REQUEST_TEMPLATE_DEFAULT', sk: 'DEFAULT' }),
  /** A supplier information request (decision 047); its history is in its own partition. */
  supplierRequest: (id: string): Key => ({ pk: `SUPPLIER_REQUEST#${id}`, sk: RECORD_SK }),
  /** The supplier's copy of a request, for its Verzoeken tab (newest first by the ULID). */
  supplierRequestCopy: (supplierId: string, id: string): Key => ({
    pk: `SUPPLIER#${supplierId}`,
    sk: `${REQUEST_PREFIX}${id}`,
  }),
  /** An onboarding of a lead or customer (decision 052); its history is in its own partition. */
  onboarding: (id: string): Key => ({ pk: `ONBOARDING#${id}`, sk: RECORD_SK }),
  /** The lead's or customer's copy of an onboarding, for its page (newest first by the ULID). */
  onboardingCopy: (kind: RelationKind, targetId: string, id: string): Key => ({
    pk: `${relationPrefixes[kind]}#${targetId}`,
    sk: `${ONBOARDING_PREFIX}${id}`,
  }),
  /** A scheduled job's own state (the last day the daily job completed). */
  jobState: (name: string): Key => ({ pk: `JOB#${name}`, sk: 'STATE' }),
  /**
   * A private calendar link (decision 024), found by the SHA-256 of its token: the token itself is
   * never stored.
   */
  calendarLink: (tokenHash: string): Key => ({ pk: `CALENDAR#${tokenHash}`, sk: 'CALENDAR' }),
  /**
   * The one Exact Online connection of the installation (decision 044): state, chosen division,
   * the encrypted token chain and the refresh lock.
   */
  exactConnection: (): Key => ({ pk: 'EXACT#CONNECTION', sk: 'STATE' }),
  /** What Exact's headers last said of a division's call limits, and its errors per endpoint. */
  exactLimits: (division: number): Key => ({ pk: `EXACT#DIVISION#${division}`, sk: 'LIMITS' }),
  /** The lease of a division's sync run: never two runs at once (decision 051). */
  exactRunLease: (division: number): Key => ({ pk: `EXACT#DIVISION#${division}`, sk: 'RUN' }),
  /** Where the pull goes on: the highest `Timestamp` read of accounts and of deletions. */
  exactCursor: (division: number): Key => ({ pk: `EXACT#DIVISION#${division}`, sk: 'CURSOR' }),
  /** One run in the log of sync runs, newest last in the partition (kept 90 days). */
  exactRun: (startedAt: string, runId: string): Key => ({ pk: 'EXACT#RUNS', sk: `${startedAt}#${runId}` }),
  /** An Exact account as the pull last read it: what matching before a create looks in. */
  exactDirectory: (division: number, exactId: string): Key => ({
    pk: `EXACT#DIVISION#${division}#ACCOUNTS`,
    sk: exactId,
  }),
  /** A user's one calendar link (which token hash, since when), in the user's collection. */
  userCalendarLink: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'CALENDAR_LINK' }),
};

/** The facets a contract list filters on through its list copies. */
export const contractFacets = ['customer', 'supplier', 'type', 'owner'] as const;
export type ContractFacet = (typeof contractFacets)[number];

/**
 * A relation's sort item for one sortable column (decision 020): the partition holds one item per
 * record of the kind, ordered by the column's value, then name, then id.
 */
export function relationSortKey(kind: RelationKind, field: string, value: string, id: string): Key {
  return { pk: partitions.relationSort(kind, field), sk: `${value}#${id}` };
}

/**
 * A contract's sort item for one sortable column (decision 054): ordered by the column's value,
 * then by id (creation order), so equal values keep one order across pages.
 */
export function contractSortKey(field: string, value: string, id: string): Key {
  return { pk: partitions.contractSort(field), sk: `${value}#${id}` };
}
