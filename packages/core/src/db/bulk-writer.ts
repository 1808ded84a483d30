import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchPut, BATCH_WRITE_SIZE } from './batch.ts';
import { dynamo, tableName } from './client.ts';
import { keys } from './keys.ts';

/**
 * Bulk seeding (the bench, demo data): items written with BatchWriteItem, several batches at once,
 * and counters summed in memory and put at the end, instead of one transaction per record. Never
 * used on a request path: nothing is conditional, no history is written.
 */
export class BulkWriter {
  private buffer: Record<string, unknown>[] = [];
  private counters = new Map<string, number>();
  private inFlight = new Set<Promise<void>>();
  written = 0;

  constructor(private readonly concurrency = 12) {}

  async put(items: readonly Record<string, unknown>[]): Promise<void> {
    this.buffer.push(...items);
    while (this.buffer.length >= BATCH_WRITE_SIZE)
      await this.flushBatch(this.buffer.splice(0, BATCH_WRITE_SIZE));
  }

  count(name: string, by = 1): void {
    this.counters.set(name, (this.counters.get(name) ?? 0) + by);
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

  /** Writes what is left and puts the counters, with `values` (number sequences) as given. */
  async finish(values: Readonly<Record<string, number>> = {}): Promise<void> {
    while (this.buffer.length > 0) await this.flushBatch(this.buffer.splice(0, BATCH_WRITE_SIZE));
    await Promise.all(this.inFlight);
    for (const [name, value] of [...this.counters.entries(), ...Object.entries(values)]) {
      await dynamo.send(
        new PutCommand({ TableName: tableName(), Item: { ...keys.counter(name), type: 'counter', value } }),
      );
    }
  }
}
