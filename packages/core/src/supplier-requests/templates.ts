import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Actor } from '../db/actor.ts';
import { dynamo, tableName } from '../db/client.ts';
import { indexKeys, listPartitions } from '../db/index-keys.ts';
import { keys } from '../db/keys.ts';
import { queryAll } from '../db/page.ts';
import type { Guard, TransactItem } from '../db/transaction.ts';
import { conditionGuard, createRecord, deleteRecord, updateItems, updateRecord } from '../db/write.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { nameSortKey } from '../search/tokens.ts';
import { templateItemSchema, type TemplateItem } from './item.ts';
import { templateMessages, type TemplateInput } from './schema.ts';

/**
 * The settings' templates of supplier information requests (decision 047). Exactly one is the
 * default once any exists: the first becomes it, making another the default unsets the old one in
 * the same transaction (both meet on the one `DEFAULT` item), and the default is never deleted, so
 * the last template never goes. A request copies its template, so deleting one in use is fine.
 */
const defaultKey = keys.supplierRequestDefaultTemplate();

async function getItem(key: { pk: string; sk: string }) {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return output.Item;
}

export async function getTemplate(id: string): Promise<TemplateItem> {
  const item = await getItem(keys.supplierRequestTemplate(id));
  if (!item) throw new NotFoundError(templateMessages.notFound);
  return templateItemSchema.parse(item);
}

/** The id of the default template, if any template exists. */
async function defaultTemplateId(): Promise<string | undefined> {
  const item = await getItem(defaultKey);
  return typeof item?.templateId === 'string' ? item.templateId : undefined;
}

/** The default template (the Instellingen menu entry opens it); a 404 when there is none yet. */
export async function getDefaultTemplate(): Promise<TemplateItem> {
  const id = await defaultTemplateId();
  if (!id) throw new NotFoundError(templateMessages.noDefault);
  return getTemplate(id);
}

/** Every template by name: an office has a handful, and the settings list and the create dialog need all. */
export async function listTemplates(): Promise<TemplateItem[]> {
  return queryAll({
    index: 'gsi1',
    partition: listPartitions.supplierRequestTemplates,
    limit: 100,
    schema: templateItemSchema,
  });
}

function fieldsOf(input: TemplateInput) {
  return {
    name: input.name,
    fields: input.fields,
    documents: input.documents,
    intro: input.intro,
    validityDays: input.validityDays,
    reminderDays: input.reminderDays,
  };
}

/** The `DEFAULT` item moves from `from` (absent: none yet) to `to`, in the caller's transaction. */
function moveDefault(from: string | undefined, to: string): Guard {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...defaultKey, type: 'supplier_request_template_default', templateId: to },
        ConditionExpression: from === undefined ? 'attribute_not_exists(pk)' : 'templateId = :from',
        ...(from === undefined ? {} : { ExpressionAttributeValues: { ':from': from } }),
      },
    },
    error: new ConflictError(templateMessages.defaultChanged),
  };
}

/** The old default stops being it (with its history), in the same transaction as the new one. */
async function unsetOld(oldId: string | undefined, actor: Actor): Promise<TransactItem[]> {
  if (!oldId) return [];
  const old = await getTemplate(oldId).catch(() => undefined);
  if (!old) return [];
  return updateItems({ current: old, changes: { isDefault: false }, actor, action: 'unset-default' });
}

export async function createTemplate(input: TemplateInput, actor: Actor): Promise<TemplateItem> {
  const id = ulid();
  const oldId = await defaultTemplateId();
  // The first template is the default whatever was asked: there is always one once any exists.
  const isDefault = input.isDefault || oldId === undefined;
  const created = await createRecord({
    key: keys.supplierRequestTemplate(id),
    id,
    data: {
      type: 'supplier_request_template' as const,
      ...fieldsOf(input),
      isDefault,
      ...indexKeys.supplierRequestTemplateByName(nameSortKey(input.name), id),
    },
    actor,
    guards: isDefault ? [moveDefault(oldId, id)] : [],
    extra: isDefault ? await unsetOld(oldId, actor) : [],
  });
  return templateItemSchema.parse(created);
}

export async function updateTemplate(
  id: string,
  input: TemplateInput,
  version: number,
  actor: Actor,
): Promise<TemplateItem> {
  const current = await getTemplate(id);
  if (current.isDefault && !input.isDefault) {
    throw new ValidationError({ isDefault: [templateMessages.defaultStays] });
  }
  const becomesDefault = input.isDefault && !current.isDefault;
  const oldId = becomesDefault ? await defaultTemplateId() : undefined;
  const updated = await updateRecord<TemplateItem>({
    current,
    expectedVersion: version,
    changes: {
      ...fieldsOf(input),
      isDefault: current.isDefault || input.isDefault,
      ...indexKeys.supplierRequestTemplateByName(nameSortKey(input.name), id),
    },
    actor,
    ...(becomesDefault ? { action: 'make-default' } : {}),
    guards: becomesDefault ? [moveDefault(oldId, id)] : [],
    extra: becomesDefault && oldId !== id ? await unsetOld(oldId, actor) : [],
  });
  return templateItemSchema.parse(updated);
}

/** Deletes a template that is not the default (so never the last one). */
export async function deleteTemplate(id: string, version: number, actor: Actor): Promise<void> {
  const current = await getTemplate(id);
  if (current.isDefault) throw new ConflictError(templateMessages.defaultNotDeleted);
  await deleteRecord({
    current,
    expectedVersion: version,
    actor,
    // It may have become the default meanwhile.
    guards: [
      conditionGuard(
        defaultKey,
        { ConditionExpression: 'templateId <> :id', ExpressionAttributeValues: { ':id': id } },
        new ConflictError(templateMessages.defaultNotDeleted),
      ),
    ],
  });
}
