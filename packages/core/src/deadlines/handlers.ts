import type { DueItem } from '../db/due-items.ts';

/**
 * What the daily job does with a due item of one record type. It gets the item and the day the
 * job runs for (YYYY-MM-DD, Europe/Amsterdam), reads the record, decides from its current dates
 * whether anything is still to do, and makes each action happen once through the ledger
 * (ledger.ts): the same item may be handed over again (a rerun, two runs at once, a retry).
 */
export type DueHandler = (item: DueItem, today: string) => Promise<void>;

const handlers = new Map<string, DueHandler>();

/** A feature registers its handler once, at the process's start (`wiring.ts`). */
export function registerDueHandler(recordType: string, handler: DueHandler): void {
  const existing = handlers.get(recordType);
  if (existing && existing !== handler) throw new Error(`A due handler for ${recordType} exists already`);
  handlers.set(recordType, handler);
}

/** Whether any handler is registered: none means the process never wired its hooks. */
export function dueHandlersRegistered(): boolean {
  return handlers.size > 0;
}

export function dueHandlerFor(recordType: string): DueHandler | undefined {
  return handlers.get(recordType);
}
