import { ulid } from 'ulid';
import { ConflictError, NotFoundError } from '../errors.ts';
import { log } from '../log.ts';
import { getRelationDetail, type RelationDetail } from '../relations/repository.ts';
import {
  exactFinancialFields,
  exactRecordFields,
  type ExactStateItem,
  type SyncedValues,
} from '../relations/exact-state.ts';
import { allPages, callExact, type ExactCall } from './client.ts';
import type { ExactSettings } from './config.ts';
import { readConnection } from './connection-item.ts';
import {
  directoryAccount,
  forgetAccounts,
  loadDirectory,
  rememberAccounts,
  type Directory,
} from './directory.ts';
import { ExactError, type ExactAnswer } from './http.ts';
import { ExactLimitStop } from './limits.ts';
import {
  compareWithSynced,
  fromAccount,
  fromBankAccount,
  sameValue,
  syncedValuesOf,
  toAccount,
  toBankAccount,
  type ExactAccount,
  type ExactBankAccount,
} from './mapping.ts';
import { candidateOf, type MatchOutcome } from './match.ts';
import { guid, readTimestamp, timestampFilter } from './odata.ts';
import type { RunLogEntry, RunStop } from './public.ts';
import {
  claimRun,
  ExactRunBusyError,
  finishRun,
  readCursor,
  resumeClaim,
  saveCursor,
  saveProgress,
  type ClaimedRun,
} from './run-log.ts';
import {
  linkedRecords,
  pendingRecords,
  readSyncState,
  setConflict,
  setCreateAttempt,
  setError,
  setLinked,
  takeFromExact,
  unlink,
  type ExactRef,
} from './sync-state.ts';
import { ExactNotConnectedError, ExactReconnectNeededError } from './tokens.ts';

/**
 * One sync run for the connected division (decisions 035, 051): pull first, then push what waits.
 *
 * - **Pull**: `sync/CRM/Accounts` from the stored Timestamp (saved after the last page), each
 *   account kept in the directory (directory.ts) and compared with each record linked to it: a
 *   field changed only in Exact comes in with history ("Exact Online"), one changed on both sides
 *   is a conflict. `sync/Deleted` unlinks; our record is never deleted.
 * - **Push**: the pending records, oldest first. A linked one sends what changed (the account, the
 *   bank account: one call each). A new one is matched first against the directory (no call): by
 *   KvK-nummer, then BTW-nummer; one hit links, several is a conflict. A create writes its attempt
 *   first; an attempt whose answer was lost is matched again (also by name and time) before any
 *   retry, and a lost answer is never retried in the run that lost it: the next pull reads what
 *   Exact made.
 * - **Limits** stop the run (the client reads the headers, waits for a minute, stops for the day
 *   before the reserve and before Exact's error block); what is left stays for the next run.
 */
const MAX_RUN_MS = 12 * 60_000;
const PUSH_PAGE = 50;
const PROGRESS_EVERY = 10;
/** Transient failures (no answer, 5xx) in a row after which the run stops. */
const TRANSIENT_IN_A_ROW = 3;
/** A lost create's account is looked for among accounts made this long before its attempt, or later. */
const ATTEMPT_SLACK_MS = 5 * 60_000;

const ACCOUNT_SELECT =
  'ID,Code,Name,ChamberOfCommerce,VATNumber,AddressLine1,Postcode,City,Country,Phone,Email,Website,Status,IsSupplier,Created,Timestamp';

class OutOfTime extends Error {}

export interface RunOptions {
  /** How long a run may go on before it stops and leaves the rest to the next (default 12 min). */
  maxRunMs?: number;
}

interface Context {
  settings: ExactSettings;
  run: ClaimedRun;
  tally: { calls: number };
  deadline: number;
  directory?: Directory;
  transientInARow: number;
  sinceProgress: number;
}

