import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BATCH_GET_SIZE } from '../db/batch.ts';
import { dynamo, tableName } from '../db/client.ts';
import { partitions, type RelationKind } from '../db/keys.ts';
import type { RelationItem } from './item.ts';
import { searchTokenItems, type SearchHit } from '../search/token-items.ts';
import { coversTerms, searchPlan } from '../search/tokens.ts';
import { getRelations } from './queries.ts';

/** Search of relations: global search's hits, a list's search and the duplicate warning. */

const relationTokenPartition = (kind: RelationKind) => (bucket: string) =>
  partitions.searchTokens(kind, bucket);

/**
 * Bounded search for global search: the token lookups of the longest words typed (at most `limit`
 * token items each); a record found by some words must show the others in its name or detail.
 */
export async function searchRelationIds(kind: RelationKind, text: string, limit = 50): Promise<SearchHit[]> {
  const plan = searchPlan(text);
  if (!plan) return [];
  const matches = await searchTokenItems(relationTokenPartition(kind), plan.lookups, limit);
  return matches.flatMap(({ item, matched }) => {
    const hit = { kind, id: String(item.id), label: String(item.label), detail: String(item.detail ?? '') };
    return coversTerms(`${hit.label} ${hit.detail}`, plan.terms, matched) ? [hit] : [];
  });
}

/**
 * A list's search: the token lookups of the longest words typed (at most `limit` token items each),
 * the records found (at most 100, those found by more words first), kept when every word typed
 * starts one of their tokens; at most `limit`, sorted by name.
 */
export async function searchRelations(kind: RelationKind, text: string, limit = 50): Promise<RelationItem[]> {
  const plan = searchPlan(text);
  if (!plan) return [];
  const matches = await searchTokenItems(relationTokenPartition(kind), plan.lookups, limit);
  const records = await getRelations(
    kind,
    matches.slice(0, BATCH_GET_SIZE).map((match) => String(match.item.id)),
  );
  return records
    .filter((record) =>
      plan.terms.every((term) => record.searchTokens.some((token) => token.startsWith(term))),
    )
    .sort((a, b) => a.nameKey.localeCompare(b.nameKey, 'nl'))
    .slice(0, limit);
}

export interface DuplicateHit {
  kind: RelationKind;
  id: string;
  field: 'kvk' | 'vat' | 'email';
  label: string;
  number?: string;
}

/** Other leads, customers or suppliers with the same KvK-nummer, BTW-nummer or e-mail address. */
export async function findDuplicates(
  values: { kvk?: string | undefined; vat?: string | undefined; email?: string | undefined },
  exclude?: string,
): Promise<DuplicateHit[]> {
  const lookups = Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const results = await Promise.all(
    lookups.map(([field, value]) =>
      dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': partitions.identity(field, value) },
          Limit: 20,
        }),
      ),
    ),
  );
  return results
    .flatMap((output) => output.Items ?? [])
    .filter((item) => item.id !== exclude)
    .map((item) => ({
      kind: item.kind as RelationKind,
      id: String(item.id),
      field: item.field as DuplicateHit['field'],
      label: String(item.label),
      ...(item.number ? { number: String(item.number) } : {}),
    }));
}
