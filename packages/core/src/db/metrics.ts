import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the DynamoDB requests (and items read) made inside one unit of work, such as one API
 * request, and how long it waited for DynamoDB. Tests use it to pin how many requests a route
 * makes; the API reports the wait in `Server-Timing`; the bench records both.
 */
export interface RequestMetrics {
  requests: number;
  itemsRead: number;
  commands: string[];
  /** Milliseconds during which at least one DynamoDB request was under way (overlaps count once). */
  dbMs: number;
}

interface Unit {
  metrics: RequestMetrics;
  /** A unit measured inside another (a test around a request) counts in both. */
  parent: Unit | undefined;
  inFlight: number;
  waitingSince: number;
}

const storage = new AsyncLocalStorage<Unit>();

export async function measure<T>(work: () => Promise<T>): Promise<{ result: T; metrics: RequestMetrics }> {
  const metrics: RequestMetrics = { requests: 0, itemsRead: 0, commands: [], dbMs: 0 };
  const unit: Unit = { metrics, parent: storage.getStore(), inFlight: 0, waitingSince: 0 };
  const result = await storage.run(unit, work);
  return { result, metrics };
}

export function currentMetrics(): RequestMetrics | undefined {
  return storage.getStore()?.metrics;
}

function itemsIn(output: unknown): number {
  if (typeof output !== 'object' || output === null) return 0;
  const o = output as { Item?: unknown; ScannedCount?: number; Responses?: unknown };
  if (typeof o.ScannedCount === 'number') return o.ScannedCount;
  if ('Item' in o) return o.Item ? 1 : 0;
  if (o.Responses && typeof o.Responses === 'object') {
    if (Array.isArray(o.Responses))
      return o.Responses.filter((r) => r && (r as { Item?: unknown }).Item).length;
    return Object.values(o.Responses as Record<string, unknown[]>).reduce((n, list) => n + list.length, 0);
  }
  return 0;
}

function units(): Unit[] {
  const chain: Unit[] = [];
  for (let unit = storage.getStore(); unit; unit = unit.parent) chain.push(unit);
  return chain;
}

/**
 * Called as a DynamoDB request is sent; the function it answers is called when it has ended, with
 * its output. A failed request (no output) adds to the wait but is not counted as a request.
 */
export function requestStarted(command: string): (output?: unknown) => void {
  const chain = units();
  const now = performance.now();
  for (const unit of chain) if (unit.inFlight++ === 0) unit.waitingSince = now;
  return (output) => {
    const ended = performance.now();
    for (const unit of chain) {
      if (--unit.inFlight === 0) unit.metrics.dbMs += ended - unit.waitingSince;
      if (output === undefined) continue;
      unit.metrics.requests += 1;
      unit.metrics.itemsRead += itemsIn(output);
      unit.metrics.commands.push(command.replace(/Command$/, ''));
    }
  };
}
