import * as z from 'zod';
import { type RelationKind, partitions } from '../db/keys.ts';
import { relationConfigs } from '../relations/config.ts';
import { getRelationNames } from '../relations/queries.ts';
import { searchTokenItems, type SearchHit } from '../search/token-items.ts';
import { coversTerms, searchPlan } from '../search/tokens.ts';
import { contactParentKinds } from './schema.ts';

const tokenItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  parentKind: z.enum(contactParentKinds),
  parentId: z.string(),
});

/**
 * Contact people whose tokens start with the longest words typed, only under parents of the kinds
 * given (those the user may view), showing every other word typed in their name or their parent's.
 * Reads at most `limit` token items per word looked up and the parents' names in one BatchGetItem:
 * "Jan de Vries", detail "Bakkerij Jansen (klant)".
 */
export async function searchContacts(
  text: string,
  parentKinds: readonly RelationKind[],
  limit: number,
): Promise<SearchHit[]> {
  const plan = searchPlan(text);
  if (!plan || parentKinds.length === 0) return [];
  const matches = await searchTokenItems(
    (bucket) => partitions.contactSearchTokens(bucket),
    plan.lookups,
    limit,
  );
  const hits = matches
    .map(({ item, matched }) => ({ ...tokenItemSchema.parse(item), matched }))
    .filter((hit) => parentKinds.includes(hit.parentKind));
  const names = await getRelationNames(hits.map((hit) => ({ kind: hit.parentKind, id: hit.parentId })));
  return hits.flatMap((hit) => {
    const parent = names.get(`${hit.parentKind}#${hit.parentId}`);
    // A parent that is gone takes its contact people with it; skip a token read in between.
    if (parent === undefined) return [];
    const detail = `${parent} (${relationConfigs[hit.parentKind].label})`;
    if (!coversTerms(`${hit.label} ${detail}`, plan.terms, hit.matched)) return [];
    return [{ kind: 'contact' as const, id: hit.id, label: hit.label, detail }];
  });
}