/** The division a run is for: connected, and a division chosen. */
async function runnableDivision(): Promise<number> {
  const connection = await readConnection();
  if (!connection) throw new ExactNotConnectedError();
  if (connection.state !== 'connected') throw new ExactReconnectNeededError();
  if (connection.division === undefined)
    throw new ConflictError('Kies eerst een administratie in Exact Online.');
  return connection.division;
}

/** Claims a run (the page's "Nu synchroniseren"): 409 while one runs or without a connection. */
export async function startRun(trigger: RunLogEntry['trigger'], startedBy?: string): Promise<ClaimedRun> {
  return claimRun(await runnableDivision(), trigger, startedBy);
}

/** Runs a claimed run to its end; answers its log entry. */
export async function runClaimed(
  settings: ExactSettings,
  run: ClaimedRun,
  options: RunOptions = {},
): Promise<RunLogEntry> {
  const context: Context = {
    settings,
    run,
    tally: { calls: 0 },
    deadline: Date.now() + (options.maxRunMs ?? MAX_RUN_MS),
    transientInARow: 0,
    sinceProgress: 0,
  };
  let stop: { stop: RunStop; stopMessage: string };
  try {
    run.entry.phase = 'ophalen';
    await saveProgress(run.entry);
    await pull(context);
    run.entry.phase = 'versturen';
    await progress(context, true);
    await push(context);
    stop = { stop: 'klaar', stopMessage: 'Alles is bijgewerkt.' };
  } catch (error) {
    stop = stopOf(error);
    if (stop.stop === 'fout')
      log('error', 'exact sync run failed', {
        error: error instanceof Error ? error.message : String(error),
      });
  }
  run.entry = { ...run.entry, ...stop, calls: context.tally.calls };
  await finishRun(run);
  return run.entry;
}

/**
 * The scheduled run (and tests): claims and runs; undefined when another run holds the lease or
 * there is nothing to sync with (not connected, no division, a lost connection).
 */
export async function syncNow(
  settings: ExactSettings,
  trigger: RunLogEntry['trigger'] = 'schema',
  options: RunOptions = {},
): Promise<RunLogEntry | undefined> {
  let run: ClaimedRun;
  try {
    run = await startRun(trigger);
  } catch (error) {
    if (error instanceof ConflictError) return undefined;
    throw error;
  }
  return runClaimed(settings, run, options);
}

/** The job of a run the page claimed: it goes on with that claim (lost: nothing to do). */
export async function continueRun(
  settings: ExactSettings,
  claim: { division: number; runId: string; startedAt: string },
): Promise<RunLogEntry | undefined> {
  const run = await resumeClaim(claim.division, claim.runId, claim.startedAt);
  return run ? runClaimed(settings, run) : undefined;
}

function stopOf(error: unknown): { stop: RunStop; stopMessage: string } {
  if (error instanceof ExactLimitStop) {
    const stop = {
      daily: 'dagelijkse limiet',
      minutely: 'limiet per minuut',
      errors: 'foutenlimiet',
    } as const;
    return { stop: stop[error.reason], stopMessage: error.message };
  }
  if (error instanceof OutOfTime)
    return {
      stop: 'tijd op',
      stopMessage: 'De tijd van deze synchronisatie was op; de volgende gaat verder.',
    };
  if (error instanceof ExactNotConnectedError || error instanceof ExactReconnectNeededError)
    return { stop: 'verbinding', stopMessage: error.message };
  if (error instanceof ExactError && error.exactStatus === 401)
    return { stop: 'verbinding', stopMessage: error.message };
  if (error instanceof ExactError) return { stop: 'fout', stopMessage: error.message };
  return {
    stop: 'fout',
    stopMessage: 'De synchronisatie stopte door een onverwachte fout; de volgende probeert het opnieuw.',
  };
}

function checkTime(context: Context): void {
  if (Date.now() > context.deadline) throw new OutOfTime();
}

