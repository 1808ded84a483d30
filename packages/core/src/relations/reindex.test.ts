import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { searchContacts } from '../contacts/search.ts';
import { contactInputSchema } from '../contacts/schema.ts';
import { contactTokenItems } from '../contacts/search-items.ts';
import { createContact } from '../contacts/service.ts';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { systemActor } from '../db/actor.ts';
import { ensureSearchIndex, SEARCH_INDEX_VERSION, upgradeSearchIndex } from './reindex.ts';
import { createOrganisation } from './service.ts';

async function contactWithoutTokens() {
  const word = `Reindex${ulid().slice(-8).toLowerCase()}`;
  const customer = await createOrganisation(
    'customer',
    { companyName: `${word} BV`, status: 'actief', country: 'NL' },
    systemActor,
  );
  const contact = await createContact(
    'customer',
    customer.id,
    contactInputSchema.parse({ firstName: word, lastName: 'Oud' }),
    systemActor,
  );
  // As stored before contact people had tokens of their own.
  for (const item of contactTokenItems(contact)) {
    await dynamo.send(
      new DeleteCommand({ TableName: tableName(), Key: { pk: String(item.pk), sk: String(item.sk) } }),
    );
  }
  return { word, contact };
}

const marker = { TableName: tableName(), Key: keys.migration('search-index') };

describe('search index migration', () => {
  it('stops when asked, goes on where it stopped, and is done once', async () => {
    const { word, contact } = await contactWithoutTokens();
    await dynamo.send(new DeleteCommand(marker));

    const first = await upgradeSearchIndex({ pageSize: 1, shouldStop: () => true });
    expect(first.done).toBe(false);
    const saved = (await dynamo.send(new GetCommand({ ...marker, ConsistentRead: true }))).Item;
    expect(saved?.upgrading).toBe(SEARCH_INDEX_VERSION);
    expect(saved?.cursor).toBeDefined();
    expect(Number(saved?.version ?? 0)).toBeLessThan(SEARCH_INDEX_VERSION);

    const rest = await upgradeSearchIndex();
    expect(rest.done).toBe(true);
    expect(first.records + rest.records).toBeGreaterThanOrEqual(2);
    expect((await searchContacts(word, ['customer'], 10)).map((hit) => hit.id)).toEqual([contact.id]);
    const finished = (await dynamo.send(new GetCommand({ ...marker, ConsistentRead: true }))).Item;
    expect(finished?.version).toBe(SEARCH_INDEX_VERSION);
    expect(finished?.cursor).toBeUndefined();

    expect(await upgradeSearchIndex({ pageSize: 1, shouldStop: () => true })).toEqual({
      records: 0,
      done: true,
    });
  });

  it('writes the contact tokens that data from before them lacks, once per version', async () => {
    const { word, contact } = await contactWithoutTokens();
    await dynamo.send(new DeleteCommand(marker));
    expect(await searchContacts(word, ['customer'], 10)).toEqual([]);

    expect(SEARCH_INDEX_VERSION).toBe(3);
    expect(await ensureSearchIndex()).toBeGreaterThanOrEqual(2);
    const found = await searchContacts(word, ['customer'], 10);
    expect(found.map((hit) => hit.id)).toEqual([contact.id]);
    // Done once: the next start leaves the data alone.
    expect(await ensureSearchIndex()).toBe(0);
  });
});
