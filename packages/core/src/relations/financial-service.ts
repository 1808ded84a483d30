import { keys, type RelationKind } from '../db/keys.ts';
import { type Actor } from '../db/actor.ts';
import { createRecord, updateRecord } from '../db/write.ts';
import { ConflictError } from '../errors.ts';
import { editableFields } from '../catalogue/field.ts';
import { financialCatalogue, type FinancialInput } from './financial.ts';
import { financialItemSchema, type FinancialItem } from './item.ts';
import { ownerExists } from '../records/kinds.ts';
import { getRelationWithFinancial } from './repository.ts';
import { financialPending } from './exact-pending.ts';

/**
 * The financial record of a customer or supplier: its own item in the record's partition, with its
 * own version (version 0 means "not filled in yet") and history in the record's change log.
 */
export async function saveFinancial(
  kind: Extract<RelationKind, 'customer' | 'supplier'>,
  id: string,
  input: FinancialInput,
  actor: Actor,
): Promise<FinancialItem> {
  const { record, financial } = await getRelationWithFinancial(kind, id);
  const { version, ...data } = input;
  // A change of the bank account waits for Exact, in the same transaction (decision 045).
  const pending = financialPending(kind, record, financial, data);
  if (!financial) {
    if (version !== 0) throw new ConflictError();
    const key = keys.financial(kind, id);
    // History goes to the record's partition (same pk), so the change log shows it.
    const created = await createRecord({
      key,
      id: `${record.id}-financial`,
      data: { type: 'financial' as const, ...data },
      actor,
      // The record's state copy is written only when it exists: that Update is then the guard.
      guards: pending.guards.length ? pending.guards : [ownerExists({ kind, id })],
      extra: pending.extra,
      label: record.companyName,
    });
    return financialItemSchema.parse(created);
  }
  const changes: Record<string, unknown> = { ...data };
  // A field left empty is removed.
  for (const field of editableFields(financialCatalogue)) {
    if ((data as Record<string, unknown>)[field] === undefined) changes[field] = undefined;
  }
  const updated = await updateRecord<FinancialItem>({
    current: financial,
    expectedVersion: version,
    changes,
    actor,
    action: 'financial',
    label: record.companyName,
    guards: pending.guards,
    extra: pending.extra,
  });
  return financialItemSchema.parse(updated);
}
