import type { SyncedValues } from '../relations/exact-state.ts';
import { readConnection } from './connection-item.ts';
import { directoryAccount, forgetAccounts, rememberAccounts } from './directory.ts';
import {
  compareWithSynced,
  fromAccount,
  fromBankAccount,
  sameValue,
  syncedValuesOf,
  type ExactAccount,
  type ExactBankAccount,
} from './mapping.ts';
import { modifiedFilter, readTimestamp, timestampFilter } from './odata.ts';
import { checkTime, detailOf, pages, progress, type RunContext } from './run-context.ts';
import { readCursor, saveCursor } from './run-log.ts';
import { takeFromExact } from './exact-values.ts';
import { linkedRecords, readSyncState, setConflict, unlink, type ExactRef } from './sync-state.ts';

/**
 * The pull of a run (decision 051): Exact's changes first, each endpoint from its cursor, saved
 * after its last page (a run stopped mid-pull reads those pages again: the pull is idempotent).
 *
 * - `sync/CRM/Accounts` from the stored Timestamp: each account kept in the directory and compared
 *   with each record linked to it.
 * - `sync/Deleted`: an account deleted in Exact unlinks its records; ours are never deleted.
 * - `crm/BankAccounts` by `Modified` (no sync endpoint exists for them, spec 3.4): the main bank
 *   account of a linked account, compared the same way.
 *
 * A field changed only in Exact comes in with history ("Exact Online"); one changed on both
 * sides is a conflict; what we pushed ourselves equals what we last synced and changes nothing.
 */

const ACCOUNT_SELECT =
  'ID,Code,Name,ChamberOfCommerce,VATNumber,AddressLine1,Postcode,City,Country,Phone,Email,Website,Status,IsSupplier,Created,Timestamp';
const BANK_SELECT = 'ID,Account,BankAccount,BICCode,BankAccountHolderName,Main';

/**
 * How far before the last read the next bank-account read starts: Exact's clocks and ours may
 * differ, and a change saved while we read may carry a `Modified` just before the read. What falls
 * in the margin is read twice, which changes nothing the second time.
 */
export const BANK_MARGIN_MS = 5 * 60_000;

type PulledAccount = ExactAccount & { ID: string; Timestamp?: unknown; Created?: unknown };
type PulledBank = ExactBankAccount & { ID: string };

export async function pull(context: RunContext): Promise<void> {
  const cursor = await readCursor(context.run.division);
  await pullAccounts(context, cursor.accounts);
  await pullDeleted(context, cursor.deleted);
  await pullBankAccounts(context, cursor.bankAccounts);
}

async function pullAccounts(context: RunContext, from: bigint): Promise<void> {
  const { division } = context.run;
  let highest = from;
  for await (const rows of pages(context, {
    path: 'sync/CRM/Accounts',
    query: { $filter: timestampFilter(from), $select: ACCOUNT_SELECT },
  })) {
    checkTime(context);
    const accounts = (rows as PulledAccount[]).map((account) => ({
      ...account,
      ID: account.ID.toLowerCase(),
    }));
    await rememberAccounts(division, accounts.map(directoryAccount));
    for (const account of accounts) {
      const timestamp = readTimestamp(account.Timestamp);
      if (timestamp > highest) highest = timestamp;
      for (const ref of await linkedRecords(account.ID))
        await pullInto(context, ref, {
          exactId: account.ID,
          values: (ours) => fromAccount(ref.kind, account, ours),
        });
      context.run.entry.pulled += 1;
    }
    await progress(context, true);
  }
  await saveCursor(context.run, 'accounts', highest);
}

