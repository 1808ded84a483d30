import { z } from 'zod';
import { keys, type RelationKind } from '../db/keys.ts';
import { relationConfigs } from '../relations/config.ts';
import { getRelationNames, searchTokenItems, type SearchHit } from '../relations/queries.ts';
import { searchPlan } from '../relations/search-tokens.ts';
import { contactParentKinds } from './schema.ts';

const tokenItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  parentKind: z.enum(contactParentKinds),
  parentId: z.string(),
});

/**
 * Contact people whose tokens start with the most selective word typed, only under parents of the
 * kinds given (those the user may view). Reads at most `limit` token items in one Query and their
 * parents' names in one BatchGetItem: "Jan de Vries", detail "Bakkerij Jansen (klant)".
 */
export async function searchContacts(
  text: string,
  parentKinds: readonly RelationKind[],
  limit: number,
): Promise<SearchHit[]> {
  const plan = searchPlan(text);
  if (!plan || parentKinds.length === 0) return [];
  const items = await searchTokenItems(
    (bucket) => keys.contactSearchToken(bucket, '', '').pk,
    plan.lookup,
    limit,
  );
  const hits = items
    .map((item) => tokenItemSchema.parse(item))
    .filter((hit) => parentKinds.includes(hit.parentKind));
  const names = await getRelationNames(hits.map((hit) => ({ kind: hit.parentKind, id: hit.parentId })));
  return hits.flatMap((hit) => {
    const parent = names.get(`${hit.parentKind}#${hit.parentId}`);
    // A parent that is gone takes its contact people with it; skip a token read in between.
    if (parent === undefined) return [];
    const detail = `${parent} (${relationConfigs[hit.parentKind].label})`;
    return [{ kind: 'contact' as const, id: hit.id, label: hit.label, detail }];
  });
}
