import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo, tableName } from '../db/client.ts';
import { CHANGE_FEED, keys } from '../db/keys.ts';
import { leadStatuses, type LeadStatus } from '../leads/schema.ts';

/** The dashboard's blocks that are not lists of their own: lead counts and recent changes. */

/** Leads per status from the list counters: one BatchGetItem, whatever the number of leads. */
export async function leadStatusCounts(): Promise<{ status: LeadStatus; count: number }[]> {
  const names = leadStatuses.map((status) => `count#lead#status#${status}`);
  const output = await dynamo.send(
    new BatchGetCommand({
      RequestItems: { [tableName()]: { Keys: names.map((name) => keys.counter(name)) } },
    }),
  );
  const values = new Map(
    (output.Responses?.[tableName()] ?? []).map((item) => [String(item.pk), Number(item.value ?? 0)]),
  );
  return leadStatuses.map((status, index) => ({
    status,
    count: Math.max(0, values.get(keys.counter(names[index] ?? '').pk) ?? 0),
  }));
}

/** The kinds of record whose changes the feed carries, by key prefix. */
export const changeFeedKinds = {
  lead: 'LEAD',
  customer: 'CUSTOMER',
  supplier: 'SUPPLIER',
  todo: 'TODO',
} as const;
export type ChangeFeedKind = keyof typeof changeFeedKinds;

const feedItemSchema = z.object({
  pk: z.string(),
  gsi4sk: z.string(),
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  subjectType: z.string().default('record'),
  label: z.string().optional(),
});

export interface RecentChange<K extends string = ChangeFeedKind> {
  kind: K;
  recordId: string;
  label: string | null;
  action: string;
  subjectType: string;
  at: string;
  actorName: string;
}

/**
 * The newest changes of the kinds given: one Query per kind on its feed (newest first, `limit`
 * items), in parallel, merged. Reads at most `limit` items per kind.
 */
export async function recentChanges<K extends string = ChangeFeedKind>(
  kinds: readonly K[],
  limit = 10,
  skipSubjects: readonly string[] = [],
  prefixes: Record<K, string> = changeFeedKinds as unknown as Record<K, string>,
): Promise<RecentChange<K>[]> {
  const pages = await Promise.all(
    kinds.map(async (kind) => {
      const output = await dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi4',
          KeyConditionExpression: 'gsi4pk = :pk',
          ExpressionAttributeValues: { ':pk': `${CHANGE_FEED}#${prefixes[kind]}` },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (output.Items ?? []).map((item) => ({ kind, item: feedItemSchema.parse(item) }));
    }),
  );
  return pages
    .flat()
    .filter(({ item }) => !skipSubjects.includes(item.subjectType))
    .sort((a, b) => b.item.gsi4sk.localeCompare(a.item.gsi4sk))
    .slice(0, limit)
    .map(({ kind, item }) => ({
      kind,
      recordId: item.pk.slice(item.pk.indexOf('#') + 1),
      label: item.label ?? null,
      action: item.action,
      subjectType: item.subjectType,
      at: item.at,
      actorName: item.actorName,
    }));
}
