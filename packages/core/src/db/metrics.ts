import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the DynamoDB requests (and items read) made inside one unit of work, such as one API
 * request. Tests use it to pin how many requests a route makes; the bench records it.
 */
export interface RequestMetrics {
  requests: number;
  itemsRead: number;
  commands: string[];
}

const storage = new AsyncLocalStorage<RequestMetrics>();

export async function measure<T>(work: () => Promise<T>): Promise<{ result: T; metrics: RequestMetrics }> {
  const metrics: RequestMetrics = { requests: 0, itemsRead: 0, commands: [] };
  const result = await storage.run(metrics, work);
  return { result, metrics };
}

export function currentMetrics(): RequestMetrics | undefined {
  return storage.getStore();
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

export function countRequest(command: string, output: unknown): void {
  const metrics = storage.getStore();
  if (!metrics) return;
  metrics.requests += 1;
  metrics.itemsRead += itemsIn(output);
  metrics.commands.push(command.replace(/Command$/, ''));
}
