import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractRecord } from '@crm/core/contracts/public';
import { dynamo, tableName } from '@crm/core/db/client';
import { historyOf } from '@crm/core/db/history';
import { keys } from '@crm/core/db/keys';
import { runDaily } from '@crm/core/deadlines/daily';
import { readOutbox } from '@crm/core/mail/send';
import { addDays, dutchDate, dutchToday } from '@crm/core/nl/date';
import { createTestUser, json, request, signIn } from '../testing.ts';

/**
 * Decision 039 against the real stack: the daily job after outages of 15, 61 and 300 days, edits
 * that move the dates both ways, withdrawn and late notice, Geen and Uitdrukkelijk. Each run hands
 * over only this file's contracts (the table is shared), and each contract's dates lie in a year of
 * its own, far from today, unless the test is about today.
 */
const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

let token: string;
let owner: { id: string; email: string };
let admin: { email: string; name: string };
const mine = new Set<string>();

beforeAll(async () => {
  const beheerder = await createTestUser('beheerder');
  token = await signIn(beheerder.email);
  admin = { email: beheerder.email, name: 'Bea Beheerder' };
  // The owner is no Beheerder: the Beheerders' summary never lands in the owner's mailbox.
  const medewerker = await createTestUser('medewerker');
  owner = { id: medewerker.user.id, email: medewerker.email };
});

type Term = {
  startDate: string;
  firstTermMonths: number;
  renewal: 'geen' | 'stilzwijgend' | 'uitdrukkelijk';
  renewalTermMonths?: number;
  noticePeriod: number;
  noticeUnit?: 'dagen' | 'weken' | 'maanden';
  decisionWeeks: number;
};

const yearly = (startDate: string, renewal: Term['renewal'] = 'stilzwijgend'): Term => ({
  startDate,
  firstTermMonths: 12,
  renewal,
  renewalTermMonths: 12,
  noticePeriod: 3,
  decisionWeeks: 4,
});

async function party(kind: string): Promise<string> {
  const response = await call(`/api/${kind}`, 'POST', token, { companyName: `Regels ${kind} ${ulid()}` });
  return (await json<{ record: { id: string } }>(response)).record.id;
}

async function newContract(term: Term, status = 'actief'): Promise<ContractRecord> {
  const response = await call('/api/contracts', 'POST', token, {
    title: 'Onderhoud liften',
    customerId: await party('customers'),
    supplierId: await party('suppliers'),
    ...term,
    status,
    ownerId: owner.id,
  });
  expect(response.status).toBe(201);
  const { record } = await json<{ record: ContractRecord }>(response);
  mine.add(`CONTRACT#${record.id}`);
  return record;
}

const read = async (id: string) =>
  (await json<{ record: ContractRecord }>(await call(`/api/contracts/${id}`, 'GET', token))).record;

async function save(contract: ContractRecord, changes: Record<string, unknown>) {
  const current = await read(contract.id);
  return call(`/api/contracts/${contract.id}`, 'PUT', token, {
    title: current.title,
    customerId: current.customerId,
    supplierId: current.supplierId,
    startDate: current.startDate,
    firstTermMonths: current.firstTermMonths,
    renewal: current.renewal,
    renewalTermMonths: current.renewalTermMonths,
    noticePeriod: current.noticePeriod,
    noticeUnit: current.noticeUnit,
    decisionWeeks: current.decisionWeeks,
    status: current.status,
    ownerId: current.ownerId,
    ...changes,
    version: current.version,
  });
}

type Todo = { id: string; title: string; description: string; deadline: string; done: boolean };
const todosOf = async (contractId: string, status = 'all') =>
  (
    await json<{ items: Todo[] }>(
      await call(`/api/todos?linkKind=contract&linkId=${contractId}&status=${status}`, 'GET', token),
    )
  ).items;

/** The mails about one contract (its number is in every subject). */
const mailsAbout = async (contract: ContractRecord) =>
  (await readOutbox()).filter((mail) => mail.to === owner.email && mail.subject.includes(contract.number));

async function lastCompleted(jobName: string, day: string) {
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.jobState(jobName), lastCompleted: day } }),
  );
}

const run = (today: string, jobName: string) =>
  runDaily({ today, jobName, records: mine, summaryTo: [admin] });

