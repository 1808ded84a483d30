import { getContractType } from '../contract-types/service.ts';
import { queryPages, rawItems } from '../db/page.ts';
import { partitions } from '../db/keys.ts';
import { NotFoundError } from '../errors.ts';
import { log } from '../log.ts';
import { getRelation } from '../relations/repository.ts';
import { getUser } from '../users/repository.ts';
import type { NamedParty } from '../contract-parties/renames.ts';
import { copiedAttributesWrite, rewriteContract, rewriteEach } from './rewrite.ts';

/**
 * Contracts keep the names of their customer, supplier, type and owner, so a list page, tab,
 * dashboard block or export page is one read (decision 028) and the list sorts by them (decision
 * 054). When one of those is renamed, this brings the names on its contracts (the record and its
 * list copies, sort items and search tokens) up to date: the `contract-names` job runs it after
 * the rename.
 */
const nameFields = {
  customer: 'customerName',
  supplier: 'supplierName',
  type: 'typeName',
  owner: 'ownerName',
} as const;
const idFields = {
  customer: 'customerId',
  supplier: 'supplierId',
  type: 'typeId',
  owner: 'ownerId',
} as const;

/** The contracts read per page of the party's list copies. */
const PAGE = 100;
/** Renames that happened while a refresh ran, each answered by one more pass. */
const PASSES = 5;

/** The party's name now, or undefined when it is gone (then nothing refers to it any more). */
async function currentName(party: NamedParty, id: string): Promise<string | undefined> {
  if (party === 'owner') return (await getUser(id))?.name;
  try {
    return party === 'type' ? (await getContractType(id)).name : (await getRelation(party, id)).companyName;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** The ids of the party's contracts whose list copy shows another name: one Query per 100. */
async function* staleContractIds(party: NamedParty, id: string, name: string): AsyncGenerator<string[]> {
  const pages = queryPages({
    partition: partitions.contractFacet(party, id),
    filter: {
      // A contract written before owners' names were stored has none (decision 054).
      expression: '(#name <> :name OR attribute_not_exists(#name))',
      names: { '#name': nameFields[party] },
      values: { ':name': name },
    },
    readLimit: PAGE,
    attributes: ['id'],
    schema: rawItems,
  });
  for await (const page of pages) {
    const ids = page.map((item) => String(item.id));
    if (ids.length > 0) yield ids;
  }
}

/** Writes the new name on one contract, unless it no longer belongs to the party or has it already. */
async function renameOn(contractId: string, party: NamedParty, id: string, name: string): Promise<boolean> {
  return rewriteContract(contractId, (contract) =>
    contract[idFields[party]] !== id || contract[nameFields[party]] === name
      ? undefined
      : copiedAttributesWrite(contract, { [nameFields[party]]: name }),
  );
}

/**
 * Puts the party's current name on every contract of it that shows another. Idempotent: a rerun
 * reads the list copies and writes nothing when all are right. A rename made while it runs gets a
 * pass of its own. Answers how many contracts were written.
 */
export async function refreshContractNames(party: NamedParty, id: string): Promise<number> {
  let written = 0;
  for (let pass = 1; pass <= PASSES; pass++) {
    const name = await currentName(party, id);
    if (name === undefined) return written;
    for await (const ids of staleContractIds(party, id, name)) {
      written += await rewriteEach(ids, (contractId) => renameOn(contractId, party, id, name));
    }
    if ((await currentName(party, id)) === name) return written;
  }
  log('warn', 'contract names: the party kept being renamed; the next rename finishes the refresh', {
    party,
    id,
  });
  return written;
}
