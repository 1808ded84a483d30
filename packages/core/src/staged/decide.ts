import * as z from 'zod';
import { inputShape } from '../catalogue/field.ts';
import { afterPartyRenamed } from '../contract-parties/renames.ts';
import { contactTokenChanges } from '../contacts/search-items.ts';
import type { Actor } from '../db/actor.ts';
import { tableName } from '../db/client.ts';
import { historyItem, redact, trackedChanges } from '../db/history.ts';
import { keys } from '../db/keys.ts';
import { transact, type TransactItem } from '../db/transaction.ts';
import { versionedUpdate, type VersionedRecord } from '../db/write.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../errors.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { EXACT_STATE_COPY, isExactKind, pendingMarker } from '../relations/exact-pending.ts';
import { changesSyncedField, exactFinancialFields, exactRecordFields } from '../relations/exact-state.ts';
import { sideItemChanges } from '../relations/index-items.ts';
import type { RelationItem } from '../relations/item.ts';
import { derived, type RelationData } from '../relations/repository.ts';
import {
  CONTACT_FIELD_PREFIX,
  FINANCIAL_FIELD_PREFIX,
  stagedCatalogues,
  stagedGroupOf,
} from './catalogue.ts';
import { approvalItems } from './hooks.ts';
import { readReview, reviewRows, reviewVersion } from './review.ts';
import {
  ALL_FIELDS,
  type ChangeSetItem,
  type DecisionInput,
  type ReviewRow,
  type StagedOwner,
} from './schema.ts';
import { phoneDigits, stagedContact, type TargetNow } from './target.ts';

/**
 * Staff decisions on a change set (decision 046): approve or reject a field, or approve every open
 * change at once. One TransactWriteItems per decision: the change set (conditional on its version
 * and on the field still open), the approved values on the record, its financial record and its
 * contact person (each conditional on its version as reviewed, through the records' own write
 * helpers and side items), and one history entry on the record naming the request or onboarding.
 */

export const decisionMessages = {
  notInSet: 'Dit veld hoort niet bij dit verzoek.',
  decided: 'Over dit veld is al beslist. Laad de beoordeling opnieuw.',
  sameApprover: 'De tweede goedkeuring moet door een andere collega worden gegeven.',
  phoneMissing: 'Kies het nummer waarop de wijziging telefonisch is bevestigd.',
  phoneNotOnFile: 'Dit nummer stond niet in het dossier toen het verzoek werd verstuurd.',
  nothing: 'Er zijn geen wijzigingen om goed te keuren.',
  allOnlyApprove: 'Alles in één keer kan alleen worden goedgekeurd.',
  contactGone: 'De contactpersoon van dit verzoek bestaat niet meer.',
  notSubmitted: 'Het antwoord is nog niet ingediend: er valt nog niets te beoordelen.',
} as const;

/** The history action of an approval, by the kind of its owner (its Dutch label: history-words). */
export const approvalActions = {
  'supplier-request': 'approve-supplier-request',
  onboarding: 'approve-onboarding',
} as const satisfies Record<StagedOwner['kind'], string>;

export type Step =
  | { field: string; kind: 'reject'; reason?: string | undefined }
  /** A critical field's first approval: recorded, nothing written to the record yet. */
  | { field: string; kind: 'first' }
  /** Approved: written to the record (the second approval of a critical field records the call). */
  | { field: string; kind: 'approve'; phone?: string; confirmedBy?: string };

export interface DecideOptions {
  /** Whether the user may decide financial fields (`customers.financial` / `suppliers.financial`). */
  financial: boolean;
}