/** Saves the counts every few records (and when asked), so the page's progress moves. */
async function progress(context: Context, now = false): Promise<void> {
  context.sinceProgress += 1;
  if (!now && context.sinceProgress < PROGRESS_EVERY) return;
  context.sinceProgress = 0;
  context.run.entry.calls = context.tally.calls;
  await saveProgress(context.run.entry);
}

function call(context: Context, request: ExactCall): Promise<ExactAnswer> {
  return callExact(context.settings, { ...request, division: context.run.division, tally: context.tally });
}

function pages(context: Context, request: ExactCall): AsyncGenerator<unknown[]> {
  return allPages(context.settings, { ...request, division: context.run.division, tally: context.tally });
}

async function detailOf(ref: ExactRef): Promise<RelationDetail | undefined> {
  try {
    return await getRelationDetail(ref.kind, ref.id);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------- pull

type PulledAccount = ExactAccount & { ID: string; Timestamp?: unknown; Created?: unknown };

async function pull(context: Context): Promise<void> {
  const { division } = context.run;
  const cursor = await readCursor(division);
  let highest = cursor.accounts;
  for await (const rows of pages(context, {
    path: 'sync/CRM/Accounts',
    query: { $filter: timestampFilter(cursor.accounts), $select: ACCOUNT_SELECT },
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
      for (const ref of await linkedRecords(account.ID)) await pullInto(context, ref, account);
      context.run.entry.pulled += 1;
    }
    await progress(context, true);
  }
  await saveCursor(context.run, 'accounts', highest);

  let deletedUpTo = cursor.deleted;
  for await (const rows of pages(context, {
    path: 'sync/Deleted',
    query: { $filter: timestampFilter(cursor.deleted), $select: 'EntityKey,EntityType,Timestamp' },
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
    await forgetAccounts(division, accounts);
  }
  await saveCursor(context.run, 'deleted', deletedUpTo);
}

/** One pulled account into one linked record: Exact's changes in, a change on both sides a conflict. */
async function pullInto(context: Context, ref: ExactRef, account: PulledAccount): Promise<void> {
  const detail = await detailOf(ref);
  const state = detail?.exact;
  if (!detail || !state || state.exactId !== account.ID || state.state === 'conflict') return;
  const synced = state.exactSynced ?? {};
  // Linked by a person's pick and not pushed yet: our values go to Exact first.
  if (Object.keys(synced).length === 0) return;
  const ours = syncedValuesOf(ref.kind, detail.record, detail.financial);
  const theirs = fromAccount(ref.kind, account, ours);
  const { fromExact, conflicts } = compareWithSynced(ref.kind, ours, theirs, synced);
  if (conflicts.length > 0) {
    if (await setConflict(ref, state, { fields: conflicts })) context.run.entry.conflicts += 1;
    return;
  }
  // What both sides hold now becomes the base of the next comparison.
  const agreed: SyncedValues = { ...synced };
  for (const [field, value] of Object.entries(theirs))
    if (field in fromExact || sameValue(ref.kind, field, value, ours[field])) agreed[field] = value;
  const unchanged = Object.entries(agreed).every(([field, value]) => synced[field] === value);
  if (Object.keys(fromExact).length === 0 && unchanged) return;
  await takeFromExact(ref, detail, fromExact, agreed);
}

// ---------------------------------------------------------------------------------------- push

async function push(context: Context): Promise<void> {
  let cursor: string | null = null;
  do {
    const page = await pendingRecords(PUSH_PAGE, cursor);
    for (const item of page.items) {
      checkTime(context);
      await pushOne(context, { kind: item.kind, id: item.id });
      await progress(context);
    }
    cursor = page.cursor;
  } while (cursor);
}

const recordErrorText = (error: ExactError) =>
  error.exactStatus === 404
    ? 'Het account bestaat niet meer in Exact Online. Koppel de relatie opnieuw of laat haar opnieuw aanmaken.'
    : error.message;

async function pushOne(context: Context, ref: ExactRef): Promise<void> {
  const detail = await detailOf(ref);
  const state = detail?.exact;
  if (!detail || !state?.pendingId || state.state === 'conflict') return;
  const ours = syncedValuesOf(ref.kind, detail.record, detail.financial);
  try {
    if (state.exactId) await pushChange(context, ref, state, ours);
    else await pushNew(context, ref, detail, state, ours);
    context.transientInARow = 0;
  } catch (error) {
    if (!(error instanceof ExactError) || error.exactStatus === 401 || error.exactStatus === 403) throw error;
    context.run.entry.failed += 1;
    const latest = await readSyncState(ref);
    if (isTransient(error)) {
      // No answer, or Exact failed: tried again next run (a create is matched again first).
      context.transientInARow += 1;
      await setError(ref, latest, error.message);
      if (context.transientInARow >= TRANSIENT_IN_A_ROW) throw error;
      return;
    }
    // Exact refused the record's data: it would only fail again until someone changes it.
    await setError(ref, latest, recordErrorText(error), { clearPending: true });
  }
}

/**
 * A linked record: only what changed since the last sync, one call per part. Never synced (just
 * matched or picked): our filled-in values and the bank account, looked up first.
 */
async function pushChange(
  context: Context,
  ref: ExactRef,
  state: ExactStateItem,
  ours: SyncedValues,
): Promise<void> {
  const exactId = state.exactId as string;
  const synced = state.exactSynced ?? {};
  const first = Object.keys(synced).length === 0;
  const differs = (fields: readonly string[]) =>
    fields.some((field) => !sameValue(ref.kind, field, ours[field], synced[field]));
  if (first || differs(exactRecordFields[ref.kind]))
    await call(context, {
      method: 'PUT',
      path: `crm/Accounts(${guid(exactId)})`,
      json: toAccount(ref.kind, ours, first ? 'create' : 'update'),
    });
  let bankId = state.exactBankId;
  if (first || differs(exactFinancialFields))
    bankId = await pushBank(context, exactId, ours, bankId, { lookUp: first || !bankId });
  await setLinked(ref, state, {
    exactId,
    exactCode: state.exactCode ?? '',
    synced: ours,
    bankId,
    clearPending: true,
  });
  context.run.entry.pushed += 1;
}

/**
 * The main bank account: changed in place when we know it, otherwise found among the account's
 * (one call, only for an account we did not make) or made.
 */
async function pushBank(
  context: Context,
  accountId: string,
  ours: SyncedValues,
  bankId: string | undefined,
  options: { lookUp: boolean },
): Promise<string | undefined> {
  const bank = toBankAccount(accountId, ours);
  if (!bank) return bankId;
  if (!bankId && options.lookUp) {
    const answer = await call(context, {
      path: 'crm/BankAccounts',
      query: {
        $filter: `Account eq ${guid(accountId)}`,
        $select: 'ID,BankAccount,BICCode,BankAccountHolderName,Main',
      },
    });
    const found = ((answer.rows ?? []) as (ExactBankAccount & { ID: string })[]).find((row) =>
      sameValue('customer', 'iban', fromBankAccount(row).iban ?? null, ours.iban ?? null),
    );
    if (found) {
      const same = exactFinancialFields.every((field) =>
        sameValue('customer', field, fromBankAccount(found)[field] ?? null, ours[field] ?? null),
      );
      if (same) return found.ID;
      bankId = found.ID;
    }
  }
  if (bankId) {
    await call(context, { method: 'PUT', path: `crm/BankAccounts(${guid(bankId)})`, json: bank });
    return bankId;
  }
  const made = await call(context, { method: 'POST', path: 'crm/BankAccounts', json: bank });
  return String((made.body as { ID?: unknown }).ID);
}

/** What to do with a record that has no account yet (no call: the directory answers). */
function matchNew(
  directory: Directory,
  record: Record<string, unknown>,
  state: ExactStateItem,
): MatchOutcome {
  const numbers = {
    kvkNumber: typeof record.kvkNumber === 'string' ? record.kvkNumber : undefined,
    vatNumber: typeof record.vatNumber === 'string' ? record.vatNumber : undefined,
  };
  const byNumber = directory.index.match(numbers);
  const attempt = state.exactCreateAttempt;
  if (byNumber.outcome !== 'create' || !attempt) return byNumber;
  // A create whose answer was lost: its account has our name and was made after the attempt.
  const hits = directory.createdSince(
    String(record.companyName ?? ''),
    Date.parse(attempt.at) - ATTEMPT_SLACK_MS,
  );
  if (hits.length === 1 && hits[0]) return { outcome: 'link', account: hits[0] };
  if (hits.length > 1) return { outcome: 'conflict', by: 'kvk', candidates: hits.map(candidateOf) };
  return byNumber;
}

async function pushNew(
  context: Context,
  ref: ExactRef,
  detail: RelationDetail,
  state: ExactStateItem,
  ours: SyncedValues,
): Promise<void> {
  context.directory ??= await loadDirectory(context.run.division);
  const directory = context.directory;
  const outcome = matchNew(directory, detail.record as unknown as Record<string, unknown>, state);
  if (outcome.outcome === 'conflict') {
    if (await setConflict(ref, state, { candidates: outcome.candidates })) context.run.entry.conflicts += 1;
    return;
  }
  if (outcome.outcome === 'link') {
    // Pushed as a first sync: our filled-in fields and our flag; the next pull brings what only
    // Exact had, with history.
    const { account } = outcome;
    const linked = { ...state, exactId: String(account.ID).toLowerCase(), exactCode: account.Code ?? '' };
    await pushChange(context, ref, { ...linked, exactSynced: {}, exactBankId: undefined }, ours);
    context.run.entry.matched += 1;
    return;
  }
  // Written before the POST: if its answer is lost, the next run matches before it creates again.
  const attempted = await setCreateAttempt(ref, state, { at: new Date().toISOString(), id: ulid() });
  const answer = await call(context, {
    method: 'POST',
    path: 'crm/Accounts',
    json: toAccount(ref.kind, ours, 'create'),
    representation: true,
  });
  const made = answer.body as PulledAccount;
  const exactId = String(made.ID).toLowerCase();
  const entry = directoryAccount({ ...made, ID: exactId });
  directory.add(entry);
  await rememberAccounts(context.run.division, [entry]);
  let bankId: string | undefined;
  let bankError: unknown;
  try {
    bankId = await pushBank(context, exactId, ours, undefined, { lookUp: false });
  } catch (error) {
    bankError = error;
  }
  // Whatever became of the bank account, the account exists: it is linked now (never matched
  // again), with the bank fields not synced. Exact refused the bank account's data: an error on
  // the record until it changes. Anything else (no answer, a limit, a lost connection) keeps the
  // record waiting: the next run sends the bank account alone.
  const refused =
    bankError instanceof ExactError && [400, 404].includes(bankError.exactStatus) ? bankError : undefined;
  const synced =
    bankError === undefined
      ? ours
      : { ...ours, ...Object.fromEntries(exactFinancialFields.map((field) => [field, null])) };
  await setLinked(ref, attempted, {
    exactId,
    exactCode: made.Code ?? '',
    synced,
    bankId,
    clearPending: bankError === undefined || refused !== undefined,
  });
  context.run.entry.pushed += 1;
  if (refused) {
    context.run.entry.failed += 1;
    await setError(ref, await readSyncState(ref), refused.message, { clearPending: true });
  } else if (bankError !== undefined && !isTransient(bankError)) throw bankError;
}

const isTransient = (error: unknown) =>
  error instanceof ExactError && (error.exactStatus === 0 || error.exactStatus >= 500);

export { ExactRunBusyError };
