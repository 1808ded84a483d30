import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A table of this file's own: the connection, cursor and run lease are one per installation.
await vi.hoisted(async () => {
  const { useOwnTable } = await import('../../../packages/api/src/testing-table.ts');
  useOwnTable('exact-run');
});

const { startExactFake } = await import('@crm/local/exact-fake/index');
const { dynamo, tableName } = await import('@crm/core/db/client');
const { keys } = await import('@crm/core/db/keys');
const { ensureTable } = await import('@crm/core/db/create-table');
const { historyOf } = await import('@crm/core/db/history');
const { systemActor } = await import('@crm/core/db/actor');
const { runClaimed, syncNow, startRun, ExactRunBusyError } = await import('@crm/core/exact/run');
const { RUN_LEASE_MS, recentRuns, runSchedule } = await import('@crm/core/exact/run-log');
const { BANK_MARGIN_MS } = await import('@crm/core/exact/run-pull');
const { parseExactDate } = await import('@crm/core/exact/odata');
const { clearPending, pendingRecords, readSyncState } = await import('@crm/core/exact/sync-state');
const { resolveConflict } = await import('@crm/core/exact/exact-values');
const { createOrganisation, editableFields, updateOrganisation } =
  await import('@crm/core/relations/service');
const { getRelation, getRelationDetail } = await import('@crm/core/relations/repository');
const { saveFinancial } = await import('@crm/core/relations/financial-service');
const { financialInputSchema } = await import('@crm/core/relations/financial');
const { connectedStart, settingsFor, testClock } = await import('./support.ts');

const fake = await startExactFake();
let clock = testClock(fake);
let settings = await settingsFor(fake, clock);
const user = { id: 'user-exact-run', name: 'Bea Beheerder' };
const division = 1001;

type Kind = 'customer' | 'supplier';
type FakeRow = Record<string, unknown>;

