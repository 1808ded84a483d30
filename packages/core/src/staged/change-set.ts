import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { TransactItem } from '../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../errors.ts';
import { isValidDutchPostcode, normalisePostcode } from '../nl/rules.ts';
import { defaultCriticalFields, ORGANISATION_FIELD_PREFIX, stagedCatalogues } from './catalogue.ts';
import {
  changeSetItemSchema,
  type ChangeSetItem,
  type StagedField,
  type StagedOwner,
  type StagedTarget,
} from './schema.ts';
import { answerMessages } from './public.ts';
import type { SentSnapshot } from './target.ts';

/**
 * A change set's life before review (decision 046): made when the link is sent (in the sender's
 * transaction), the outsider's draft saved field by field on its version, locked at submission,
 * and reopened for the named fields after Teruggestuurd.
 */

export const changeSetMessages = {
  notFound: 'Dit verzoek bestaat niet (meer).',
  locked: 'Het antwoord is al ingediend en kan niet meer worden gewijzigd.',
  staleDraft:
    'Het antwoord is intussen op een ander apparaat gewijzigd. Laad de pagina opnieuw; wat je hier invulde blijft staan tot je opslaat.',
  notAsked: 'Dit veld wordt niet gevraagd.',
  notEditable: 'Dit veld kan niet meer worden gewijzigd.',
  postcode: answerMessages.postcode,
} as const;

export class ChangeSetLockedError extends ConflictError {
  constructor() {
    super(changeSetMessages.locked);
  }
}

/** The fields a change set names must be fields of its target's staged catalogue. */
function checkFields(kind: StagedTarget['kind'], fields: readonly string[]): void {
  const unknown = fields.filter((field) => !Object.hasOwn(stagedCatalogues[kind], field));
  if (unknown.length > 0 || fields.length === 0) {
    throw new ValidationError({
      fields: unknown.length
        ? unknown.map((field) => `Onbekend veld: ${field}.`)
        : ['Kies minstens één veld.'],
    });
  }
}

export interface CreateChangeSetInput {
  owner: StagedOwner;
  target: StagedTarget;
  /** The fields asked, by their staged names (catalogue.ts). */
  fields: readonly string[];
  /** The target as sent (`snapshotSent`). */
  sent: SentSnapshot;
  /** The fields that need two approvers and a phone call; by default the catalogue's critical ones. */
  critical?: readonly string[];
  now?: string;
}

/** The change set's Put, for the sender's own transaction (it fails if the owner already has one). */
export function createChangeSet(input: CreateChangeSetInput): TransactItem[] {
  checkFields(input.target.kind, input.fields);
  const critical = (input.critical ?? defaultCriticalFields(input.target.kind)).filter((field) =>
    input.fields.includes(field),
  );
  const now = input.now ?? new Date().toISOString();
  const item: ChangeSetItem = {
    ...keys.changeSet(input.owner.kind, input.owner.id),
    type: 'changeset',
    owner: input.owner,
    target: { ...input.target, ...(input.sent.contactId ? { contactId: input.sent.contactId } : {}) },
    version: 1,
    locked: false,
    critical,
    phonesOnFile: input.sent.phonesOnFile,
    fields: Object.fromEntries(
      input.fields.map((field): [string, StagedField] => [
        field,
        { sent: input.sent.values[field] ?? null, state: 'open' },
      ]),
    ),
    createdAt: now,
    updatedAt: now,
  };
  return [{ Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } }];
}

export async function readChangeSet(owner: StagedOwner): Promise<ChangeSetItem> {
  const output = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.changeSet(owner.kind, owner.id),
      ConsistentRead: true,
    }),
  );
  if (!output.Item) throw new NotFoundError(changeSetMessages.notFound);
  return changeSetItemSchema.parse(output.Item);
}

const POSTCODE = `${ORGANISATION_FIELD_PREFIX}postcode`;
const COUNTRY = `${ORGANISATION_FIELD_PREFIX}country`;

/** An empty answer is stored as null ("emptied"), an unanswered field has no `proposed`. */
function validated(changeSet: ChangeSetItem, values: Readonly<Record<string, unknown>>) {
  const catalogue = stagedCatalogues[changeSet.target.kind];
  const errors: FieldErrors = {};
  const parsed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const entry = changeSet.fields[field];
    const input = catalogue[field]?.input;
    if (!entry || !input) errors[field] = [changeSetMessages.notAsked];
    else if (changeSet.editable && !changeSet.editable.includes(field))
      errors[field] = [changeSetMessages.notEditable];
    else {
      const result = input.safeParse(value ?? undefined);
      if (result.success) parsed[field] = result.data ?? null;
      else errors[field] = result.error.issues.map((issue) => issue.message);
    }
  }
  // A Dutch postcode is checked and written as "1234 AB", as the record's own form does.
  const postcode = parsed[POSTCODE];
  const asked = changeSet.fields[COUNTRY];
  const country = parsed[COUNTRY] ?? asked?.proposed ?? asked?.sent;
  if (typeof postcode === 'string' && (country ?? 'NL') === 'NL') {
    if (isValidDutchPostcode(postcode)) parsed[POSTCODE] = normalisePostcode(postcode);
    else errors[POSTCODE] = [changeSetMessages.postcode];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return parsed;
}

