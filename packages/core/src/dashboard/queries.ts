import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { batchGet } from '../db/batch.ts';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { counterNames, leadValueSumCounter } from '../db/counter-names.ts';
import { changeFeedKey, FINANCIAL_SUBJECT } from '../db/index-keys.ts';
import { leadStatuses } from '../leads/schema.ts';
import type { LeadStatusCount, RecentChangeKind } from './public.ts';

/** The dashboard's blocks that are not lists of their own: lead counts and recent changes. */

/**
 * Leads per status with their summed Verwachte waarde (euros), from counters: one BatchGetItem,
 * whatever the number of leads.
 */
export async function leadStatusCounts(): Promise<LeadStatusCount[]> {
  const counts = leadStatuses.map((status) => counterNames.relationsByStatus('lead', status));
  const sums = leadStatuses.map(leadValueSumCounter);
  const items = await batchGet([...counts, ...sums].map((name) => keys.counter(name)));
  const values = new Map(items.map((item) => [String(item.pk), Number(item.value ?? 0)]));
  const valueOf = (name: string | undefined) => Math.max(0, values.get(keys.counter(name ?? '').pk) ?? 0);
  return leadStatuses.map((status, index) => ({
    status,
    count: valueOf(counts[index]),
    value: valueOf(sums[index]) / 100,
  }));
}

/** The kinds of record whose changes the feed carries, by key prefix. */
export const changeFeedKinds = {
  lead: 'LEAD',
  customer: 'CUSTOMER',
  supplier: 'SUPPLIER',
  todo: 'TODO',
  contract: 'CONTRACT',
} as const satisfies Record<RecentChangeKind, string>;
export type ChangeFeedKind = keyof typeof changeFeedKinds;

/** One feed to read: a kind's changes, or its financial changes. */
export interface ChangeFeed<K extends string = ChangeFeedKind> {
  kind: K;
  key: string;
  /** The feed of financial changes (read only with the financial permission). */
  financial: boolean;
}

/** The feed of a kind's changes, or (`financial`) of its financial record's changes. */
export function changeFeed(kind: ChangeFeedKind, financial = false): ChangeFeed {
  return { kind, key: changeFeedKey(changeFeedKinds[kind], financial), financial };
}

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
 * The newest changes of the feeds given: one Query per feed (newest first, `limit` items), in
 * parallel, merged. Reads at most `limit` items per feed.
 */
export async function recentChanges<K extends string>(
  feeds: readonly ChangeFeed<K>[],
  limit = 10,
): Promise<RecentChange<K>[]> {
  const pages = await Promise.all(
    feeds.map(async (feed) => {
      const output = await dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi4',
          KeyConditionExpression: 'gsi4pk = :pk',
          ExpressionAttributeValues: { ':pk': feed.key },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (
        (output.Items ?? [])
          .map((item) => ({ kind: feed.kind, item: feedItemSchema.parse(item) }))
          // Financial changes written before they had a feed of their own stay out of the plain feed.
          .filter(({ item }) => feed.financial || item.subjectType !== FINANCIAL_SUBJECT)
      );
    }),
  );
  return pages
    .flat()
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
