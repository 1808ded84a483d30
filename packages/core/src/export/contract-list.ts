import { contractItemSchema, type ContractItem } from '../contracts/item.ts';
import { contractListQuerySchema, type ContractListQuery } from '../contracts/list-query.ts';
import { listContracts, searchContracts, type ContractListPage } from '../contracts/queries.ts';
import { contractCatalogue } from '../contracts/schema.ts';
import { batchGet, BATCH_GET_SIZE } from '../db/batch.ts';
import { keys } from '../db/keys.ts';
import { allUsers } from '../users/repository.ts';
import { catalogueColumns } from './catalogue-columns.ts';
import { defineExportList } from './list.ts';
import { exportReading } from './relation-lists.ts';
import { amsterdamDate } from './table.ts';

interface ContractRow {
  contract: ContractItem;
  names: ReadonlyMap<string, string>;
}

/**
 * The records of one page, in its order. A list page holds list copies, which leave the long text
 * (Notities) out; the export writes every field of the catalogue, so it reads the records themselves
 * in BatchGetItems of 100 made side by side.
 */
async function recordsOf(ids: readonly string[]): Promise<ContractItem[]> {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += BATCH_GET_SIZE) batches.push(ids.slice(i, i + BATCH_GET_SIZE));
  const items = (await Promise.all(batches.map((batch) => batchGet(batch.map(keys.contract))))).flat();
  const byId = new Map(items.map((item) => contractItemSchema.parse(item)).map((item) => [item.id, item]));
  // A contract deleted between the list read and this one is left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The contracts list view exactly as the list page asks for it (its own query), every page of it. */
export const contractsExport = defineExportList<ContractRow, ContractListQuery>({
  permission: 'contracts.view',
  fileStem: 'contracten',
  sheetName: 'Contracten',
  query: contractListQuerySchema,
  columns: [
    ...catalogueColumns<ContractRow>(contractCatalogue, {
      // Without renewal the stored Verlengingstermijn is the first term standing in: nothing to show.
      item: (row) =>
        row.contract.renewal === 'geen' ? { ...row.contract, renewalTermMonths: undefined } : row.contract,
      userName: (row, id) => row.names.get(id) ?? 'Onbekende gebruiker',
    }),
    { header: 'Aangemaakt', type: 'date', value: (row) => amsterdamDate(row.contract.createdAt) },
  ],
  async *pages(query) {
    const names = new Map((await allUsers()).map((user) => [user.id, user.name]));
    let cursor: string | null = null;
    do {
      const page: ContractListPage = query.search
        ? await searchContracts(query)
        : await listContracts({ ...query, limit: exportReading.pageSize, cursor: cursor ?? undefined });
      const contracts = await recordsOf(page.items.map((item) => item.id));
      yield contracts.map((contract) => ({ contract, names }));
      cursor = page.cursor;
    } while (cursor);
  },
});
