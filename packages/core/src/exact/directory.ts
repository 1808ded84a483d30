import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { BATCH_WRITE_SIZE } from '../db/batch.ts';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { queryPages, rawItems } from '../db/page.ts';
import type { ExactAccount } from './mapping.ts';
import { AccountIndex } from './match.ts';
import { parseExactDate } from './odata.ts';

/**
 * The accounts the pull has read (decision 051): one item per Exact account of the division
 * (`EXACT#DIVISION#<d>#ACCOUNTS` / `<ID>`) with what matching needs (KvK-nummer, BTW-nummer, name,
 * code, when it was created). Matching before a create looks here, not in Exact: it costs no call
 * per record, and a run after the first reads only the accounts that changed. The pull writes
 * each account it reads and removes each one `sync/Deleted` names; a create adds its own.
 */
export interface DirectoryAccount extends ExactAccount {
  ID: string;
  /** When Exact made it, epoch ms (a lost create's account is found by name and this). */
  createdAt?: number;
}

const carried = ['Code', 'Name', 'ChamberOfCommerce', 'VATNumber'] as const;

/** The part of a pulled or created account the directory keeps. */
export function directoryAccount(account: ExactAccount & { Created?: unknown }): DirectoryAccount {
  const created = parseExactDate(account.Created)?.getTime();
  return {
    ID: String(account.ID).toLowerCase(),
    ...Object.fromEntries(carried.map((field) => [field, account[field] ?? null])),
    ...(created === undefined ? {} : { createdAt: created }),
  };
}

async function batchWrite(requests: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH_WRITE_SIZE) {
    let pending = requests.slice(start, start + BATCH_WRITE_SIZE);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      const output = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (output.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
    }
  }
}

/** Keeps accounts as read (a later read replaces an earlier one). */
export async function rememberAccounts(division: number, accounts: DirectoryAccount[]): Promise<void> {
  const byId = new Map(accounts.map((account) => [account.ID, account]));
  await batchWrite(
    [...byId.values()].map((account) => ({
      PutRequest: {
        Item: { ...keys.exactDirectory(division, account.ID), type: 'exact-directory', ...account },
      },
    })),
  );
}

/** Forgets accounts deleted in Exact. */
export async function forgetAccounts(division: number, ids: string[]): Promise<void> {
  await batchWrite(
    [...new Set(ids.map((id) => id.toLowerCase()))].map((id) => ({
      DeleteRequest: { Key: keys.exactDirectory(division, id) },
    })),
  );
}

/** Every account the pull has read, indexed by KvK-nummer and BTW-nummer. */
export async function loadDirectory(division: number): Promise<Directory> {
  const directory = new Directory();
  for await (const items of queryPages({
    partition: keys.exactDirectory(division, '').pk,
    schema: rawItems,
  }))
    for (const item of items) directory.add(item as unknown as DirectoryAccount);
  return directory;
}

/** The accounts in memory: matching by number, and a lost create's account by name and time. */
export class Directory {
  readonly index = new AccountIndex();
  private readonly byName = new Map<string, DirectoryAccount[]>();

  add(account: DirectoryAccount): void {
    this.index.add(account);
    const name = nameKey(account.Name);
    if (name) this.byName.set(name, [...(this.byName.get(name) ?? []), account]);
  }

  /** Accounts with this name made at or after `since` (epoch ms). */
  createdSince(name: string, since: number): DirectoryAccount[] {
    return (this.byName.get(nameKey(name)) ?? []).filter((account) => (account.createdAt ?? 0) >= since);
  }
}

const nameKey = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();
