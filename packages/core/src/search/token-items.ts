import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import type { RelationKind } from '../db/keys.ts';
import { searchBucket } from './tokens.ts';

/** What global search finds: the relation kinds, contact people and contracts. */
export type SearchKind = RelationKind | 'contact' | 'contract';

export interface SearchHit {
  kind: SearchKind;
  id: string;
  label: string;
  detail: string;
}

/** A record found by token lookup, with the words it was found by. */
export interface TokenMatch {
  item: Record<string, unknown>;
  matched: ReadonlySet<string>;
}

/**
 * Bounded token lookup: one Query per word to look up (`partition` maps its bucket to the partition
 * key), in parallel, at most `limit` items each; one match per record, those found by more words
 * first, then in the order of the lookups (longest word first).
 */
export async function searchTokenItems(
  partition: (bucket: string) => string,
  lookups: readonly string[],
  limit: number,
): Promise<TokenMatch[]> {
  const outputs = await Promise.all(
    lookups.map((lookup) =>
      dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :token)',
          ExpressionAttributeValues: { ':pk': partition(searchBucket(lookup)), ':token': lookup },
          Limit: limit,
        }),
      ),
    ),
  );
  const byId = new Map<string, { item: Record<string, unknown>; matched: Set<string> }>();
  outputs.forEach((output, index) => {
    const lookup = lookups[index] ?? '';
    for (const item of output.Items ?? []) {
      const id = String(item.id);
      const match = byId.get(id) ?? { item, matched: new Set<string>() };
      match.matched.add(lookup);
      byId.set(id, match);
    }
  });
  return [...byId.values()].sort((a, b) => b.matched.size - a.matched.size);
}
