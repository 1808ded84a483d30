import { ulid } from 'ulid';
import type { RelationDetail } from '../relations/repository.ts';
import {
  exactFinancialFields,
  exactRecordFields,
  type ExactStateItem,
  type SyncedValues,
} from '../relations/exact-state.ts';
import { directoryAccount, loadDirectory, rememberAccounts, type Directory } from './directory.ts';
import { ExactError } from './http.ts';
import {
  fromBankAccount,
  sameValue,
  syncedValuesOf,
  toAccount,
  toBankAccount,
  type ExactAccount,
  type ExactBankAccount,
} from './mapping.ts';
import { candidateOf, type MatchOutcome } from './match.ts';
import { guid } from './odata.ts';
import { call, checkTime, detailOf, progress, type RunContext } from './run-context.ts';
import {
  pendingRecords,
  readSyncState,
  setConflict,
  setCreateAttempt,
  setError,
  setLinked,
  type ExactRef,
} from './sync-state.ts';

/**
 * The push of a run (decision 051): the pending records, oldest first. A linked one sends what
 * changed (the account, the bank account: one call each). A new one is matched first against the
 * directory (no call): by KvK-nummer, then BTW-nummer; one hit links, several is a conflict. A
 * create writes its attempt first; an attempt whose answer was lost is matched again (also by
 * name and time) before any retry, and a lost answer is never retried in the run that lost it:
 * the next pull reads what Exact made.
 */

const PUSH_PAGE = 50;
/** Transient failures (no answer, 5xx) in a row after which the run stops. */
const TRANSIENT_IN_A_ROW = 3;
/** A lost create's account is looked for among accounts made this long before its attempt, or later. */
const ATTEMPT_SLACK_MS = 5 * 60_000;

type MadeAccount = ExactAccount & { ID: string; Created?: unknown };

export async function push(context: RunContext): Promise<void> {
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

async function pushOne(context: RunContext, ref: ExactRef): Promise<void> {
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
  context: RunContext,
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
  context: RunContext,
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
  context: RunContext,
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
  const made = answer.body as MadeAccount;
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
