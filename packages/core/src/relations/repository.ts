import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { dynamo, tableName } from '../db/client.ts';
import { queryAll, rawItems } from '../db/page.ts';
import { nextValue } from '../db/counter.ts';
import {
  CONTACT_PREFIX,
  EXACT_STATE_SK,
  FILE_PREFIX,
  FINANCIAL_SK,
  keys,
  RECORD_SK,
  type RelationKind,
} from '../db/keys.ts';
import { counterNames } from '../db/counter-names.ts';
import { indexKeys } from '../db/index-keys.ts';
import { releasePrimary } from '../contacts/primary.ts';
import { contactTokenChanges } from '../contacts/search-items.ts';
import { type Actor } from '../db/actor.ts';
import { deleteWithChildren } from '../db/delete-with-children.ts';
import type { Guard, TransactItem } from '../db/transaction.ts';
import {
  createRecord,
  updateRecord,
  versionedDelete,
  type CreateRecordInput,
  type VersionedRecord,
} from '../db/write.ts';
import { ownerNotFound } from '../records/kinds.ts';
import { fileDeletions, forgetObjects } from '../files/cleanup.ts';
import { fileItemSchema, type FileItem } from '../files/item.ts';
import { formatNumber, relationConfigs } from './config.ts';
import { sideItemChanges } from './index-items.ts';
import { EXACT_STATE_COPY, recordPending } from './exact-pending.ts';
import { exactStateItemSchema, type ExactStateItem, type ExactSyncState } from './exact-state.ts';
import {
  contactItemSchema,
  financialItemSchema,
  type ContactItem,
  type FinancialItem,
  type RelationItem,
} from './item.ts';
import { nameSortKey, searchTokens } from '../search/tokens.ts';

/** Relation data as entered (already validated by the kind's input schema). */
export type RelationData = Record<string, unknown> & { companyName: string; status: string };

export function derived(
  kind: RelationKind,
  id: string,
  data: RelationData,
  number: string | undefined,
  createdAt: string,
) {
  const nameKey = nameSortKey(data.companyName);
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const tokens = searchTokens({
    name: data.companyName,
    number,
    kvkNumber: str(data.kvkNumber),
    vatNumber: str(data.vatNumber),
    email: str(data.email),
    city: str(data.city),
  });
  const facet = relationConfigs[kind].facetOf({ ownerId: str(data.ownerId), category: str(data.category) });
  return {
    nameKey,
    searchTokens: tokens,
    ...indexKeys.relationLists(kind, { id, nameKey, status: data.status, facet, createdAt }),
  };
}

export async function createRelation(
  kind: RelationKind,
  data: RelationData,
  actor: Actor,
  extra: TransactItem[] = [],
  id = ulid(),
  options: Pick<CreateRecordInput<Record<string, unknown>>, 'history' | 'label'> = {},
): Promise<RelationItem> {
  const created = await createRecord(await relationCreateInput(kind, data, actor, extra, id, options));
  return relationConfigs[kind].schema.parse(created);
}

/**
 * What a create of a relation writes (its number drawn, its side items, counters and pending
 * marker), for createRecord or, several together, createRecordItems (an import's batch).
 */
export async function relationCreateInput(
  kind: RelationKind,
  data: RelationData,
  actor: Actor,
  extra: TransactItem[],
  id: string,
  options: Pick<CreateRecordInput<Record<string, unknown>>, 'history' | 'label'>,
): Promise<CreateRecordInput<Record<string, unknown>>> {
  const config = relationConfigs[kind];
  const number = config.numberPrefix
    ? formatNumber(config.numberPrefix, await nextValue(counterNames.numbers(kind)))
    : undefined;
  const now = new Date().toISOString();
  // A new customer or supplier waits to be created in Exact (decision 045).
  const pending = recordPending(kind, id, undefined, data);
  const record = {
    type: kind,
    ...data,
    ...(number ? { number } : {}),
    ...derived(kind, id, data, number, now),
    ...pending.changes,
  };
  const sideItems = sideItemChanges(
    kind,
    undefined,
    config.schema.parse({ ...record, ...stubAudit(id, now) }),
  );
  return {
    key: keys.relation(kind, id),
    id,
    data: record,
    actor,
    extra: [...sideItems, ...pending.extra, ...extra],
    ...options,
  };
}