describe('the daily job after an outage (decision 039)', () => {
  it('after 15 days: the decision todo and mail come late and say so, once', async () => {
    const contract = await newContract(yearly('2040-01-01'));
    expect(contract).toMatchObject({
      periodEnd: '2040-12-31',
      noticeBy: '2040-09-30',
      decideBy: '2040-09-02',
    });
    const jobName = `rules-${ulid()}`;
    await lastCompleted(jobName, '2040-09-01');

    const result = await run('2040-09-16', jobName);
    await run('2040-09-16', jobName);

    const [todo, ...more] = await todosOf(contract.id);
    expect(more).toEqual([]);
    expect(todo).toMatchObject({
      title: `Besluit over verlenging van ${contract.number}`,
      deadline: '2040-09-30',
    });
    expect(todo?.description).toContain('Uiterlijk opzeggen op 30-09-2040');
    expect(todo?.description).toContain('14 dagen te laat');
    expect((await mailsAbout(contract)).map((mail) => mail.subject)).toEqual([
      `Besluit over verlenging van ${contract.number}: uiterlijk opzeggen op 30-09-2040 (14 dagen te laat)`,
    ]);
    expect(result.late).toBeGreaterThanOrEqual(2);
    const summaries = (await readOutbox()).filter(
      (mail) => mail.to === admin.email && mail.text.includes(contract.number),
    );
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.subject).toMatch(/^Termijnbewaking: \d+ contract(en)? te laat bijgewerkt$/);
    // One line for the contract, though its todo and its mail both came late.
    expect(summaries[0]?.text.split(contract.number)).toHaveLength(2);
    expect(summaries[0]?.text).toContain('(14 dagen te laat)');
  });

  it('after 61 days: a notice day that passed unseen still gets its todo, naming the next chance', async () => {
    const contract = await newContract(yearly('2050-01-01'));
    const jobName = `rules-${ulid()}`;
    await lastCompleted(jobName, '2050-09-01');

    await run('2050-11-01', jobName);
    await run('2050-11-01', jobName);

    expect(await read(contract.id)).toMatchObject({ status: 'actief', period: 0 });
    const [todo, ...more] = await todosOf(contract.id);
    expect(more).toEqual([]);
    expect(todo?.deadline).toBe('2051-09-30');
    expect(todo?.description).toContain('Uiterlijk opzeggen op 30-09-2050 is verstreken (32 dagen te laat)');
    expect(todo?.description).toContain('De volgende kans: uiterlijk opzeggen op 30-09-2051');
    expect((await mailsAbout(contract)).map((mail) => mail.subject)).toEqual([
      `Opzegdatum verstreken: ${contract.number}, volgende kans uiterlijk opzeggen op 30-09-2051`,
    ]);
  });

  it('after 300 days: every contract reaches its period and status, none freezes', async () => {
    const jobName = `rules-${ulid()}`;
    const tacit = await newContract(yearly('2060-01-01'));
    const none = await newContract(yearly('2060-01-01', 'geen'));
    const explicit = await newContract(yearly('2060-01-01', 'uitdrukkelijk'));
    await lastCompleted(jobName, '2060-09-01');

    await run(addDays('2060-09-01', 300), jobName);

    expect(await read(tacit.id)).toMatchObject({ status: 'actief', period: 1, periodEnd: '2061-12-31' });
    expect(await read(none.id)).toMatchObject({ status: 'verlopen', period: 0 });
    expect(await read(explicit.id)).toMatchObject({ status: 'verlopen', period: 0 });
    // The tacit one: the passed notice day is said, with the next chance; the others have no open todo.
    const [todo] = await todosOf(tacit.id, 'open');
    expect(todo?.deadline).toBe('2061-09-30');
    expect(await todosOf(none.id, 'open')).toEqual([]);
    expect(await todosOf(explicit.id, 'open')).toEqual([]);
    const history = await json<{ items: { action: string }[] }>(
      await call(`/api/contracts/${tacit.id}/history`, 'GET', token),
    );
    expect(history.items.filter((item) => item.action === 'renewal')).toHaveLength(1);

    // On the next period's Beslisdatum the open todo is that period's, and its mail comes once.
    await run('2061-09-02', jobName);
    await run('2061-09-02', jobName);
    expect(await todosOf(tacit.id)).toHaveLength(1);
    expect((await mailsAbout(tacit)).map((mail) => mail.subject)).toEqual([
      `Opzegdatum verstreken: ${tacit.number}, volgende kans uiterlijk opzeggen op 30-09-2061`,
      `Besluit over verlenging van ${tacit.number}: uiterlijk opzeggen op 30-09-2061`,
    ]);
  });
});