async function pullDeleted(context: RunContext, from: bigint): Promise<void> {
  let deletedUpTo = from;
  for await (const rows of pages(context, {
    path: 'sync/Deleted',
    query: { $filter: timestampFilter(from), $select: 'EntityKey,EntityType,Timestamp' },
  })) {
    checkTime(context);
    const accounts: string[] = [];
    for (const row of rows as { EntityKey?: string; EntityType?: unknown; Timestamp?: unknown }[]) {
      const timestamp = readTimestamp(row.Timestamp);
      if (timestamp > deletedUpTo) deletedUpTo = timestamp;
      if (Number(row.EntityType) !== 2 || !row.EntityKey) continue;
      const id = row.EntityKey.toLowerCase();
      accounts.push(id);
      for (const ref of await linkedRecords(id)) {
        const state = await readSyncState(ref);
        if (state?.exactId !== id) continue;
        await unlink(
          ref,
          state,
          'Dit account is in Exact Online verwijderd. De relatie is hier bewaard en niet meer gekoppeld.',
        );
        context.run.entry.pulled += 1;
      }
    }
    await forgetAccounts(context.run.division, accounts);
  }
  await saveCursor(context.run, 'deleted', deletedUpTo);
}

/**
 * The bank accounts changed since the cursor: `Modified ge` (a change in the cursor's own second
 * is read, not missed), every page. The next cursor is this read's start less the margin, so a
 * change saved while we read, or by a clock a little behind ours, is read next time. The first
 * read starts at the connection: nothing was linked before it.
 */
async function pullBankAccounts(context: RunContext, from: string | undefined): Promise<void> {
  const readAt = context.settings.clock.now();
  const since = from ? Date.parse(from) : await connectedSince(readAt);
  for await (const rows of pages(context, {
    path: 'crm/BankAccounts',
    query: { $filter: modifiedFilter(since), $select: BANK_SELECT },
  })) {
    checkTime(context);
    for (const row of rows as PulledBank[]) {
      // Only an account's main bank account is ours to follow.
      if (row.Main !== true || !row.Account) continue;
      const exactId = row.Account.toLowerCase();
      const bankId = row.ID.toLowerCase();
      for (const ref of await linkedRecords(exactId))
        if (await pullInto(context, ref, { exactId, bankId, values: () => fromBankAccount(row) }))
          context.run.entry.pulled += 1;
    }
    await progress(context, true);
  }
  await saveCursor(context.run, 'bankAccounts', new Date(readAt - BANK_MARGIN_MS).toISOString());
}

async function connectedSince(fallback: number): Promise<number> {
  const connectedAt = (await readConnection())?.connectedAt;
  return (connectedAt ? Date.parse(connectedAt) : fallback) - BANK_MARGIN_MS;
}

/** What a pulled row says of one account: its ID, our fields' values in it, its bank account's ID. */
interface PulledPart {
  exactId: string;
  /** Exact's values of the fields the row carries (`ours`: our values, for the address line). */
  values: (ours: SyncedValues) => SyncedValues;
  /** A bank account's ID: only the one we follow counts (the one we know, or the main one). */
  bankId?: string;
}

/**
 * One pulled row into one linked record: Exact's changes in, a change on both sides a conflict.
 * True when it changed the record or its state.
 */
async function pullInto(context: RunContext, ref: ExactRef, part: PulledPart): Promise<boolean> {
  const detail = await detailOf(ref);
  const state = detail?.exact;
  if (!detail || !state || state.exactId !== part.exactId || state.state === 'conflict') return false;
  if (part.bankId && ((state.exactBankId && state.exactBankId !== part.bankId) || !detail.financial))
    return false;
  const synced = state.exactSynced ?? {};
  // Linked by a person's pick and not pushed yet: our values go to Exact first.
  if (Object.keys(synced).length === 0) return false;
  const ours = syncedValuesOf(ref.kind, detail.record, detail.financial);
  const theirs = part.values(ours);
  const { fromExact, conflicts } = compareWithSynced(ref.kind, ours, theirs, synced);
  if (conflicts.length > 0) {
    if (!(await setConflict(ref, state, { fields: conflicts }))) return false;
    context.run.entry.conflicts += 1;
    return true;
  }
  // What both sides hold now becomes the base of the next comparison.
  const agreed: SyncedValues = { ...synced };
  for (const [field, value] of Object.entries(theirs))
    if (field in fromExact || sameValue(ref.kind, field, value, ours[field])) agreed[field] = value;
  const unchanged = Object.entries(agreed).every(([field, value]) => synced[field] === value);
  const newBank = part.bankId !== undefined && part.bankId !== state.exactBankId;
  if (Object.keys(fromExact).length === 0 && unchanged && !newBank) return false;
  return takeFromExact(ref, detail, fromExact, agreed, part.bankId);
}