const unique = () => ulid().slice(-8).toLowerCase();
const digits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** A valid Dutch IBAN of its own. */
function newIban(): string {
  const bban = `ABNA${digits(10)}`;
  const numeric = `${bban}NL00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98n - (BigInt(numeric) % 97n);
  return `NL${String(check).padStart(2, '0')}${bban}`;
}

async function newRecord(kind: Kind, fields: { kvkNumber?: string; iban?: string; name?: string } = {}) {
  const companyName = fields.name ?? `Sync ${unique()} BV`;
  const record = await createOrganisation(
    kind,
    {
      companyName,
      status: kind === 'customer' ? 'actief' : 'actief',
      country: 'NL',
      city: 'Utrecht',
      ...(fields.kvkNumber ? { kvkNumber: fields.kvkNumber } : {}),
    },
    systemActor,
  );
  if (fields.iban)
    await saveFinancial(
      kind,
      record.id,
      financialInputSchema.parse({ version: 0, iban: fields.iban }),
      systemActor,
    );
  return { kind, id: record.id, companyName };
}

/** Saves one field of a record as its form would. */
async function edit(kind: Kind, id: string, changes: Record<string, string>) {
  const record = (await getRelation(kind, id)) as unknown as Record<string, unknown>;
  const input = Object.fromEntries(editableFields(kind).map((field) => [field, record[field]]));
  await updateOrganisation(kind, id, { ...input, ...changes } as never, Number(record.version), systemActor);
}

const control = (path: string, body: unknown, method = 'POST') =>
  fetch(`${fake.url}/__fake/${path}`, { method, body: JSON.stringify(body) });
const accountsNamed = (name: string) => fake.data().accounts.filter((row: FakeRow) => row.Name === name);
const bankAccountsOf = (id: unknown) => fake.data().bankAccounts.filter((row: FakeRow) => row.Account === id);
/** Calls to Exact's API in the division since the mark (the fake keeps a list of every call). */
const apiCallsSince = (mark: number) =>
  fake
    .calls()
    .slice(mark)
    .filter((call) => call.path.startsWith(`/api/v1/${division}/`));
/** A run's pull when little changed: one page of accounts, of deletions and of bank accounts. */
const PULL_CALLS = ['sync/CRM/Accounts', 'sync/Deleted', 'crm/BankAccounts'];
/** The calls a run made after its pull (the run started after the mark). */
const pushCallsSince = (mark: number) => {
  const calls = apiCallsSince(mark);
  expect(calls.slice(0, PULL_CALLS.length).map((call) => call.path.split('/').slice(4).join('/'))).toEqual(
    PULL_CALLS,
  );
  return calls.slice(PULL_CALLS.length);
};

async function run() {
  const entry = await syncNow(settings, 'handmatig');
  if (!entry) throw new Error('the run did not start');
  return entry;
}

/** Leftovers of an earlier test wait no more: each test pushes only its own records. */
async function nothingPending() {
  for (;;) {
    const page = await pendingRecords(100);
    if (page.items.length === 0) return;
    for (const item of page.items) {
      const state = await readSyncState(item);
      if (state) await clearPending(item, state);
    }
  }
}

beforeAll(async () => {
  expect(tableName()).toMatch(/^exact-run-/);
  await ensureTable();
});
afterAll(() => fake.close());
beforeEach(async () => {
  // A fresh Exact: its Timestamps start again, as after a division's move.
  const forget = [keys.exactCursor(division), keys.exactLimits(division), keys.exactRunLease(division)];
  ({ clock, settings } = await connectedStart(fake, user, division, forget));
  await nothingPending();
});

describe('the first run', () => {
  it('creates customers and suppliers with their bank accounts, and links the one Exact already has by its KvK-nummer typed with spaces', async () => {
    const kvk = digits(8);
    const existing = (await (
      await control('accounts', {
        division,
        Name: `Bestaand ${unique()} BV`,
        ChamberOfCommerce: `${kvk.slice(0, 4)} ${kvk.slice(4)}`,
        IsSupplier: true,
      })
    ).json()) as { ID: string };
    const customer = await newRecord('customer', { iban: newIban() });
    const supplier = await newRecord('supplier', { iban: newIban() });
    const known = await newRecord('customer', { kvkNumber: kvk, iban: newIban() });

    const entry = await run();
    expect(entry).toMatchObject({ stop: 'klaar', pushed: 3, matched: 1, failed: 0, conflicts: 0 });

    const [made] = accountsNamed(customer.companyName);
    expect(made).toMatchObject({ Status: 'C', IsSupplier: false });
    expect(bankAccountsOf(made?.ID)).toHaveLength(1);
    const [madeSupplier] = accountsNamed(supplier.companyName);
    expect(madeSupplier).toMatchObject({ IsSupplier: true, Status: 'A' });
    expect(bankAccountsOf(madeSupplier?.ID)[0]).toMatchObject({ Main: true });

    // Linked, not duplicated: one account with that KvK-nummer, now a customer too.
    const withKvk = fake
      .data()
      .accounts.filter((row: FakeRow) => String(row.ChamberOfCommerce).replace(/\D/g, '') === kvk);
    expect(withKvk).toHaveLength(1);
    expect(withKvk[0]).toMatchObject({ ID: existing.ID, Status: 'C', IsSupplier: true });
    // Our values stand on the account it is linked to (its name is ours now).
    expect(accountsNamed(known.companyName).map((row) => row.ID)).toEqual([existing.ID]);

    const state = await readSyncState(customer);
    expect(state).toMatchObject({
      state: 'gekoppeld',
      exactId: made?.ID,
      exactCode: String(made?.Code).trim(),
    });
    expect(state?.pendingSince).toBeUndefined();
    expect(await readSyncState(known)).toMatchObject({ state: 'gekoppeld', exactId: existing.ID });
    expect((await recentRuns())[0]).toMatchObject({ runId: entry.runId, pushed: 3, matched: 1 });
  });

  it('costs no call per record to match, at most 2 for a new record with a bank account, and 1 for a change', async () => {
    await run();
    const mark = fake.calls().length;
    const customer = await newRecord('customer', { iban: newIban() });
    const first = await run();
    expect(pushCallsSince(mark)).toHaveLength(2);
    // The pull: one page each of accounts, deletions and bank accounts; the entry counts every call.
    expect(first.calls).toBe(apiCallsSince(mark).length);
    expect(first.calls).toBe(5);

    const again = fake.calls().length;
    await edit('customer', customer.id, { city: 'Zwolle' });
    await run();
    expect(pushCallsSince(again).map((call) => call.method)).toEqual(['PUT']);
    expect(accountsNamed(customer.companyName)[0]).toMatchObject({ City: 'Zwolle' });
  });
});

describe('the pull', () => {
  it('brings a field changed only in Exact with history by Exact Online; a field changed on both sides is a conflict', async () => {
    const customer = await newRecord('customer');
    await run();
    const [account] = accountsNamed(customer.companyName);
    await control(`accounts/${String(account?.ID)}`, { City: 'Deventer' }, 'PUT');
    const pulled = await run();
    expect(pulled.stop).toBe('klaar');
    const record = await getRelation('customer', customer.id);
    expect(record.city).toBe('Deventer');
    const history = await historyOf(keys.relation('customer', customer.id).pk);
    expect(history.some((entry) => entry.actorName === 'Exact Online')).toBe(true);
    // Exact's change is no change of ours to push back.
    expect((await readSyncState(customer))?.pendingSince).toBeUndefined();

    await control(`accounts/${String(account?.ID)}`, { Phone: '0301111111' }, 'PUT');
    await edit('customer', customer.id, { phone: '0302222222' });
    const clashed = await run();
    expect(clashed.conflicts).toBe(1);
    const state = await readSyncState(customer);
    expect(state?.state).toBe('conflict');
    expect(state?.conflictFields).toEqual([{ field: 'phone', ours: '0302222222', exact: '0301111111' }]);
    // Neither side is overwritten while staff have not chosen.
    expect(accountsNamed(customer.companyName)[0]).toMatchObject({ Phone: '0301111111' });
  });

  it('unlinks a record whose account was deleted in Exact, and keeps the record', async () => {
    const customer = await newRecord('customer');
    await run();
    const [account] = accountsNamed(customer.companyName);
    await control(`accounts/${String(account?.ID)}`, {}, 'DELETE');
    await run();
    expect(await readSyncState(customer)).toMatchObject({ state: 'niet gekoppeld' });
    expect((await readSyncState(customer))?.exactId).toBeUndefined();
    expect((await getRelation('customer', customer.id)).companyName).toBe(customer.companyName);
  });
});

describe('bank accounts changed in Exact', () => {
  const actor = { id: 'user-exact-run', name: 'Bea Beheerder' };
  const detail = (record: { kind: Kind; id: string }) => getRelationDetail(record.kind, record.id);
  const mainBankOf = (accountId: unknown) => bankAccountsOf(accountId).find((row: FakeRow) => row.Main);
  /** A person changes the IBAN "in Exact" (the fake's own route, as its page does). */
  const changeInExact = (bank: FakeRow | undefined, iban: string) =>
    control(`bank-accounts/${String(bank?.ID)}`, { BankAccount: iban }, 'PUT');
  const pulledIbans = async (record: { kind: Kind; id: string }) =>
    (await historyOf(keys.relation(record.kind, record.id).pk)).filter(
      (entry) =>
        entry.actorName === 'Exact Online' && entry.changes.some((change) => change.field === 'iban'),
    );

  it('brings an IBAN changed only in Exact with history by Exact Online; our own push does not come back', async () => {
    const customer = await newRecord('customer', { iban: newIban() });
    await run();
    const [account] = accountsNamed(customer.companyName);
    const bank = mainBankOf(account?.ID);
    const pushed = await detail(customer);
    expect(pushed.exact?.exactBankId).toBe(bank?.ID);

    // The next run reads our own bank account back (it changed since the last read): no change.
    const mark = fake.calls().length;
    await run();
    expect(pushCallsSince(mark)).toEqual([]);
    const after = await detail(customer);
    expect(after.financial?.version).toBe(pushed.financial?.version);
    expect(after.exact?.updatedAt).toBe(pushed.exact?.updatedAt);
    expect(await pulledIbans(customer)).toEqual([]);

    const theirs = newIban();
    await changeInExact(bank, theirs);
    const again = fake.calls().length;
    const pulled = await run();
    expect(pulled).toMatchObject({ stop: 'klaar', conflicts: 0 });
    const taken = await detail(customer);
    expect(taken.financial?.iban).toBe(theirs);
    expect(taken.exact).toMatchObject({ state: 'gekoppeld', exactBankId: bank?.ID });
    expect(taken.exact?.exactSynced?.iban).toBe(theirs);
    expect(taken.exact?.pendingSince).toBeUndefined();
    const [entry] = await pulledIbans(customer);
    expect(entry).toMatchObject({ action: 'exact-pull', subjectType: 'financial' });
    // Exact's change is no change of ours: nothing is sent back.
    expect(pushCallsSince(again)).toEqual([]);
  });

  it('makes an IBAN changed on both sides a conflict, resolved on the record', async () => {
    const supplier = await newRecord('supplier', { iban: newIban() });
    await run();
    const bank = mainBankOf(accountsNamed(supplier.companyName)[0]?.ID);
    const theirs = newIban();
    const ours = newIban();
    await changeInExact(bank, theirs);
    const financial = (await detail(supplier)).financial;
    await saveFinancial(
      'supplier',
      supplier.id,
      financialInputSchema.parse({ version: financial?.version, iban: ours }),
      systemActor,
    );
    const clashed = await run();
    expect(clashed.conflicts).toBe(1);
    expect((await readSyncState(supplier))?.conflictFields).toEqual([{ field: 'iban', ours, exact: theirs }]);
    // Neither side is overwritten while staff have not chosen.
    expect(mainBankOf(accountsNamed(supplier.companyName)[0]?.ID)).toMatchObject({ BankAccount: theirs });
    expect((await detail(supplier)).financial?.iban).toBe(ours);

    await resolveConflict(supplier, { choices: { iban: 'exact' } }, actor);
    const resolved = await detail(supplier);
    expect(resolved.financial?.iban).toBe(theirs);
    expect(resolved.exact).toMatchObject({ state: 'gekoppeld' });
    expect(resolved.exact?.pendingSince).toBeUndefined();
  });

  it('reads a change made in the very second the cursor names', async () => {
    const customer = await newRecord('customer', { iban: newIban() });
    await run();
    const bank = mainBankOf(accountsNamed(customer.companyName)[0]?.ID);
    const theirs = newIban();
    await changeInExact(bank, theirs);
    // Exact stamped the change on a whole second, and the cursor names that very moment.
    const stamped = fake.data().bankAccounts.find((row: FakeRow) => row.ID === bank?.ID) as FakeRow;
    const wall = Number(/\d+/.exec(String(stamped.Modified))?.[0]);
    stamped.Modified = `/Date(${wall - (wall % 1000)})/`;
    const moment = parseExactDate(stamped.Modified)?.toISOString();
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.exactCursor(division),
        UpdateExpression: 'SET bankAccounts = :moment',
        ExpressionAttributeValues: { ':moment': moment },
      }),
    );
    await run();
    expect((await detail(customer)).financial?.iban).toBe(theirs);
    // The next read starts a margin before this run's, never at the last change.
    const cursor = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.exactCursor(division), ConsistentRead: true }),
    );
    expect(Date.parse(String(cursor.Item?.bankAccounts))).toBeLessThanOrEqual(clock.now() - BANK_MARGIN_MS);
  });
});

describe('the schedule', () => {
  it('logs a scheduled run that found another going on as skipped, beside it; the page’s start still gets its 409', async () => {
    const claimed = await startRun('handmatig', user.name);
    const skipped = await syncNow(settings, 'schema');
    expect(skipped).toMatchObject({
      trigger: 'schema',
      stop: 'overgeslagen',
      stopMessage: expect.stringMatching(/^Overgeslagen: er liep al een synchronisatie/),
      calls: 0,
    });
    expect(skipped?.runId).not.toBe(claimed.entry.runId);
    await expect(startRun('handmatig')).rejects.toBeInstanceOf(ExactRunBusyError);
    // The running run's row is its own and still running; the skipped one is no last run.
    const runs = await recentRuns();
    const running = runs.filter((entry) => entry.runId === claimed.entry.runId);
    expect(running).toHaveLength(1);
    expect(running[0]?.finishedAt).toBeUndefined();
    expect(running[0]?.stop).toBeUndefined();
    expect(runs.filter((entry) => entry.runId === skipped?.runId)).toHaveLength(1);
    const schedule = await runSchedule();
    expect(schedule.running?.runId).toBe(claimed.entry.runId);
    expect(schedule.lastRun?.stop).not.toBe('overgeslagen');

    const finished = await runClaimed(settings, claimed);
    expect(finished.stop).toBe('klaar');
    expect((await recentRuns()).find((entry) => entry.runId === claimed.entry.runId)).toMatchObject({
      stop: 'klaar',
    });
    expect((await runSchedule()).lastRun?.runId).toBe(claimed.entry.runId);
  });
});

describe('never a duplicate', () => {
  it('matches a create whose answer was lost before any retry: one account, linked', async () => {
    const byName = await newRecord('customer', { iban: newIban() });
    fake.fault('lost-create', 1);
    const lost = await run();
    expect(lost.failed).toBe(1);
    expect(accountsNamed(byName.companyName)).toHaveLength(1);
    const waiting = await readSyncState(byName);
    expect(waiting?.exactCreateAttempt).toBeDefined();
    expect(waiting?.pendingSince).toBeDefined();

    const next = await run();
    expect(next).toMatchObject({ stop: 'klaar', matched: 1 });
    expect(accountsNamed(byName.companyName)).toHaveLength(1);
    const [account] = accountsNamed(byName.companyName);
    expect(await readSyncState(byName)).toMatchObject({ state: 'gekoppeld', exactId: account?.ID });
    expect(bankAccountsOf(account?.ID)).toHaveLength(1);
  });

  it('links an account whose bank account was stopped by the limit: the next run looks for the bank account and sends it', async () => {
    const record = await newRecord('customer', { iban: newIban() });
    // The pull's three calls and the create pass; the bank account meets the daily limit.
    fake.fault('429-daily', 1, 4);
    expect((await run()).stop).toBe('dagelijkse limiet');
    const [account] = accountsNamed(record.companyName);
    expect(await readSyncState(record)).toMatchObject({ state: 'gekoppeld', exactId: account?.ID });
    expect(bankAccountsOf(account?.ID)).toHaveLength(0);

    clock.advance(86_400_000);
    const mark = fake.calls().length;
    const next = await run();
    expect(next).toMatchObject({ stop: 'klaar', matched: 0, pushed: 1 });
    // Its answer might have been lost: looked for first, never sent twice.
    expect(pushCallsSince(mark).map((call) => call.method)).toEqual(['GET', 'POST']);
    expect(accountsNamed(record.companyName)).toHaveLength(1);
    expect(bankAccountsOf(account?.ID)).toHaveLength(1);
  });

  it('does one run’s work when two start at once; a crashed run’s lease is taken after its timeout', async () => {
    const records = [await newRecord('customer'), await newRecord('supplier')];
    const [a, b] = await Promise.all([syncNow(settings), syncNow(settings)]);
    expect([a, b].filter((entry) => entry?.stop === 'klaar')).toHaveLength(1);
    expect([a, b].filter((entry) => entry?.stop === 'overgeslagen')).toHaveLength(1);
    for (const record of records) expect(accountsNamed(record.companyName)).toHaveLength(1);

    // A run that died holding the lease: refused while it is live, taken over after.
    const lease = keys.exactRunLease(division);
    await dynamo.send(
      new PutCommand({ TableName: tableName(), Item: { ...lease, claimId: 'dead', claimedAt: Date.now() } }),
    );
    await expect(startRun('handmatig')).rejects.toBeInstanceOf(ExactRunBusyError);
    expect(await syncNow(settings)).toMatchObject({ stop: 'overgeslagen', pushed: 0, calls: 0 });
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...lease, claimId: 'dead', claimedAt: Date.now() - RUN_LEASE_MS - 1000 },
      }),
    );
    expect(await syncNow(settings)).toMatchObject({ stop: 'klaar' });
  });
});

describe('limits', () => {
  it('waits for the minute after a 429 in the middle of a run and goes on without duplicates', async () => {
    const records = [
      await newRecord('customer', { iban: newIban() }),
      await newRecord('customer', { iban: newIban() }),
    ];
    // Exact says no in the middle of the run (after the pull and one create).
    fake.fault('429-minutely', 1, 4);
    const entry = await run();
    expect(entry).toMatchObject({ stop: 'klaar', pushed: 2 });
    expect(fake.calls().filter((call) => call.status === 429)).toHaveLength(1);
    for (const record of records) {
      expect(accountsNamed(record.companyName)).toHaveLength(1);
      expect(bankAccountsOf(accountsNamed(record.companyName)[0]?.ID)).toHaveLength(1);
    }
  });

  it('stops for the day before the daily limit, and the next run finishes without duplicates', async () => {
    const records = [await newRecord('customer'), await newRecord('customer'), await newRecord('customer')];
    // 204 calls left today: the reserve of 200 leaves room for four (the pull and one create).
    await control('usage', { division, daily: 5000 - 204 });
    const stopped = await run();
    expect(stopped.stop).toBe('dagelijkse limiet');
    expect(stopped.stopMessage).toMatch(/dagelijkse limiet/);
    const waiting = await Promise.all(records.map((record) => readSyncState(record)));
    expect(waiting.some((state) => state?.pendingSince)).toBe(true);

    // The next day.
    const now = clock.now();
    clock.advance(86_400_000 - (now % 86_400_000) + 1000);
    const finished = await run();
    expect(finished.stop).toBe('klaar');
    for (const record of records) expect(accountsNamed(record.companyName)).toHaveLength(1);

    // A daily 429 in the middle of a run (Exact's count and ours differ): the same.
    const more = [await newRecord('customer'), await newRecord('customer')];
    fake.fault('429-daily', 1, 4);
    expect((await run()).stop).toBe('dagelijkse limiet');
    clock.advance(86_400_000);
    expect((await run()).stop).toBe('klaar');
    for (const record of more) expect(accountsNamed(record.companyName)).toHaveLength(1);
  });

  it('a 401 refreshes once and stops the run; a refresh inside 570 s is never sent', async () => {
    await newRecord('customer');
    const tokenCalls = () => fake.calls().filter((call) => call.path === '/api/oauth2/token').length;
    const before = tokenCalls();
    fake.fault('401', 5);
    const young = await run();
    expect(young.stop).toBe('verbinding');
    // The token is younger than 570 s: no refresh was sent.
    expect(tokenCalls()).toBe(before);

    clock.advance(571_000);
    fake.fault('401', 5);
    const old = await run();
    expect(old.stop).toBe('verbinding');
    expect(tokenCalls()).toBe(before + 1);
  });
});