describe('edits, notice, Geen and Uitdrukkelijk (decision 039)', () => {
  it('moves the open todo with the dates, both ways, and re-arms the reminders for the new dates', async () => {
    const contract = await newContract(yearly('2070-01-01'));
    const jobName = `rules-${ulid()}`;
    await run('2070-09-02', jobName);
    expect((await todosOf(contract.id)).map((todo) => todo.deadline)).toEqual(['2070-09-30']);

    // Later: two months' notice.
    expect((await save(contract, { noticePeriod: 2 })).status).toBe(200);
    expect(await read(contract.id)).toMatchObject({ noticeBy: '2070-10-31', decideBy: '2070-10-03' });
    let [todo, ...more] = await todosOf(contract.id);
    expect(more).toEqual([]);
    expect(todo?.deadline).toBe('2070-10-31');
    expect(todo?.description).toContain('Uiterlijk opzeggen op 31-10-2070');
    // The move is in the todo's history (the todos API shows none; read it as the log does).
    const todoHistory = await historyOf(keys.todo(todo?.id ?? '').pk);
    expect(todoHistory.map((item) => item.action)).toContain('update');

    await run('2070-10-03', jobName);
    await run('2070-10-03', jobName);
    expect(await todosOf(contract.id)).toHaveLength(1);
    expect((await mailsAbout(contract)).map((mail) => mail.subject)).toEqual([
      `Besluit over verlenging van ${contract.number}: uiterlijk opzeggen op 30-09-2070`,
      `Besluit over verlenging van ${contract.number}: uiterlijk opzeggen op 31-10-2070`,
    ]);

    // Earlier: fourteen days' notice; the todo never keeps a stale deadline.
    expect((await save(contract, { noticePeriod: 14, noticeUnit: 'dagen' })).status).toBe(200);
    const moved = await read(contract.id);
    expect(moved.noticeBy).toBe('2070-12-17');
    [todo, ...more] = await todosOf(contract.id);
    expect(more).toEqual([]);
    expect(todo?.deadline).toBe(moved.noticeBy);
  });

  it('brings the todo back when notice is withdrawn before the last day', async () => {
    const contract = await newContract(yearly('2080-01-01'));
    await run('2080-09-02', `rules-${ulid()}`);
    expect((await save(contract, { status: 'opgezegd' })).status).toBe(200);
    expect(await todosOf(contract.id, 'open')).toEqual([]);
    expect((await save(contract, { status: 'actief' })).status).toBe(200);
    const [todo, ...more] = await todosOf(contract.id, 'open');
    expect(more).toEqual([]);
    expect(todo).toMatchObject({ deadline: '2080-09-30', done: false });
  });

  it('asks which end late notice has: the next period by default, this one when agreed', async () => {
    // Whatever today is: its last notice day passed some days ago, its period runs for months yet.
    const today = dutchToday();
    const term: Term = {
      startDate: addDays(today, -200),
      firstTermMonths: 12,
      renewal: 'stilzwijgend',
      renewalTermMonths: 12,
      noticePeriod: 170,
      noticeUnit: 'dagen',
      decisionWeeks: 0,
    };
    const late = await newContract(term);
    expect(late.noticeBy < today && late.periodEnd > today).toBe(true);
    const periodEnd = late.periodEnd;
    expect((await save(late, { status: 'opgezegd' })).status).toBe(200);
    const ended = await read(late.id);
    expect(ended).toMatchObject({
      status: 'opgezegd',
      period: 1,
      periodStart: addDays(periodEnd, 1),
      lateNoticeEnd: 'volgende-periode',
      noticeGivenOn: today,
    });
    expect(ended.periodEnd > periodEnd).toBe(true);

    const agreed = await newContract(term);
    expect((await save(agreed, { status: 'opgezegd', lateNoticeEnd: 'deze-periode' })).status).toBe(200);
    expect(await read(agreed.id)).toMatchObject({ period: 0, periodEnd, lateNoticeEnd: 'deze-periode' });
    const history = await json<{ items: { action: string }[] }>(
      await call(`/api/contracts/${agreed.id}/history`, 'GET', token),
    );
    expect(JSON.stringify(history.items[0])).toContain('deze-periode');

    // Withdrawn: the answer is gone with the notice.
    expect((await save(agreed, { status: 'actief' })).status).toBe(200);
    expect((await read(agreed.id)).lateNoticeEnd).toBeUndefined();
  });

  it('Verlenging vastleggen renews an Uitdrukkelijk contract once, and an expired one comes back', async () => {
    const contract = await newContract(yearly('2090-01-01', 'uitdrukkelijk'));
    const jobName = `rules-${ulid()}`;
    await run('2090-09-02', jobName);
    const [todo] = await todosOf(contract.id);
    expect(todo?.description).toContain('loopt af op 31-12-2090, tenzij een verlenging wordt vastgelegd');

    const agreed = await call(`/api/contracts/${contract.id}/renewal`, 'POST', token, {
      version: (await read(contract.id)).version,
    });
    expect(agreed.status).toBe(200);
    expect((await json<{ record: ContractRecord }>(agreed)).record).toMatchObject({ agreedRenewals: 1 });
    // The decision is made: its todo closes.
    expect(await todosOf(contract.id, 'open')).toEqual([]);
    const stale = await call(`/api/contracts/${contract.id}/renewal`, 'POST', token, { version: 1 });
    expect(stale.status).toBe(409);

    await run('2091-01-01', jobName);
    expect(await read(contract.id)).toMatchObject({ status: 'actief', period: 1, periodEnd: '2091-12-31' });
    await run('2092-01-01', jobName);
    expect(await read(contract.id)).toMatchObject({ status: 'verlopen', period: 1 });
    expect(await todosOf(contract.id, 'open')).toEqual([]);

    const again = await call(`/api/contracts/${contract.id}/renewal`, 'POST', token, {
      version: (await read(contract.id)).version,
    });
    expect((await json<{ record: ContractRecord }>(again)).record).toMatchObject({
      status: 'actief',
      agreedRenewals: 2,
    });
    const history = await json<{ items: { action: string; actorName: string }[] }>(
      await call(`/api/contracts/${contract.id}/history`, 'GET', token),
    );
    expect(history.items.filter((item) => item.action === 'renewal-agreed')).toHaveLength(2);

    const tacit = await newContract(yearly('2090-01-01'));
    const refused = await call(`/api/contracts/${tacit.id}/renewal`, 'POST', token, {
      version: tacit.version,
    });
    expect(refused.status).toBe(422);
  });

  it('Geen: one reminder "Contract loopt af op", no notice mail, and its todo closes when it expires', async () => {
    const contract = await newContract({ ...yearly('2095-03-01', 'geen'), noticePeriod: 1 });
    expect(contract).toMatchObject({
      periodEnd: '2096-02-29',
      noticeBy: '2096-01-31',
      decideBy: '2096-01-03',
    });
    const jobName = `rules-${ulid()}`;
    await run('2096-01-03', jobName);
    await run('2096-01-24', jobName);
    const [todo, ...more] = await todosOf(contract.id);
    expect(more).toEqual([]);
    expect(todo).toMatchObject({
      title: `Contract loopt af op 29-02-2096: ${contract.number}`,
      deadline: '2096-02-29',
    });
    expect((await mailsAbout(contract)).map((mail) => mail.subject)).toEqual([
      `Contract loopt af op 29-02-2096: ${contract.number}`,
    ]);
    await run('2096-03-01', jobName);
    expect(await read(contract.id)).toMatchObject({ status: 'verlopen' });
    expect(await todosOf(contract.id, 'open')).toEqual([]);
  });

  it('acts at once on save: a passed Beslisdatum makes its todo, a finished contract becomes Verlopen', async () => {
    const today = dutchToday();
    // Its Beslisdatum lies in the past, its last notice day more than 90 days ahead.
    const start = addDays(today, -180);
    const due = await newContract({
      startDate: start,
      firstTermMonths: 12,
      renewal: 'stilzwijgend',
      renewalTermMonths: 12,
      noticePeriod: 2,
      decisionWeeks: 30,
    });
    expect(due.decideBy < today).toBe(true);
    const [todo] = await todosOf(due.id);
    expect(todo?.deadline).toBe(due.noticeBy);
    expect(todo?.description).toContain(`Uiterlijk opzeggen op ${dutchDate(due.noticeBy)}`);

    const finished = await newContract(yearly('2019-01-01', 'geen'));
    expect(finished).toMatchObject({ status: 'verlopen', periodEnd: '2019-12-31' });

    const draft = await newContract(yearly('2019-01-01'), 'concept');
    expect(draft).toMatchObject({ status: 'concept', period: 0, periodEnd: '2019-12-31' });
  });

  it('a missed notice day and the next period’s Beslisdatum found at once make one todo, not two', async () => {
    // Monthly: period 0 ends 31-01, last notice day 21-01; period 1 ends 28-02, Beslisdatum 04-02.
    const contract = await newContract({
      startDate: '2100-01-01',
      firstTermMonths: 1,
      renewal: 'stilzwijgend',
      renewalTermMonths: 1,
      noticePeriod: 10,
      noticeUnit: 'dagen',
      decisionWeeks: 2,
    });
    const jobName = `rules-${ulid()}`;
    await lastCompleted(jobName, '2100-01-05');
    await run('2100-02-10', jobName);
    await run('2100-02-10', jobName);
    expect(await read(contract.id)).toMatchObject({ period: 1, noticeBy: '2100-02-18' });
    const todos = await todosOf(contract.id);
    expect(todos.map((todo) => [todo.deadline, todo.done])).toEqual([['2100-02-18', false]]);
    expect(todos[0]?.description).toContain('Uiterlijk opzeggen op 21-01-2100 is verstreken');
    await run('2100-02-11', jobName);
    expect((await mailsAbout(contract)).map((mail) => mail.subject)).toEqual([
      `Opzegdatum verstreken: ${contract.number}, volgende kans uiterlijk opzeggen op 18-02-2100`,
      `Besluit over verlenging van ${contract.number}: uiterlijk opzeggen op 18-02-2100 (6 dagen te laat)`,
      `Nog 7 dagen: ${contract.number} uiterlijk opzeggen op 18-02-2100`,
    ]);
  });

  it('an edit never renews a contract silently: the move is history and the passed notice day a todo', async () => {
    const contract = await newContract(yearly('2110-01-01'));
    const start = addDays(dutchToday(), -400);
    expect((await save(contract, { startDate: start })).status).toBe(200);
    const saved = await read(contract.id);
    expect(saved.period).toBe(1);
    const history = await json<{ items: { action: string; actorName: string }[] }>(
      await call(`/api/contracts/${contract.id}/history`, 'GET', token),
    );
    expect(history.items.map((item) => item.action).slice(0, 2)).toEqual(['renewal', 'update']);
    const [todo, ...more] = await todosOf(contract.id, 'open');
    expect(more).toEqual([]);
    expect(todo?.description).toContain('is verstreken');
  });

  it('gives the todo of a contract whose owner left to a Beheerder, and the job goes on', async () => {
    const leaver = await createTestUser('medewerker');
    const response = await call('/api/contracts', 'POST', token, {
      title: 'Onderhoud liften',
      customerId: await party('customers'),
      supplierId: await party('suppliers'),
      ...yearly('2120-01-01'),
      status: 'actief',
      ownerId: leaver.user.id,
    });
    const { record: contract } = await json<{ record: ContractRecord }>(response);
    mine.add(`CONTRACT#${contract.id}`);
    const user = await json<{ record: { version: number; name: string; email: string } }>(
      await call(`/api/users/${leaver.user.id}`, 'GET', token),
    );
    const deactivated = await call(`/api/users/${leaver.user.id}`, 'PUT', token, {
      name: user.record.name,
      email: user.record.email,
      role: 'medewerker',
      active: false,
      version: user.record.version,
    });
    expect(deactivated.status).toBe(200);

    const result = await run('2120-09-02', `rules-${ulid()}`);
    expect(result.failed).toBe(0);
    const [todo] = await todosOf(contract.id);
    expect(todo?.description).toContain('De eigenaar van het contract is niet meer actief.');
    const assignee = await json<{ record: { role: string; active: boolean } }>(
      await call(`/api/users/${(todo as Todo & { assigneeId: string }).assigneeId}`, 'GET', token),
    );
    expect(assignee.record).toMatchObject({ role: 'beheerder', active: true });
  });
});
