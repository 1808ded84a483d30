import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runDaily } from '@crm/core/deadlines/daily';
import { mailConfig } from '@crm/core/mail/config';
import { readOutbox } from '@crm/core/mail/send';
import { addDays, dutchToday } from '@crm/core/nl/date';
import { moveRequest, getRequest } from '@crm/core/supplier-requests/requests';
import { onRequestSubmitted, REVIEW_TODO_TITLE } from '@crm/core/supplier-requests/submitted';
import { keys } from '@crm/core/db/keys';
import { createTestUser, json, request, signIn } from '../testing.ts';

/**
 * The daily job's part in supplier requests (decision 047): reminders at the template's interval,
 * each once, and Verlopen once; and what follows a submission. Runs hand over only this file's
 * requests (`records`): the test table is shared.
 */
let admin: string;
let adminId: string;
let templateId: string;
const outsider = { id: 'outsider', name: 'Leverancier' };

async function post(path: string, body: unknown) {
  const response = await request(path, { method: 'POST', token: admin, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await json<{ record: { id: string; version: number } }>(response)).record;
}

/** A request of its own, sent to a contact of its own; answers its id, address and the link's token. */
async function sentRequest() {
  const email = `job-${ulid().toLowerCase()}@example.nl`;
  const supplier = await post('/api/suppliers', { companyName: `Job Leverancier ${ulid()}` });
  const contact = await post('/api/contacts', {
    parentKind: 'supplier',
    parentId: supplier.id,
    firstName: 'Joost',
    lastName: 'Bakker',
    email,
  });
  const draft = await post('/api/supplier-requests', {
    supplierId: supplier.id,
    templateId,
    contactId: contact.id,
  });
  await post(`/api/supplier-requests/${draft.id}/send`, { version: draft.version });
  return { id: draft.id, email, supplierId: supplier.id, pk: keys.supplierRequest(draft.id).pk };
}

const mailsTo = async (email: string) => (await readOutbox()).filter((message) => message.to === email);

beforeAll(async () => {
  const account = await createTestUser('beheerder');
  adminId = account.user.id;
  admin = await signIn(account.email);
  templateId = (
    await post('/api/supplier-requests/templates', {
      name: `Dagelijkse taak ${ulid()}`,
      fields: [{ key: 'organisation.phone', required: true, critical: false }],
      documents: [],
      validityDays: 10,
      reminderDays: 3,
    })
  ).id;
});

describe('the daily job', () => {
  it('sends each reminder once, with the link of the first mail, and marks the request Verlopen once', async () => {
    const sent = await sentRequest();
    const records = new Set([sent.pk]);
    const jobName = `requests-${ulid()}`;
    const today = dutchToday();
    const run = (day: number) => runDaily({ today: addDays(today, day), jobName, records });
    const [first] = await mailsTo(sent.email);
    const link = first?.links[0];

    await run(2);
    expect(await mailsTo(sent.email)).toHaveLength(1);
    const day3 = await run(3);
    expect(day3.outcomes.map((outcome) => outcome.actions.map((action) => action.what))).toEqual([
      ['herinnering 1 aan Joost Bakker'],
    ]);
    await run(3);
    await run(4);
    let mails = await mailsTo(sent.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/^Herinnering: /);
    expect(mails[1]?.links[0]).toBe(link);

    await run(6);
    await run(6);
    await run(9);
    // Day 10 is the link's last day (sent today, valid 10 days): no reminder on it, not expired yet.
    await run(10);
    mails = await mailsTo(sent.email);
    expect(mails.map((mail) => mail.subject.startsWith('Herinnering: '))).toEqual([false, true, true, true]);
    expect((await getRequest(sent.id)).status).toBe('verstuurd');

    const expired = await run(11);
    expect(expired.outcomes.flatMap((outcome) => outcome.steps)).toEqual(['verlopen']);
    const after = await getRequest(sent.id);
    expect(after).toMatchObject({ status: 'verlopen' });
    const again = await run(12);
    expect(again.outcomes).toEqual([]);
    expect((await getRequest(sent.id)).version).toBe(after.version);
    expect(await mailsTo(sent.email)).toHaveLength(4);
    const history = await json<{ history: { action: string; actorName: string }[] }>(
      await request(`/api/supplier-requests/${sent.id}`, { token: admin }),
    );
    expect(history.history.filter((entry) => entry.action === 'request-expire')).toEqual([
      expect.objectContaining({ actorName: 'Dagelijkse taak' }),
    ]);
  });

  it('leaves a withdrawn request alone: no reminder, no Verlopen', async () => {
    const sent = await sentRequest();
    const current = await getRequest(sent.id);
    const response = await request(`/api/supplier-requests/${sent.id}/withdraw`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ version: current.version }),
    });
    expect(response.status).toBe(200);
    const jobName = `requests-${ulid()}`;
    for (const day of [3, 11])
      await runDaily({ today: addDays(dutchToday(), day), jobName, records: new Set([sent.pk]) });
    expect(await mailsTo(sent.email)).toHaveLength(1);
    expect((await getRequest(sent.id)).status).toBe('ingetrokken');
  });
});

describe('a submitted request', () => {
  it('gives its owner one todo "Leveranciersverzoek beoordelen" and one notice, and waits in Te beoordelen', async () => {
    const sent = await sentRequest();
    const submitted = await moveRequest(await getRequest(sent.id), 'submit', outsider);
    expect(submitted.status).toBe('ingediend');
    const refused = await moveRequest(submitted, 'submit', outsider).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409, message: 'Dit verzoek kan niet meer worden ingediend.' });

    // Staff cannot send it again or withdraw it now: it waits for review.
    for (const [action, message] of [
      ['resend', 'Een verzoek dat is ingediend of goedgekeurd kan niet opnieuw worden verstuurd.'],
      ['withdraw', 'Alleen een verzoek dat nog openstaat kan worden ingetrokken.'],
    ]) {
      const response = await request(`/api/supplier-requests/${sent.id}/${action}`, {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ version: submitted.version }),
      });
      expect(response.status).toBe(409);
      expect(await json(response)).toEqual({ message });
    }

    expect(await onRequestSubmitted(sent.id)).toEqual({ todo: true, mail: true });
    expect(await onRequestSubmitted(sent.id)).toEqual({ todo: false, mail: false });

    const todos = await json<{ items: { title: string; assigneeId: string; priority: string }[] }>(
      await request(`/api/todos?linkKind=supplier&linkId=${sent.supplierId}`, { token: admin }),
    );
    expect(todos.items).toEqual([
      expect.objectContaining({ title: REVIEW_TODO_TITLE, assigneeId: adminId, priority: 'hoog' }),
    ]);
    const notice = (await readOutbox()).filter((message) =>
      message.links.includes(`${mailConfig().appUrl}/suppliers/${sent.supplierId}/requests/${sent.id}`),
    );
    expect(notice.map((message) => message.subject)).toEqual([
      expect.stringMatching(/heeft het leveranciersverzoek ingediend$/),
    ]);
    expect(notice[0]?.text).toContain('Joost Bakker heeft het verzoek');

    const waiting = await json<{ items: { id: string }[] }>(
      await request('/api/supplier-requests/to-review', { token: admin }),
    );
    expect(waiting.items.map((item) => item.id)).toContain(sent.id);
  });
});