/** Decides one field, or approves every open change at once (`field: '*'`). */
export async function decide(
  owner: StagedOwner,
  input: DecisionInput,
  actor: Actor,
  options: DecideOptions,
): Promise<void> {
  const { changeSet, now } = await readReview(owner);
  if (reviewVersion(changeSet, now) !== input.version) throw new ConflictError();
  // A draft may still change: only a submitted answer is decided on.
  if (!changeSet.locked) throw new ConflictError(decisionMessages.notSubmitted);
  const rows = reviewRows(changeSet, now);
  const steps =
    input.field === ALL_FIELDS
      ? stepsForAll(input, rows, options)
      : [stepFor(input, rows, changeSet, actor, options)];
  await writeSteps(changeSet, now, steps, actor);
}

function stepFor(
  input: DecisionInput,
  rows: ReviewRow[],
  changeSet: ChangeSetItem,
  actor: Actor,
  options: DecideOptions,
): Step {
  const row = rows.find((candidate) => candidate.field === input.field);
  if (!row) throw new ValidationError({ field: [decisionMessages.notInSet] });
  if (row.financial && !options.financial) throw new ForbiddenError();
  if (row.state !== 'open') throw new ConflictError(decisionMessages.decided);
  if (input.decision === 'reject')
    return { field: row.field, kind: 'reject', reason: input.reason || undefined };
  if (!row.critical || !row.changed) return { field: row.field, kind: 'approve' };
  if (!row.firstApprovedBy) return { field: row.field, kind: 'first' };
  if (row.firstApprovedBy === actor.id) throw new ForbiddenError(decisionMessages.sameApprover);
  return { field: row.field, kind: 'approve', ...phoneConfirmation(input, changeSet, actor) };
}

/** The call that confirms a critical change: a number on file when the link was sent. */
function phoneConfirmation(input: DecisionInput, changeSet: ChangeSetItem, actor: Actor) {
  if (!input.phone) throw new ValidationError({ phone: [decisionMessages.phoneMissing] });
  const digits = phoneDigits(input.phone);
  const onFile = changeSet.phonesOnFile.find((phone) => digits !== '' && phoneDigits(phone) === digits);
  if (!onFile) throw new ValidationError({ phone: [decisionMessages.phoneNotOnFile] });
  return { phone: onFile, confirmedBy: input.confirmedBy || actor.name };
}

/**
 * Alles goedkeuren: every open, proposed change the user may decide, except conflicts (each needs
 * its own look) and critical fields waiting for a second approver (each needs its phone call).
 */
function stepsForAll(input: DecisionInput, rows: ReviewRow[], options: DecideOptions): Step[] {
  if (input.decision !== 'approve')
    throw new ValidationError({ decision: [decisionMessages.allOnlyApprove] });
  const steps = rows
    .filter((row) => row.state === 'open' && row.changed && !row.conflict)
    .filter((row) => options.financial || !row.financial)
    .filter((row) => !(row.critical && row.firstApprovedBy))
    .map((row): Step => ({ field: row.field, kind: row.critical ? 'first' : 'approve' }));
  if (steps.length === 0) throw new ValidationError({ _: [decisionMessages.nothing] });
  return steps;
}

