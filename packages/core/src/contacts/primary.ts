import { type Actor } from '../db/actor.ts';
import { tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { type TransactItem } from '../db/transaction.ts';
import { updateItems } from '../db/write.ts';
import { type ContactItem } from '../relations/item.ts';

/**
 * One primary contact person per parent (decision 022). A marker item in the parent's partition
 * names it and is written in the same transaction as every change of who is primary, so two
 * writes that each saw "no primary yet" meet on the marker and one of them is refused. When a
 * primary one existed, unmarking it (conditional on its version) orders the writes as well; the
 * marker then also accepts being absent, which is how data from before the marker looks.
 */

/** The marker, as written for a parent whose primary contact person is `contactId`. */
export function primaryMarkerItem(parentPk: string, contactId: string) {
  return { ...keys.primaryContact(parentPk), type: 'primary-contact', contactId };
}

/** `contactId` becomes primary; `previous` are the primary ones read (none, or the one to unmark). */
function claimPrimary(parentPk: string, contactId: string, previous: readonly string[]): TransactItem {
  const names = previous.map((_, index) => `:p${index}`);
  return {
    Put: {
      TableName: tableName(),
      Item: primaryMarkerItem(parentPk, contactId),
      ConditionExpression: previous.length
        ? `attribute_not_exists(pk) OR contactId IN (${names.join(', ')})`
        : 'attribute_not_exists(pk)',
      ...(previous.length
        ? { ExpressionAttributeValues: Object.fromEntries(previous.map((id, i) => [`:p${i}`, id])) }
        : {}),
    },
  };
}

/** The parent has no primary contact person any more (it left, or was unmarked). */
export function releasePrimary(parentPk: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.primaryContact(parentPk) } };
}

/**
 * What else a write of one contact person changes when it becomes, or stops being, the primary
 * one: the marker, and the siblings that were primary unmarked (each with its history item).
 */
export function primaryChanges(input: {
  parentPk: string;
  contactId: string;
  was: boolean;
  becomes: boolean;
  siblings: readonly ContactItem[];
  actor: Actor;
}): TransactItem[] {
  if (input.becomes && !input.was) {
    const previous = input.siblings.filter((contact) => contact.primary && contact.id !== input.contactId);
    return [
      claimPrimary(
        input.parentPk,
        input.contactId,
        previous.map((contact) => contact.id),
      ),
      ...previous.flatMap((contact) =>
        updateItems({ current: contact, changes: { primary: false }, actor: input.actor }),
      ),
    ];
  }
  if (input.was && !input.becomes) return [releasePrimary(input.parentPk)];
  return [];
}