/**
 * Saves the outsider's draft: only the fields given (a partial draft), each checked with its
 * catalogue rule, conditional on the version the page loaded. A stale version is a 409 and
 * changes nothing; a locked change set (submitted) is a 409 of its own.
 */
export async function saveProposed(
  owner: StagedOwner,
  expectedVersion: number,
  values: Readonly<Record<string, unknown>>,
): Promise<ChangeSetItem> {
  const current = await readChangeSet(owner);
  if (current.locked) throw new ChangeSetLockedError();
  if (current.version !== expectedVersion) throw new ConflictError(changeSetMessages.staleDraft);
  const parsed = validated(current, values);
  const names: Record<string, string> = { '#version': 'version', '#fields': 'fields', '#locked': 'locked' };
  const attributeValues: Record<string, unknown> = {
    ':expected': expectedVersion,
    ':one': 1,
    ':false': false,
    ':now': new Date().toISOString(),
  };
  const sets = ['#version = #version + :one', 'updatedAt = :now'];
  Object.entries(parsed).forEach(([field, value], index) => {
    names[`#f${index}`] = field;
    attributeValues[`:v${index}`] = value;
    sets.push(`#fields.#f${index}.proposed = :v${index}`);
  });
  try {
    const output = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.changeSet(owner.kind, owner.id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: '#version = :expected AND #locked = :false',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: attributeValues,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return changeSetItemSchema.parse(output.Attributes);
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const now = await readChangeSet(owner);
    throw now.locked ? new ChangeSetLockedError() : new ConflictError(changeSetMessages.staleDraft);
  }
}

/**
 * Locks the outsider's answer, for the submission's transaction: after it nothing changes the
 * proposed values. With `expectedVersion` (the draft the submission checked) a later draft save
 * cancels the submission.
 */
export function lockProposed(owner: StagedOwner, expectedVersion?: number): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.changeSet(owner.kind, owner.id),
        UpdateExpression: 'SET #locked = :true, #version = #version + :one',
        ConditionExpression:
          expectedVersion === undefined
            ? 'attribute_exists(pk)'
            : 'attribute_exists(pk) AND #version = :expected',
        ExpressionAttributeNames: { '#locked': 'locked', '#version': 'version' },
        ExpressionAttributeValues: {
          ':true': true,
          ':one': 1,
          ...(expectedVersion === undefined ? {} : { ':expected': expectedVersion }),
        },
      },
    },
  ];
}

/**
 * Teruggestuurd: the answer opens again for the named fields only (their decisions are undone);
 * `saveProposed` refuses every other field. For the transition's own transaction.
 */
export async function reopenFields(
  owner: StagedOwner,
  fieldNames: readonly string[],
): Promise<TransactItem[]> {
  const current = await readChangeSet(owner);
  const unknown = fieldNames.filter((field) => !current.fields[field]);
  if (unknown.length > 0 || fieldNames.length === 0) {
    throw new ValidationError({
      fields: unknown.length
        ? unknown.map((field) => `Dit veld hoort niet bij het verzoek: ${field}.`)
        : ['Kies minstens één veld om opnieuw in te vullen.'],
    });
  }
  const names: Record<string, string> = {
    '#version': 'version',
    '#fields': 'fields',
    '#locked': 'locked',
    '#editable': 'editable',
  };
  const values: Record<string, unknown> = {
    ':expected': current.version,
    ':one': 1,
    ':false': false,
    ':editable': [...fieldNames],
    ':open': 'open',
  };
  const sets = ['#version = #version + :one', '#locked = :false', '#editable = :editable'];
  const removes: string[] = [];
  fieldNames.forEach((field, index) => {
    names[`#f${index}`] = field;
    sets.push(`#fields.#f${index}.#state = :open`);
    for (const decision of decisionAttributes) removes.push(`#fields.#f${index}.${decision}`);
  });
  names['#state'] = 'state';
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.changeSet(owner.kind, owner.id),
        UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
}

/** What a decision records on a field (undone when the field is reopened). */
const decisionAttributes = [
  'decidedBy',
  'decidedByName',
  'decidedAt',
  'reason',
  'firstApprovedBy',
  'firstApprovedByName',
  'firstApprovedAt',
  'phone',
  'confirmedBy',
] as const;