/** The Update of the change set: each step's field, conditional on its version and on each still open. */
function changeSetUpdate(changeSet: ChangeSetItem, steps: Step[], actor: Actor, at: string): TransactItem {
  const names: Record<string, string> = {
    '#version': 'version',
    '#fields': 'fields',
    '#state': 'state',
    '#locked': 'locked',
  };
  const values: Record<string, unknown> = {
    ':expected': changeSet.version,
    ':true': true,
    ':one': 1,
    ':open': 'open',
    ':actor': actor.id,
    ':actorName': actor.name,
    ':at': at,
  };
  const sets = ['#version = #version + :one', 'updatedAt = :at'];
  const conditions = ['#version = :expected', '#locked = :true'];
  steps.forEach((step, index) => {
    const path = `#fields.#f${index}`;
    names[`#f${index}`] = step.field;
    conditions.push(`${path}.#state = :open`);
    if (step.kind === 'first') {
      conditions.push(`attribute_not_exists(${path}.firstApprovedBy)`);
      sets.push(
        `${path}.firstApprovedBy = :actor`,
        `${path}.firstApprovedByName = :actorName`,
        `${path}.firstApprovedAt = :at`,
      );
      return;
    }
    values[`:s${index}`] = step.kind === 'reject' ? 'rejected' : 'approved';
    sets.push(
      `${path}.#state = :s${index}`,
      `${path}.decidedBy = :actor`,
      `${path}.decidedByName = :actorName`,
      `${path}.decidedAt = :at`,
    );
    if (step.kind === 'reject' && step.reason) {
      values[`:r${index}`] = step.reason;
      sets.push(`${path}.reason = :r${index}`);
    }
    if (step.kind === 'approve' && step.phone) {
      // The second approver is never the first, and the number was on file when the link was sent:
      // both are conditions of the transaction, not only of the screen.
      values[`:p${index}`] = step.phone;
      values[`:c${index}`] = step.confirmedBy || actor.name;
      sets.push(`${path}.phone = :p${index}`, `${path}.confirmedBy = :c${index}`);
      names['#phones'] = 'phonesOnFile';
      conditions.push(`${path}.firstApprovedBy <> :actor`, `contains(#phones, :p${index})`);
    }
  });
  return {
    Update: {
      TableName: tableName(),
      Key: keys.changeSet(changeSet.owner.kind, changeSet.owner.id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** A check that an item is still at the version reviewed (or still absent). */
function exactMarker(
  kind: RelationItem['type'],
  record: RelationItem,
  changes: { record: Record<string, unknown>; financial: Record<string, unknown> },
  financial: Readonly<Record<string, unknown>> | undefined,
) {
  if (!isExactKind(kind)) return undefined;
  const carried =
    changesSyncedField(exactRecordFields[kind], record, { ...record, ...changes.record }) ||
    changesSyncedField(exactFinancialFields, financial, { ...financial, ...changes.financial });
  if (!carried) return undefined;
  const shown = (record as Record<string, unknown>)[EXACT_STATE_COPY];
  return pendingMarker(kind, record.id, typeof shown === 'string' ? shown : undefined);
}

/** The record's copy of its Exact state, set on the version the review read, without a new version. */
function copyAtVersion(key: { pk: string; sk: string }, version: number, copy: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #copy = :copy',
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: { '#copy': EXACT_STATE_COPY, '#version': 'version' },
      ExpressionAttributeValues: { ':copy': copy, ':version': version },
    },
  };
}

function versionCheck(key: { pk: string; sk: string }, version: number | undefined): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: version === undefined ? 'attribute_not_exists(pk)' : '#version = :version',
      ...(version === undefined
        ? {}
        : {
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': version },
          }),
    },
  };
}

const financialDefaults = z.object(inputShape(financialCatalogue));

/**
 * Writes planned decisions in one transaction. `decide` plans them after its checks; the test of
 * the transaction's own conditions calls this directly, past those checks.
 */