function stubAudit(id: string, now: string) {
  return { pk: '', sk: '', id, version: 1, createdAt: now, createdBy: '', updatedAt: now, updatedBy: '' };
}

/** Every field of the new data is written; a field left empty is removed. */
function fullChanges(current: RelationItem, data: RelationData, fields: readonly string[]) {
  const changes: Record<string, unknown> = {};
  for (const field of fields) changes[field] = data[field];
  Object.assign(changes, data);
  return changes;
}

export async function updateRelation(
  kind: RelationKind,
  current: RelationItem,
  expectedVersion: number,
  data: RelationData,
  actor: Actor,
  options: {
    fields: readonly string[];
    action?: string;
    extra?: TransactItem[];
    /**
     * A write by the sync itself (a pulled value, a resolved conflict): it writes the state item
     * (`items`) and the record's copy of its shown state instead of the pending marker.
     */
    exact?: { items: TransactItem[]; shown: ExactSyncState };
    /** The same transaction changes a field of the financial record that Exact carries. */
    financialCarried?: boolean;
  },
): Promise<RelationItem> {
  const config = relationConfigs[kind];
  const number = 'number' in current ? current.number : undefined;
  const pending = options.exact
    ? { extra: options.exact.items, changes: { [EXACT_STATE_COPY]: options.exact.shown } }
    : recordPending(kind, current.id, current, data, options.financialCarried);
  const changes = {
    ...fullChanges(current, data, options.fields),
    ...derived(kind, current.id, data, number, current.createdAt),
    ...pending.changes,
  };
  const next = config.schema.parse({ ...current, ...changes });
  const updated = await updateRecord<RelationItem & VersionedRecord>({
    current,
    expectedVersion,
    changes: changes as Partial<RelationItem>,
    actor,
    action: options.action,
    extra: [...sideItemChanges(kind, current, next), ...pending.extra, ...(options.extra ?? [])],
  });
  return config.schema.parse(updated);
}

export interface RelationDetail {
  record: RelationItem;
  financial: FinancialItem | undefined;
  contacts: ContactItem[];
  /** A customer's or supplier's Exact sync state (decision 045), once it has one. */
  exact: ExactStateItem | undefined;
}

/**
 * Every item of a partition before its history, read to the end: a detail page or a delete must
 * see every child, also past DynamoDB's 1 MB page (85 contact people with long notes).
 */
function partitionItems(pk: string, range: { from?: string; before: string }) {
  return queryAll({
    partition: pk,
    ...(range.from ? { sortBetween: [range.from, range.before] as const } : { sortBefore: range.before }),
    schema: rawItems,
    consistent: true,
  });
}

const byPrimaryThenName = (a: ContactItem, b: ContactItem) =>
  Number(b.primary) - Number(a.primary) || a.lastName.localeCompare(b.lastName, 'nl');

/**
 * A detail page: the record, its financial record and its contact people, in one Query of the
 * record's collection up to its files (more pages only when the contact people pass 1 MB). Files
 * are read by the Bestanden tab (files/service.ts), so a record with many files reads no more here.
 */
export async function getRelationDetail(kind: RelationKind, id: string): Promise<RelationDetail> {
  const items = await partitionItems(keys.relation(kind, id).pk, { before: FILE_PREFIX });
  const record = items.find((item) => item.sk === RECORD_SK);
  if (!record) throw ownerNotFound(kind);
  const financial = items.find((item) => item.sk === FINANCIAL_SK);
  const exact = items.find((item) => item.sk === EXACT_STATE_SK);
  const contacts = items
    .filter((item) => String(item.sk).startsWith(CONTACT_PREFIX))
    .map((item) => contactItemSchema.parse(item))
    .sort(byPrimaryThenName);
  return {
    record: relationConfigs[kind].schema.parse(record),
    financial: financial ? financialItemSchema.parse(financial) : undefined,
    contacts,
    exact: exact ? exactStateItemSchema.parse(exact) : undefined,
  };
}

