import { noContractsGuard } from '../contract-parties/guards.ts';
import { afterPartyRenamed } from '../contract-parties/renames.ts';
import type { RelationKind } from '../db/keys.ts';
import type { Actor } from '../db/actor.ts';
import type { RelationItem } from './item.ts';
import { ValidationError } from '../errors.ts';
import { relationConfigs } from './config.ts';
import { ownedItemsOf } from './owned-items.ts';
import { checkOwner } from '../users/owners.ts';
import { normaliseForSearch } from '../search/tokens.ts';
import {
  listRelations,
  matchesFilters,
  readRelationList,
  type RelationListQuery,
  type RelationPage,
} from './queries.ts';
import { searchRelations } from './search.ts';
import {
  createRelation,
  deleteRelation,
  getRelation,
  getRelationDetail,
  getRelationFiles,
  updateRelation,
  type RelationData,
} from './repository.ts';
import { editableFields as editableCatalogueFields } from '../catalogue/field.ts';

/** Create, update, delete and list for any kind of relation; leads add their own actions. */

/** The fields an update writes: the editable ones of the kind's catalogue (a field left empty is removed). */
export function editableFields(kind: RelationKind): readonly string[] {
  return editableCatalogueFields(relationConfigs[kind].catalogue);
}

export async function createOrganisation(
  kind: RelationKind,
  input: RelationData,
  actor: Actor,
): Promise<RelationItem> {
  await checkOwner(typeof input.ownerId === 'string' ? input.ownerId : undefined);
  return createRelation(kind, input, actor);
}

export async function updateOrganisation(
  kind: RelationKind,
  id: string,
  input: RelationData,
  version: number,
  actor: Actor,
): Promise<RelationItem> {
  const record = await getRelation(kind, id);
  const ownerId = typeof input.ownerId === 'string' ? input.ownerId : undefined;
  const currentOwner = (record as { ownerId?: string }).ownerId;
  if (editableFields(kind).includes('ownerId') && currentOwner !== ownerId) await checkOwner(ownerId);
  if (record.type === 'lead' && record.customerId && input.status !== 'gewonnen') {
    throw new ValidationError({ status: ['Deze lead is al omgezet naar een klant.'] });
  }
  // Links made by a conversion are not editable fields: keep them.
  const links = {
    ...('customerId' in record ? { customerId: record.customerId } : {}),
    ...('leadId' in record ? { leadId: record.leadId } : {}),
  };
  const updated = await updateRelation(kind, record, version, { ...input, ...links }, actor, {
    fields: editableFields(kind),
  });
  if (kind !== 'lead')
    await afterPartyRenamed(kind, id, { before: record.companyName, after: updated.companyName });
  return updated;
}

/**
 * Deletes the record with its contact people, financial record, index items and what registered
 * modules keep of it. A customer or supplier with contracts is not deleted: the count is checked
 * first and again in every transaction.
 */
export async function deleteOrganisation(
  kind: RelationKind,
  id: string,
  version: number,
  actor: Actor,
): Promise<void> {
  const [detail, files, guards, owned] = await Promise.all([
    getRelationDetail(kind, id),
    getRelationFiles(kind, id),
    kind === 'lead' ? [] : noContractsGuard(kind, id).then((guard) => [guard]),
    ownedItemsOf(kind, id),
  ]);
  await deleteRelation(kind, { ...detail, files }, version, actor, guards, owned);
}

export async function listOrganisations(
  kind: RelationKind,
  query: RelationListQuery & { search?: string | undefined },
): Promise<RelationPage> {
  if (!query.search) return listRelations(kind, query);
  // A search answers its best matches (bounded), filtered like the list.
  const found = await searchRelations(kind, query.search, 50);
  const facetField = kind === 'supplier' ? 'category' : 'ownerId';
  const items = found.filter((item) => {
    const record = item as Record<string, unknown>;
    if (query.status && item.status !== query.status) return false;
    if (query.facet) {
      const value = record[facetField];
      const same =
        kind === 'supplier'
          ? typeof value === 'string' && normaliseForSearch(value) === normaliseForSearch(query.facet)
          : value === query.facet;
      if (!same) return false;
    }
    return matchesFilters(record, query.where ?? {});
  });
  if (query.sort === 'createdAt') items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (query.order === 'desc') items.reverse();
  return { items: items.slice(0, query.limit), cursor: null, total: items.length };
}

/** A stored item as it is read for an export: an object whose attributes each cell checks. */
export type StoredValues = Readonly<Record<string, unknown>>;

const storedValues = {
  parse(item: unknown): StoredValues {
    if (typeof item !== 'object' || item === null) throw new Error('a stored item is not an object');
    return item as StoredValues;
  },
};

/**
 * A page of a list view for an export: the same view as `listOrganisations`, with only the
 * attributes the export writes, not parsed whole (each cell checks the value it writes). A
 * search's records (at most 50) are read whole.
 */
export async function listOrganisationValues(
  kind: RelationKind,
  query: RelationListQuery & { search?: string | undefined },
  attributes: readonly string[],
): Promise<RelationPage<StoredValues>> {
  if (query.search) return listOrganisations(kind, query);
  return readRelationList(kind, query, { schema: storedValues, attributes });
}
