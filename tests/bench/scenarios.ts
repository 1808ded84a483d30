import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BenchResult } from './report.ts';
import { random } from './data.ts';

/** One call through HTTP, with what the API says about it (headers the bench turns on). */
export interface Sample {
  ms: number;
  /** Server-Timing `app`: the API's own time. */
  appMs: number;
  requests: number;
  items: number;
}

export interface Scenario {
  name: string;
  call: (i: number) => Promise<Sample>;
  /** The same DynamoDB Query made directly, for the API's overhead. */
  direct?: (i: number) => Promise<number>;
}

const appTime = (header: string | null) => Number(/app;dur=([\d.]+)/.exec(header ?? '')?.[1] ?? NaN);

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Calls the API as the bench's signed-in Beheerder; fails loudly on an error answer. */
export function apiCaller(baseUrl: string, headers: Record<string, string>) {
  return async (path: string, init: RequestInit = {}): Promise<Sample & { body: unknown }> => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
    const body: unknown = await response.json();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return {
      ms,
      appMs: appTime(response.headers.get('server-timing')),
      requests: Number(response.headers.get('x-db-requests')),
      items: Number(response.headers.get('x-db-items')),
      body,
    };
  };
}

/** The time of one Query sent straight to DynamoDB (the table of the local stack). */
export async function directQuery(
  input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>,
): Promise<number> {
  const { dynamo, tableName } = await import('@crm/core/db/client');
  const started = performance.now();
  await dynamo.send(new QueryCommand({ ...input, TableName: tableName() }));
  return performance.now() - started;
}

/** Each scenario warmed up 10 times, then `samples` calls (and direct Queries), as one result row. */
export async function runScenarios(scenarios: Scenario[], samples: number): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const scenario of scenarios) {
    for (let i = 0; i < 10; i++) await scenario.call(i); // warm up
    const measured: Sample[] = [];
    for (let i = 0; i < samples; i++) measured.push(await scenario.call(i + random(1000)));
    const directMs: number[] = [];
    if (scenario.direct) {
      for (let i = 0; i < 10; i++) await scenario.direct(i);
      for (let i = 0; i < samples; i++) directMs.push(await scenario.direct(i + random(1000)));
    }
    const ms = measured.map((s) => s.ms);
    const result = {
      name: scenario.name,
      samples,
      p50: +percentile(ms, 50).toFixed(2),
      p95: +percentile(ms, 95).toFixed(2),
      dynamoRequestsPerCall: Math.max(...measured.map((s) => s.requests)),
      itemsReadPerCall: Math.max(...measured.map((s) => s.items)),
      directP50: scenario.direct ? +percentile(directMs, 50).toFixed(2) : null,
      ratioToDirect: scenario.direct ? +(percentile(ms, 50) / percentile(directMs, 50)).toFixed(2) : null,
      appP50: +percentile(
        measured.map((s) => s.appMs),
        50,
      ).toFixed(2),
    };
    results.push(result);
    console.log(JSON.stringify(result));
  }
  return results;
}
