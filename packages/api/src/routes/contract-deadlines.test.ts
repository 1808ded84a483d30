import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractRecord } from '@crm/core/contracts/public';
import { runDaily } from '@crm/core/deadlines/daily';
import { readOutbox } from '@crm/core/mail/send';
import { createTestUser, json, request, signIn } from '../testing.ts';

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

let token: string;
let owner: { id: string; email: string };

beforeAll(async () => {
  const admin = await createTestUser('beheerder');
  owner = { id: admin.user.id, email: admin.email };
  token = await signIn(admin.email);
});

// Dates no other test uses: the daily job reads a day's due items whoever wrote them.
const term = {
  startDate: '2031-05-01',
  firstTermMonths: 36,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  decisionWeeks: 4,
} as const;

async function newContract(overrides: Record<string, unknown> = {}): Promise<ContractRecord> {
  const party = async (kind: string) => {
    const response = await call(`/api/${kind}`, 'POST', token, { companyName: `Termijn ${kind} ${ulid()}` });
    return (await json<{ record: { id: string } }>(response)).record.id;
  };
  const response = await call('/api/contracts', 'POST', token, {
    title: 'Schoonmaak kantoor',
    customerId: await party('customers'),
    supplierId: await party('suppliers'),
    ...term,
    status: 'actief',
    ownerId: owner.id,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return (await json<{ record: ContractRecord }>(response)).record;
}

const decisionTodos = async (contractId: string, status = 'all') => {
  const response = await call(
    `/api/todos?linkKind=contract&linkId=${contractId}&status=${status}`,
    'GET',
    token,
  );
  return (await json<{ items: { id: string; title: string; deadline: string; done: boolean }[] }>(response))
    .items;
};
const mailsTo = async (email: string) => (await readOutbox()).filter((mail) => mail.to === email);

describe('the daily job for contracts', () => {
  it('makes one todo and one mail on the decision date, one mail 7 days before notice, and nothing twice', async () => {
    const contract = await newContract();
    expect(contract).toMatchObject({
      periodEnd: '2034-04-30',
      noticeBy: '2034-01-31',
      decideBy: '2034-01-03',
    });
    const jobName = `daily-test-${ulid()}`;

    await runDaily({ records: new Set([`CONTRACT#${contract.id}`]), today: '2034-01-02', jobName });
    expect(await decisionTodos(contract.id)).toEqual([]);

    await runDaily({ records: new Set([`CONTRACT#${contract.id}`]), today: '2034-01-03', jobName });
    const [todo, ...more] = await decisionTodos(contract.id);
    expect(more).toEqual([]);
    expect(todo).toMatchObject({
      title: `Besluit over verlenging van ${contract.number}`,
      deadline: '2034-01-31',
      done: false,
    });
    const [decisionMail, ...otherMails] = await mailsTo(owner.email);
    expect(otherMails).toEqual([]);
    expect(decisionMail?.subject).toBe(
      `Besluit over verlenging van ${contract.number}: uiterlijk opzeggen op 31-01-2034`,
    );
    expect(decisionMail?.html).toContain('<p>');

    // The same day again, and two runs at once: nothing more.
    await Promise.all([
      runDaily({ records: new Set([`CONTRACT#${contract.id}`]), today: '2034-01-03', jobName }),
      runDaily({ records: new Set([`CONTRACT#${contract.id}`]), today: '2034-01-03', jobName }),
    ]);
    expect(await decisionTodos(contract.id)).toHaveLength(1);
    expect(await mailsTo(owner.email)).toHaveLength(1);

    await runDaily({ records: new Set([`CONTRACT#${contract.id}`]), today: '2034-01-24', jobName });
    await runDaily({ records: new Set([`CONTRACT#${contract.id}`]), today: '2034-01-24', jobName });
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      decisionMail?.subject,
      `Nog 7 dagen: ${contract.number} uiterlijk opzeggen op 31-01-2034`,
    ]);
    expect(await decisionTodos(contract.id)).toHaveLength(1);
  });

  it('rolls a tacit renewal on after its period, with history, and closes the decision todo on notice', async () => {
    const contract = await newContract();
    const jobName = `daily-test-${ulid()}`;
    await runDaily({ records: new Set([`CONTRACT#${contract.id}`]), today: '2034-01-03', jobName });
    await runDaily({ records: new Set([`CONTRACT#${contract.id}`]), today: '2034-05-01', jobName });
    const rolled = (
      await json<{ record: ContractRecord }>(await call(`/api/contracts/${contract.id}`, 'GET', token))
    ).record;
    expect(rolled).toMatchObject({
      period: 1,
      periodEnd: '2035-04-30',
      noticeBy: '2035-01-31',
      status: 'actief',
    });
    const history = await json<{ items: { action: string; actorName: string }[] }>(
      await call(`/api/contracts/${contract.id}/history`, 'GET', token),
    );
    expect(history.items[0]).toMatchObject({ action: 'renewal', actorName: 'Dagelijkse taak' });

    const given = await call(`/api/contracts/${contract.id}`, 'PUT', token, {
      title: rolled.title,
      customerId: rolled.customerId,
      supplierId: rolled.supplierId,
      ...term,
      status: 'opgezegd',
      ownerId: owner.id,
      version: rolled.version,
    });
    expect(given.status).toBe(200);
    expect(await decisionTodos(contract.id, 'open')).toEqual([]);
    expect((await decisionTodos(contract.id, 'done')).map((todo) => todo.title)).toEqual([
      `Besluit over verlenging van ${contract.number}`,
    ]);
  });

  it("puts the owner's active contracts' decision and notice dates in their calendar feed", async () => {
    const contract = await newContract();
    const link = await call('/api/profile/calendar', 'POST', token);
    expect(link.status).toBe(201);
    const { url } = await json<{ url: string }>(link);
    const feed = await request(new URL(url).pathname, { headers: { Accept: 'text/calendar' } });
    expect(feed.status).toBe(200);
    // Long lines are folded (RFC 5545): unfold before reading.
    const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`SUMMARY:Besluit over verlenging van ${contract.number}`);
    expect(text).toContain('DTSTART;VALUE=DATE:20340103');
    expect(text).toContain(`SUMMARY:Uiterlijk opzeggen: ${contract.number} Schoonmaak kantoor`);
    expect(text).toContain('DTSTART;VALUE=DATE:20340131');
  });
});

