import type { DueItem } from '../db/due-items.ts';

/**
 * What the daily job does with a due item of one record type. It gets the item, the day the job
 * runs for (YYYY-MM-DD, Europe/Amsterdam) and whether this is a dry run; it reads the record,
 * decides from its current dates what is still to do, and makes each action happen once through
 * the ledger (db/ledger.ts): the same record may be handed over again (a rerun, two runs at once, a
 * retry). It answers what it did (or would do), for the job's report and the late summary.
 */
export interface DueOutcome {
  /** The record as people know it: "C000123 Schoonmaak". */
  label: string;
  /** What happened to the record itself (a renewal, an expiry). */
  steps: string[];
  /** Each action taken, and how many days after its due day (0: on time). */
  actions: { what: string; late: number }[];
}

export interface DueContext {
  /** Plan only: nothing is written or sent. */
  dryRun: boolean;
}

export type DueHandler = (item: DueItem, today: string, context: DueContext) => Promise<DueOutcome | void>;

/**
 * A sweep names records the job must look at whatever their due items say, from an index of their
 * own (contracts whose period ended, decision 039); each is handed to its type's handler.
 */
export type DailySweep = (today: string) => AsyncIterable<{ recordPk: string; recordType: string }>;

const handlers = new Map<string, DueHandler>();
const sweeps = new Set<DailySweep>();

/** A feature registers its handler once, at the process's start (`wiring.ts`). */
export function registerDueHandler(recordType: string, handler: DueHandler): void {
  const existing = handlers.get(recordType);
  if (existing && existing !== handler) throw new Error(`A due handler for ${recordType} exists already`);
  handlers.set(recordType, handler);
}

export function registerDailySweep(sweep: DailySweep): void {
  sweeps.add(sweep);
}

/** Whether any handler is registered: none means the process never wired its hooks. */
export function dueHandlersRegistered(): boolean {
  return handlers.size > 0;
}

export function dueHandlerFor(recordType: string): DueHandler | undefined {
  return handlers.get(recordType);
}

export function dailySweeps(): DailySweep[] {
  return [...sweeps];
}
