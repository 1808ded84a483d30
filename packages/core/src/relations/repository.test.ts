import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { contactInputSchema } from '../contacts/schema.ts';
import { createContact, getContact } from '../contacts/service.ts';
import { dynamo, tableName } from '../db/client.ts';
import { HISTORY_PREFIX, keys } from '../db/keys.ts';
import { systemActor } from '../db/actor.ts';
import { NotFoundError } from '../errors.ts';
import { getRelationDetail } from './repository.ts';
import { createOrganisation, deleteOrganisation } from './service.ts';

/** Items of a partition before its history (what a delete must leave nothing of). */
async function childrenLeft(pk: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const output = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk < :history',
        ExpressionAttributeValues: { ':pk': pk, ':history': HISTORY_PREFIX },
        ExclusiveStartKey: start,
        Select: 'COUNT',
      }),
    );
    count += output.Count ?? 0;
    start = output.LastEvaluatedKey;
  } while (start);
  return count;
}

describe('a record whose children pass one DynamoDB page (1 MB)', () => {
  it('shows every contact person and its delete removes them all', async () => {
    const word = `Groot${ulid().slice(-8).toLowerCase()}`;
    const customer = await createOrganisation(
      'customer',
      { companyName: `${word} BV`, status: 'actief', country: 'NL' },
      systemActor,
    );
    // 85 contact people with 5,000 three-byte characters of notes each: about 1.3 MB.
    const notes = '€'.repeat(5000);
    const add = async (i: number) =>
      (
        await createContact(
          'customer',
          customer.id,
          contactInputSchema.parse({ firstName: `Persoon${i}`, lastName: word, notes }),
          systemActor,
        )
      ).id;
    // The first one becomes the primary contact person; the others follow six at a time.
    const created: string[] = [await add(0)];
    for (let i = 1; i < 85; i += 6) {
      const batch = Array.from({ length: Math.min(6, 85 - i) }, (_, j) => add(i + j));
      created.push(...(await Promise.all(batch)));
    }

    const detail = await getRelationDetail('customer', customer.id);
    expect(detail.contacts).toHaveLength(85);
    expect(new Set(detail.contacts.map((contact) => contact.id))).toEqual(new Set(created));
    // One primary contact person, whatever the order of the creates.
    expect(detail.contacts.filter((contact) => contact.primary)).toHaveLength(1);

    await deleteOrganisation('customer', customer.id, detail.record.version, systemActor);
    expect(await childrenLeft(keys.relation('customer', customer.id).pk)).toBe(0);
    for (const id of [created[0], created[84]]) {
      await expect(getContact(id ?? '')).rejects.toBeInstanceOf(NotFoundError);
    }
  });
});