export async function writeSteps(
  changeSet: ChangeSetItem,
  now: TargetNow,
  steps: Step[],
  actor: Actor,
): Promise<void> {
  const at = new Date().toISOString();
  const kind = changeSet.target.kind;
  const catalogue = stagedCatalogues[kind];
  const changes: Record<'record' | 'financial' | 'contact', Record<string, unknown>> = {
    record: {},
    financial: {},
    contact: {},
  };
  for (const step of steps) {
    if (step.kind !== 'approve') continue;
    const entry = changeSet.fields[step.field]!;
    const { group, name } = stagedGroupOf(step.field);
    if (entry.proposed === undefined || !catalogue[step.field]) continue;
    // Null is an emptied field: a record stores it as absent.
    changes[group][name] = entry.proposed ?? undefined;
  }
  const contact = stagedContact(now, changeSet.target.contactId);
  if (Object.keys(changes.contact).length > 0 && !contact)
    throw new ConflictError(decisionMessages.contactGone);

  const record = now.record as RelationItem & VersionedRecord;
  const writes: TransactItem[] = [];
  const history: { field: string; from: unknown; to: unknown }[] = [];
  let nextRecord = record;

  // An approved change of a field Exact Online carries waits for the push, in this transaction
  // (decisions 045 and 046): the state item's marker, and the record's copy of its shown state.
  const marker = exactMarker(kind, record, changes, now.financial);
  if (marker) writes.push(marker.item);
  if (Object.keys(changes.record).length > 0) {
    const data = { ...record, ...changes.record } as RelationData;
    const all = {
      ...changes.record,
      ...derived(kind, record.id, data, numberOf(record), record.createdAt),
      ...(marker && { [EXACT_STATE_COPY]: marker.copy }),
    };
    const { item, updated } = versionedUpdate(record, record.version, all, actor, at);
    nextRecord = updated;
    writes.push(item, ...sideItemChanges(kind, record, updated));
    history.push(...trackedChanges(record, changes.record));
  } else if (marker) {
    // Only the copy changes: the record's version stays, as a sync's own writes leave it.
    writes.push(copyAtVersion(keys.relation(kind, record.id), record.version, marker.copy));
  } else writes.push(versionCheck(keys.relation(kind, record.id), record.version));

  if (kind !== 'lead') {
    const financial = now.financial;
    if (Object.keys(changes.financial).length === 0) {
      writes.push(versionCheck(keys.financial(kind, record.id), financial?.version));
    } else if (financial) {
      writes.push(versionedUpdate(financial, financial.version, changes.financial, actor, at).item);
      history.push(...prefixed(FINANCIAL_FIELD_PREFIX, trackedChanges(financial, changes.financial)));
    } else {
      const data = { ...financialDefaults.parse({}), ...changes.financial };
      writes.push(newFinancial(kind, record.id, data, actor, at));
      history.push(...prefixed(FINANCIAL_FIELD_PREFIX, trackedChanges({}, data)));
    }
  }

  if (contact) {
    if (Object.keys(changes.contact).length === 0)
      writes.push(versionCheck({ pk: contact.pk, sk: contact.sk }, contact.version));
    else {
      const { item, updated } = versionedUpdate(contact, contact.version, changes.contact, actor, at);
      writes.push(item, ...contactTokenChanges(contact, updated));
      history.push(...prefixed(CONTACT_FIELD_PREFIX, trackedChanges(contact, changes.contact)));
    }
  }

  if (history.length > 0) {
    const entry = historyItem(record.pk, actor, approvalActions[changeSet.owner.kind], redact(history), at, {
      type: kind,
      id: record.id,
      label: nextRecord.companyName,
    });
    // The entry names the request or onboarding whose answer it approves.
    writes.push({ Put: { TableName: tableName(), Item: { ...entry, source: changeSet.owner } } });
    writes.push(...approvalItems({ target: { kind, id: record.id }, changes: history }));
  }

  await transact([changeSetUpdate(changeSet, steps, actor, at), ...writes], [], 0);
  if (kind !== 'lead' && nextRecord.companyName !== record.companyName) {
    await afterPartyRenamed(kind, record.id, { before: record.companyName, after: nextRecord.companyName });
  }
}

function numberOf(record: RelationItem): string | undefined {
  return 'number' in record ? record.number : undefined;
}

function prefixed(prefix: string, changes: { field: string; from: unknown; to: unknown }[]) {
  return changes.map((change) => ({ ...change, field: `${prefix}${change.field}` }));
}

/** A financial record made by an approval (none was filled in yet), as `saveFinancial` makes one. */
function newFinancial(
  kind: 'customer' | 'supplier',
  id: string,
  data: Record<string, unknown>,
  actor: Actor,
  at: string,
): TransactItem {
  const item = {
    ...data,
    ...keys.financial(kind, id),
    type: 'financial',
    id: `${id}-financial`,
    version: 1,
    createdAt: at,
    createdBy: actor.id,
    updatedAt: at,
    updatedBy: actor.id,
  };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}
