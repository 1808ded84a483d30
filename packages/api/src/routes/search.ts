// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { can, recordPermission, type Permission } from '@crm/core/auth/permissions';
import { searchContacts } from '@crm/core/contacts/search';
import { searchContractHits } from '@crm/core/contracts/queries';
import { relationPrefixes, type RelationKind } from '@crm/core/db/keys';
import { searchRelationIds } from '@crm/core/relations/search';
import type { SearchHit, SearchKind } from '@crm/core/search/token-items';
import { searchPlan } from '@crm/core/search/tokens';
import { requireAuth, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';

const query = z.object({ q: z.string().trim().max(100).default('') });

/** Results per group; each source reads at most three times as many token items per word looked up. */
const PER_KIND = 8;

type MayView = (permission: Permission) => boolean;

const relationKinds = Object.keys(relationPrefixes) as RelationKind[];

/** Contact people are shown under the parents the user may view. */
const viewableParents = (may: MayView) => relationKinds.filter((kind) => may(recordPermission(kind)));

interface SearchSource {
  kind: SearchKind;
  visible(may: MayView): boolean;
  /** Hits with every word typed, from bounded Queries of at most `limit` items (and, for contact people, one BatchGetItem). */
  find(text: string, limit: number, may: MayView): Promise<SearchHit[]>;
}

/** What global search looks in, in the order of the groups: a new kind is one more entry. */
const sources: SearchSource[] = [
  ...relationKinds.map((kind): SearchSource => ({
    kind,
    visible: (may) => may(recordPermission(kind)),
    find: (text, limit) => searchRelationIds(kind, text, limit),
  })),
  {
    kind: 'contact',
    visible: (may) => viewableParents(may).length > 0,
    find: (text, limit, may) => searchContacts(text, viewableParents(may), limit),
  },
  {
    kind: 'contract',
    visible: (may) => may('contracts.view'),
    find: (text, limit) => searchContractHits(text, limit),
  },
];

/**
 * The groups of a global search, one per kind the user may view (empty when too little is typed).
 * Reads a bounded number of items whatever the data size: the sources run in parallel.
 */
export async function searchGroups(text: string, may: MayView) {
  const plan = searchPlan(text);
  return Promise.all(
    sources
      .filter((source) => source.visible(may))
      .map(async (source) => ({
        kind: source.kind,
        items: plan ? (await source.find(text, PER_KIND * 3, may)).slice(0, PER_KIND) : [],
      })),
  );
}

/** Global search (Ctrl+K): leads, customers, suppliers, contact people and contracts, grouped by kind. */
export const searchRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get('/', validate('query', query), async (c) => {
    const role = c.get('role');
    const groups = await searchGroups(c.req.valid('query').q, (permission) => can(role, permission));
    return c.json({ groups });
  });