/** A record's files (its `FILE#` range, to the last page): what its delete removes with it. */
export async function getRelationFiles(kind: RelationKind, id: string): Promise<FileItem[]> {
  const pk = keys.relation(kind, id).pk;
  const items = await partitionItems(pk, { from: FILE_PREFIX, before: `${FILE_PREFIX}\uffff` });
  return items.map((item) => fileItemSchema.parse(item));
}

async function getItem(key: { pk: string; sk: string }) {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return output.Item;
}

/** The record alone (one GetItem): what a write of the record reads. */
export async function getRelation(kind: RelationKind, id: string): Promise<RelationItem> {
  const item = await getItem(keys.relation(kind, id));
  if (!item) throw ownerNotFound(kind);
  return relationConfigs[kind].schema.parse(item);
}

/** The record and its financial record (two GetItems at once): what a financial save reads. */
export async function getRelationWithFinancial(
  kind: RelationKind,
  id: string,
): Promise<{ record: RelationItem; financial: FinancialItem | undefined }> {
  const [record, financial] = await Promise.all([getRelation(kind, id), getItem(keys.financial(kind, id))]);
  return { record, financial: financial ? financialItemSchema.parse(financial) : undefined };
}

/** A record's contact people alone (its `CONTACT#` range): what a contact's write reads. */
export async function getRelationContacts(kind: RelationKind, id: string): Promise<ContactItem[]> {
  const pk = keys.relation(kind, id).pk;
  const items = await partitionItems(pk, { from: CONTACT_PREFIX, before: `${CONTACT_PREFIX}\uffff` });
  return items.map((item) => contactItemSchema.parse(item)).sort(byPrimaryThenName);
}

/**
 * Deletes the record with its financial record, index items, contact people (each with its
 * search tokens), files (each with the marker that its object must go) and the marker of its
 * primary contact person. Children that do not fit in the record's transaction go first, in
 * transactions of their own; the files' objects are deleted after the last one (files/cleanup.ts).
 */
export async function deleteRelation(
  kind: RelationKind,
  detail: RelationDetail & { files: FileItem[] },
  expectedVersion: number,
  actor: Actor,
  guards: Guard[] = [],
  owned: TransactItem[][] = [],
): Promise<void> {
  await deleteWithChildren({
    current: detail.record,
    expectedVersion,
    actor,
    guards,
    own: [
      ...sideItemChanges(kind, detail.record, undefined),
      releasePrimary(detail.record.pk),
      ...(detail.financial ? [versionedDelete(detail.financial)] : []),
      ...exactStateDeletes(kind, detail.exact),
    ],
    children: [
      ...detail.contacts.map((contact) => [
        versionedDelete(contact),
        ...contactTokenChanges(contact, undefined),
      ]),
      ...fileDeletions(detail.files),
      ...owned,
    ],
  });
  await forgetObjects(detail.files.map((file) => file.objectKey));
}

/**
 * A deleted record's sync state goes with it, and so does the marker that links its Exact account
 * to it (the account itself stays in Exact: the administration is the accountants'). Conditional
 * on the state read, so a sync that linked it meanwhile leaves no marker behind.
 */
function exactStateDeletes(kind: RelationKind, state: ExactStateItem | undefined): TransactItem[] {
  if (!state) return [];
  const table = tableName();
  return [
    {
      Delete: {
        TableName: table,
        Key: { pk: state.pk, sk: state.sk },
        ConditionExpression: state.exactId ? 'exactId = :exactId' : 'attribute_not_exists(exactId)',
        ...(state.exactId ? { ExpressionAttributeValues: { ':exactId': state.exactId } } : {}),
      },
    },
    ...(state.exactId
      ? [{ Delete: { TableName: table, Key: keys.exactAccount(state.exactId, kind, state.recordId) } }]
      : []),
  ];
}
