import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchPut } from '../db/batch.ts';
import { ulid } from 'ulid';
import { dynamo, tableName } from '../db/client.ts';
import { keys, indexKeys, type RelationKind } from '../db/keys.ts';
import { primaryMarkerItem } from '../contacts/primary.ts';
import { contactTokenItems } from '../contacts/search-items.ts';
import { formatNumber, relationConfigs } from './config.ts';
import { counterNames, sideItems } from './index-items.ts';
import { contactItemSchema } from './item.ts';
import { valueSums } from './sort-items.ts';
import { derived, type RelationData } from './repository.ts';

/**
 * Bulk seeding for the bench and demo data: the same items the repository writes (record, search
 * tokens, identity items, contact people, counters), written with BatchWriteItem instead of one
 * transaction per record. Never used on a request path.
 */
export class RelationSeeder {
  private buffer: Record<string, unknown>[] = [];
  private counters = new Map<string, number>();
  private inFlight = new Set<Promise<void>>();
  written = 0;

  constructor(private readonly concurrency = 12) {}

  async add(
    kind: RelationKind,
    data: RelationData,
    sequence: number,
    contacts: Record<string, unknown>[] = [],
  ) {
    const id = ulid();
    const config = relationConfigs[kind];
    const number = config.numberPrefix ? formatNumber(config.numberPrefix, sequence) : undefined;
    const now = new Date().toISOString();
    const record = {
      ...keys.relation(kind, id),
      type: kind,
      id,
      ...data,
      ...(number ? { number } : {}),
      ...derived(kind, id, data, number, now),
      version: 1,
      createdAt: now,
      createdBy: 'seed',
      updatedAt: now,
      updatedBy: 'seed',
    };
    const parsed = config.schema.parse(record);
    const items: Record<string, unknown>[] = [record, ...sideItems(kind, parsed)];
    for (const contact of contacts) {
      const contactId = ulid();
      const contactItem = {
        ...keys.contact(record.pk, contactId),
        ...indexKeys.contactById(contactId),
        type: 'contact',
        id: contactId,
        parentKind: kind,
        parentId: id,
        primary: false,
        ...contact,
        version: 1,
        createdAt: now,
        createdBy: 'seed',
        updatedAt: now,
        updatedBy: 'seed',
      };
      const contactParsed = contactItemSchema.parse(contactItem);
      items.push(contactItem, ...contactTokenItems(contactParsed));
      if (contactParsed.primary) items.push(primaryMarkerItem(record.pk, contactId));
    }
    for (const name of counterNames(kind, parsed))
      this.counters.set(name, (this.counters.get(name) ?? 0) + 1);
    for (const [name, cents] of valueSums(kind, parsed))
      this.counters.set(name, (this.counters.get(name) ?? 0) + cents);
    this.buffer.push(...items);
    while (this.buffer.length >= 25) await this.flushBatch(this.buffer.splice(0, 25));
    return id;
  }

  private async flushBatch(batch: Record<string, unknown>[]): Promise<void> {
    while (this.inFlight.size >= this.concurrency) await Promise.race(this.inFlight);
    const write = this.write(batch).finally(() => this.inFlight.delete(write));
    this.inFlight.add(write);
  }

  private async write(batch: Record<string, unknown>[]): Promise<void> {
    await batchPut(batch);
    this.written += batch.length;
  }

  /** Writes what is left and sets the counters (totals and number sequences). */
  async finish(sequences: Partial<Record<RelationKind, number>> = {}): Promise<void> {
    while (this.buffer.length > 0) await this.flushBatch(this.buffer.splice(0, 25));
    await Promise.all(this.inFlight);
    const values = [
      ...this.counters.entries(),
      ...Object.entries(sequences).map(([kind, value]) => [`number#${kind}`, value] as const),
    ];
    for (const [name, value] of values) {
      await dynamo.send(
        new PutCommand({ TableName: tableName(), Item: { ...keys.counter(name), type: 'counter', value } }),
      );
    }
  }
}