describe('the daily job at a period’s end and seven days before the last notice day', () => {
  // An owner of these tests' own, so the mails above stay the only ones to the Beheerder.
  let ownerId: string;
  let ownerEmail: string;
  beforeAll(async () => {
    const medewerker = await createTestUser('medewerker');
    ownerId = medewerker.user.id;
    ownerEmail = medewerker.email;
  });

  const read = async (id: string) =>
    (await json<{ record: ContractRecord }>(await call(`/api/contracts/${id}`, 'GET', token))).record;

  it('ends a contract given notice (Beëindigd) and expires one without renewal (Verlopen), not a day early', async () => {
    const yearly = { startDate: '2134-01-01', firstTermMonths: 12, ownerId };
    const given = await newContract(yearly);
    const lapsing = await newContract({ ...yearly, renewal: 'geen' });
    const rolling = await newContract(yearly);
    const notice = await call(`/api/contracts/${given.id}`, 'PUT', token, {
      title: given.title,
      customerId: given.customerId,
      supplierId: given.supplierId,
      ...term,
      ...yearly,
      status: 'opgezegd',
      version: given.version,
    });
    expect(notice.status).toBe(200);
    const records = new Set([given, lapsing, rolling].map((contract) => `CONTRACT#${contract.id}`));
    const jobName = `daily-test-${ulid()}`;

    // The last day of the period: each still runs.
    await runDaily({ records, today: '2134-12-31', jobName });
    expect(await read(given.id)).toMatchObject({ status: 'opgezegd', period: 0 });
    expect(await read(lapsing.id)).toMatchObject({ status: 'actief', period: 0 });
    expect(await read(rolling.id)).toMatchObject({ status: 'actief', period: 0 });

    await runDaily({ records, today: '2135-01-01', jobName });
    expect(await read(given.id)).toMatchObject({ status: 'beeindigd', period: 0, periodEnd: '2134-12-31' });
    expect(await read(lapsing.id)).toMatchObject({ status: 'verlopen', period: 0, periodEnd: '2134-12-31' });
    // Tacit renewal is not an end: it rolls on.
    expect(await read(rolling.id)).toMatchObject({ status: 'actief', period: 1, periodEnd: '2135-12-31' });
    for (const contract of [given, lapsing]) {
      const history = await json<{ items: { actorName: string }[] }>(
        await call(`/api/contracts/${contract.id}/history`, 'GET', token),
      );
      expect(history.items[0]?.actorName).toBe('Dagelijkse taak');
    }
  });

  it('sends "Nog 7 dagen" on the seventh day before the last notice day, not the day before it, and once', async () => {
    const contract = await newContract({ startDate: '2136-05-01', ownerId });
    expect(contract).toMatchObject({ noticeBy: '2139-01-31' });
    const records = new Set([`CONTRACT#${contract.id}`]);
    const jobName = `daily-test-${ulid()}`;
    const lastWeekMails = async () =>
      (await mailsTo(ownerEmail))
        .map((mail) => mail.subject)
        .filter((subject) => subject.startsWith('Nog 7 dagen') && subject.includes(contract.number));

    await runDaily({ records, today: '2139-01-23', jobName });
    expect(await lastWeekMails()).toEqual([]);

    await runDaily({ records, today: '2139-01-24', jobName });
    await runDaily({ records, today: '2139-01-24', jobName });
    expect(await lastWeekMails()).toEqual([
      `Nog 7 dagen: ${contract.number} uiterlijk opzeggen op 31-01-2139`,
    ]);
  });
});
