import { ulid } from 'ulid';
import { BulkWriter } from '../db/bulk-writer.ts';
import { keys, type RelationKind } from '../db/keys.ts';
import { indexKeys } from '../db/index-keys.ts';
import { primaryMarkerItem } from '../contacts/primary.ts';
import { contactTokenItems } from '../contacts/search-items.ts';
import { formatNumber, relationConfigs } from './config.ts';
import { counterNames, sideItems } from './index-items.ts';
import { contactItemSchema } from './item.ts';
import { valueSums } from './sort-items.ts';
import { derived, type RelationData } from './repository.ts';

/**
 * Bulk seeding for the bench and demo data: the same items the repository writes (record, search
 * tokens, identity items, contact people, counters), written by a `BulkWriter` instead of one
 * transaction per record. Never used on a request path.
 */
export class RelationSeeder {
  private writer: BulkWriter;

  constructor(concurrency = 12) {
    this.writer = new BulkWriter(concurrency);
  }

  get written(): number {
    return this.writer.written;
  }

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
    for (const name of counterNames(kind, parsed)) this.writer.count(name);
    for (const [name, cents] of valueSums(kind, parsed)) this.writer.count(name, cents);
    await this.writer.put(items);
    return id;
  }

  /** Writes what is left and sets the counters (totals and number sequences). */
  async finish(sequences: Partial<Record<RelationKind, number>> = {}): Promise<void> {
    await this.writer.finish(
      Object.fromEntries(Object.entries(sequences).map(([kind, value]) => [`number#${kind}`, value])),
    );
  }
}
