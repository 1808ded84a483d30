import { ulid } from 'ulid';
import { BulkWriter } from '../db/bulk-writer.ts';
import { keys } from '../db/keys.ts';
import { counterNames } from '../db/counter-names.ts';
import { indexKeys } from '../db/index-keys.ts';
import type { TransactItem } from '../db/transaction.ts';
import { formatNumber } from '../relations/config.ts';
import { nameSortKey } from '../search/tokens.ts';
import { contractDates, storedDates } from './dates.ts';
import { contractDueChanges } from './due-dates.ts';
import { contractItemSchema } from './item.ts';
import type { ContractInput } from './schema.ts';
import { contractCounterNames, contractSearchTokens, contractSideChanges } from './side-items.ts';

/**
 * Bulk seeding of contracts for the bench: the items a contract's create writes (the record with
 * its list keys and dates, list copies, search tokens, due-date items) and its counters, written by
 * a `BulkWriter` instead of one transaction each. Never used on a request path.
 */
export type SeedContract = Omit<ContractInput, 'notes' | 'value'> & {
  customerName: string;
  supplierName: string;
  typeName?: string | undefined;
  ownerName?: string | undefined;
  value?: number | null | undefined;
};

/** The items of the contract's create transaction that are Puts (its counters are summed apart). */
const putsOf = (changes: TransactItem[]) =>
  changes.flatMap((change) => (change.Put?.Item ? [change.Put.Item] : []));

export class ContractSeeder {
  private writer = new BulkWriter();
  private sequence = 0;

  get written(): number {
    return this.writer.written;
  }

  async add(contract: SeedContract, today: string): Promise<string> {
    const id = ulid();
    const number = formatNumber('C', ++this.sequence);
    const now = new Date().toISOString();
    const dates = contractDates({ ...contract, agreedRenewals: 0, status: 'actief' }, today);
    const record = contractItemSchema.parse({
      ...keys.contract(id),
      ...contract,
      type: 'contract',
      id,
      number,
      value: contract.value ?? null,
      agreedRenewals: 0,
      ...storedDates(dates),
      searchTokens: contractSearchTokens({ number, title: contract.title }),
      version: 1,
      createdAt: now,
      createdBy: 'seed',
      updatedAt: now,
      updatedBy: 'seed',
    });
    const item = {
      ...record,
      ...indexKeys.contractLists({ ...record, titleKey: nameSortKey(record.title) }),
    };
    await this.writer.put([
      item,
      ...putsOf(contractSideChanges(undefined, record)),
      ...putsOf(contractDueChanges(undefined, record)),
    ]);
    for (const name of contractCounterNames(record)) this.writer.count(name);
    return id;
  }

  /** Writes what is left, the counters, and the number sequence (the next contract follows on). */
  async finish(): Promise<void> {
    await this.writer.finish({ [counterNames.contractNumbers]: this.sequence });
  }
}
