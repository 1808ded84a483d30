import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runDaily } from '@crm/core/deadlines/daily';
import { keys } from '@crm/core/db/keys';
import { readOutbox } from '@crm/core/mail/send';
import { addDays, dutchToday } from '@crm/core/nl/date';
import type { OnboardingRecord, PublicOnboarding } from '@crm/core/onboarding/public';
import { ONBOARDING_TODO_TITLE } from '@crm/core/onboarding/submitted';
import { readChangeSet } from '@crm/core/staged/change-set';
import type { ReviewAnswer } from '@crm/core/staged/schema';
import { inOneThrottleWindow } from '../throttle-testing.ts';
import { createTestUser, json, request, signIn } from '../testing.ts';

/**
 * Onboarding of leads and customers (decision 052): sent to one of the record's contact people,
 * answered through the link (a GET that changes nothing, a draft on its version, a submission with
 * evidence), reviewed as a staged change set, approved, and a lead converted afterwards.
 */
let admin: string;
let second: string;
let adminId: string;
const ip = '198.51.100.52';

type Row = { id: string; version: number; [key: string]: unknown };

const call = (path: string, method: string, body?: unknown, token = admin) =>
  request(path, { method, token, ip, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function created(path: string, body: unknown): Promise<Row> {
  const response = await call(path, 'POST', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: Row }>(response)).record;
}

/** The form's calls, by the link's token and type (no session). */
const page = (token: string, type: string, from = ip) =>
  request(`/api/onboarding-links?token=${encodeURIComponent(token)}&type=${type}`, { ip: from });
const act = (token: string, type: string, what: 'draft' | 'submit', body: object) =>
  request(`/api/onboarding-links/${what}`, {
    method: 'POST',
    ip,
    headers: { 'User-Agent': 'Testbrowser/1.0' },
    body: JSON.stringify({ token, type, ...body }),
  });
const shown = async (token: string, type: string) => {
  const response = await page(token, type);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<PublicOnboarding>(response);
};

/** The newest mail to an address and the token of its link (`/onboarding/{token}/{type}`). */
async function linkMailTo(email: string) {
  const message = (await readOutbox()).filter((mail) => mail.to === email).at(-1);
  if (!message) throw new Error(`no mail to ${email}`);
  const [, token = '', type = ''] = /\/onboarding\/([^/]+)\/([a-z]+)$/.exec(message.links[0] ?? '') ?? [];
  return { message, token, type };
}

async function staffOnboarding(id: string, token = admin) {
  const response = await call(`/api/onboardings/${id}`, 'GET', undefined, token);
  expect(response.status).toBe(200);
  return (await json<{ record: OnboardingRecord; history: { action: string }[] }>(response)).record;
}

/** A lead or customer with two contact people; the link goes to the second, who is not primary. */
async function sentOnboarding(kind: 'lead' | 'customer' = 'lead') {
  const email = `onboarding-${ulid().toLowerCase()}@example.nl`;
  const record = await created(kind === 'lead' ? '/api/leads' : '/api/customers', {
    companyName: `Onboarding ${ulid()}`,
    phone: '020 123 4567',
    ...(kind === 'lead' ? { source: 'website', ownerId: adminId } : {}),
  });
  if (kind === 'customer')
    await call(`/api/customers/${record.id}/financial`, 'PUT', { version: 0, iban: 'NL91ABNA0417164300' });
  await created('/api/contacts', {
    parentKind: kind,
    parentId: record.id,
    firstName: 'Primair',
    lastName: 'Persoon',
    primary: true,
  });
  const contact = await created('/api/contacts', {
    parentKind: kind,
    parentId: record.id,
    firstName: 'Olga',
    lastName: 'Jansen',
    email,
    mobile: '06 12345678',
  });
  const onboarding = await created('/api/onboardings', {
    targetKind: kind,
    targetId: record.id,
    contactId: contact.id,
  });
  const { token, type, message } = await linkMailTo(email);
  return { record, contact, email, id: onboarding.id, onboarding, token, type, message };
}

async function review(id: string, token = admin) {
  const response = await call(`/api/staged/onboardings/${id}`, 'GET', undefined, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<ReviewAnswer>(response);
}

const decide = (id: string, body: object, token = admin) =>
  call(`/api/staged/onboardings/${id}/decisions`, 'POST', body, token);

/** Fills in a new phone and the contact's job title, and submits. */
async function submitted(kind: 'lead' | 'customer' = 'lead', values: Record<string, unknown> = {}) {
  const sent = await sentOnboarding(kind);
  const before = await shown(sent.token, sent.type);
  const saved = await act(sent.token, sent.type, 'draft', {
    version: before.version,
    values: { 'organisation.phone': '020 765 4321', 'contact.jobTitle': 'Directeur', ...values },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const { version } = await shown(sent.token, sent.type);
  const done = await act(sent.token, sent.type, 'submit', { version });
  expect(done.status, await done.clone().text()).toBe(200);
  return sent;
}

beforeAll(async () => {
  const account = await createTestUser('beheerder');
  adminId = account.user.id;
  admin = await signIn(account.email);
  second = await signIn((await createTestUser('beheerder')).email);
});

describe('sending an onboarding link', () => {
  it('sends to the chosen contact person, with the lead’s fields as sent and that person’s as the contact', async () => {
    const sent = await sentOnboarding('lead');
    expect(sent.onboarding).toMatchObject({ status: 'verstuurd', round: 1, email: sent.email });
    expect(sent.type).toBe('lead');
    expect(sent.message.subject).toContain(sent.record.companyName as string);
    expect(sent.message.html).toContain('Gegevens invullen');
    const changeSet = await readChangeSet({ kind: 'onboarding', id: sent.id });
    expect(changeSet.target).toEqual({ kind: 'lead', id: sent.record.id, contactId: sent.contact.id });
    expect(changeSet.fields['contact.firstName']?.sent).toBe('Olga');
    expect(changeSet.fields['organisation.phone']?.sent).toBe('020 123 4567');
    // A lead has no financial fields; the notes stay the staff's.
    expect(Object.keys(changeSet.fields).some((key) => key.startsWith('financial.'))).toBe(false);
    expect(changeSet.fields['organisation.notes']).toBeUndefined();
    const listed = await call(`/api/onboardings?targetKind=lead&targetId=${sent.record.id}`, 'GET');
    expect((await json<{ items: Row[] }>(listed)).items.map((item) => item.id)).toEqual([sent.id]);
  });

  it('asks a customer’s financial fields too, prefilled', async () => {
    const sent = await sentOnboarding('customer');
    const form = await shown(sent.token, 'customer');
    expect(form.fields.find((field) => field.key === 'financial.iban')).toMatchObject({
      value: 'NL91ABNA0417164300',
      critical: true,
      editable: true,
    });
  });

  it('refuses a contact person of another record or without an e-mail address, in Dutch', async () => {
    const lead = await created('/api/leads', { companyName: `Ander ${ulid()}`, source: 'website' });
    const elsewhere = await sentOnboarding('lead');
    const notOurs = await call('/api/onboardings', 'POST', {
      targetKind: 'lead',
      targetId: lead.id,
      contactId: elsewhere.contact.id,
    });
    expect(notOurs.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(notOurs)).errors.contactId).toEqual([
      'Kies een contactpersoon van deze relatie.',
    ]);
    const mute = await created('/api/contacts', {
      parentKind: 'lead',
      parentId: lead.id,
      firstName: 'Zonder',
      lastName: 'Adres',
    });
    const noMail = await call('/api/onboardings', 'POST', {
      targetKind: 'lead',
      targetId: lead.id,
      contactId: mute.id,
    });
    expect(noMail.status).toBe(422);
    const listed = await call(`/api/onboardings?targetKind=lead&targetId=${lead.id}`, 'GET');
    expect((await json<{ items: Row[] }>(listed)).items).toEqual([]);
  });

  it('withdraw kills the link; a resend issues a new one and the old one stays dead', async () => {
    const sent = await sentOnboarding('lead');
    const withdrawn = await call(`/api/onboardings/${sent.id}/withdraw`, 'POST', { version: 1 });
    expect(withdrawn.status).toBe(409);
    const current = await staffOnboarding(sent.id);
    const done = await call(`/api/onboardings/${sent.id}/withdraw`, 'POST', { version: current.version });
    expect(done.status).toBe(200);
    expect((await page(sent.token, 'lead')).status).toBe(410);
    const again = await call(`/api/onboardings/${sent.id}/resend`, 'POST', {
      version: (await staffOnboarding(sent.id)).version,
    });
    expect(again.status, await again.clone().text()).toBe(200);
    const fresh = await linkMailTo(sent.email);
    expect(fresh.token).not.toBe(sent.token);
    expect((await page(sent.token, 'lead')).status).toBe(410);
    expect((await shown(fresh.token, 'lead')).status).toBe('verstuurd');
  });
});

describe('a deleted lead or customer', () => {
  it('takes its onboardings along: the link stops working and the onboarding is gone', async () => {
    for (const kind of ['lead', 'customer'] as const) {
      const sent = await sentOnboarding(kind);
      expect((await page(sent.token, kind)).status).toBe(200);
      const path = `/api/${kind === 'lead' ? 'leads' : 'customers'}/${sent.record.id}`;
      const { record } = await json<{ record: Row }>(await call(path, 'GET'));
      const deleted = await call(`${path}?version=${record.version}`, 'DELETE');
      expect(deleted.status, await deleted.clone().text()).toBe(204);
      expect((await call(`/api/onboardings/${sent.id}`, 'GET')).status).toBe(404);
      expect((await page(sent.token, kind)).status).toBe(410);
    }
  });
});

describe('the outsider’s form', () => {
  it('a GET shows the form and changes nothing', async () => {
    const sent = await sentOnboarding('lead');
    const form = await shown(sent.token, 'lead');
    expect(form).toMatchObject({ targetName: sent.record.companyName, status: 'verstuurd', open: true });
    expect(form.fields.find((field) => field.key === 'organisation.companyName')).toMatchObject({
      required: true,
      value: sent.record.companyName,
    });
    await shown(sent.token, 'lead');
    expect(await staffOnboarding(sent.id)).toMatchObject({ status: 'verstuurd', version: 2 });
    expect((await readChangeSet({ kind: 'onboarding', id: sent.id })).version).toBe(1);
  });

  it('saves a draft: the first POST opens it, a stale version is a 409 that changes nothing', async () => {
    const sent = await sentOnboarding('lead');
    const saved = await act(sent.token, 'lead', 'draft', {
      version: 1,
      values: { 'organisation.city': 'Utrecht' },
    });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ version: 2 });
    expect((await staffOnboarding(sent.id)).status).toBe('geopend');
    const stale = await act(sent.token, 'lead', 'draft', {
      version: 1,
      values: { 'organisation.city': 'Zwolle' },
    });
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toContain('ander apparaat');
    // A second device reads the draft and goes on from its version.
    const form = await shown(sent.token, 'lead');
    expect(form.version).toBe(2);
    expect(form.fields.find((field) => field.key === 'organisation.city')?.value).toBe('Utrecht');
  });

  it('answers 422 in Dutch per field with the API’s own rules and saves nothing of it', async () => {
    const sent = await sentOnboarding('customer');
    const refused = await act(sent.token, 'customer', 'draft', {
      version: 1,
      values: {
        'financial.iban': 'NL00ABNA0000000000',
        'organisation.kvkNumber': '123',
        'organisation.vatNumber': 'NL12',
        'organisation.postcode': '12345',
        'organisation.city': 'Utrecht',
      },
    });
    expect(refused.status).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(refused);
    expect(Object.keys(errors).sort()).toEqual([
      'financial.iban',
      'organisation.kvkNumber',
      'organisation.postcode',
      'organisation.vatNumber',
    ]);
    expect((await readChangeSet({ kind: 'onboarding', id: sent.id })).version).toBe(1);
  });

  it('a token reads and writes only its own onboarding, under its own type; other tokens open nothing', async () => {
    const first = await sentOnboarding('lead');
    const other = await sentOnboarding('customer');
    expect((await shown(other.token, 'customer')).targetName).toBe(other.record.companyName);
    // Under another type the link is no link at all.
    expect((await page(other.token, 'lead')).status).toBe(410);
    expect((await act(other.token, 'lead', 'draft', { version: 1, values: {} })).status).toBe(410);
    // Another onboarding's fields are not its own: it can only write to its own change set.
    await act(other.token, 'customer', 'draft', { version: 1, values: { 'organisation.city': 'Delft' } });
    expect((await readChangeSet({ kind: 'onboarding', id: first.id })).version).toBe(1);
    // Not a staff session, not another purpose's page.
    expect(
      (await request(`/api/onboardings/${other.id}`, { headers: { Authorization: `Bearer ${other.token}` } }))
        .status,
    ).toBe(401);
    expect((await request(`/api/supplier-information-requests?token=${other.token}`, { ip })).status).toBe(
      410,
    );
    // Onboarding takes no documents: its link opens no upload on the record.
    const upload = await request('/api/files/presign', {
      method: 'POST',
      ip,
      headers: { 'X-Link-Token': other.token },
      body: JSON.stringify({
        owner: { kind: 'customer', id: other.record.id },
        kind: 'document',
        name: 'kvk.pdf',
        size: 100,
        contentType: 'application/pdf',
      }),
    });
    expect(upload.status).toBe(410);
    expect((await page('niet-een-echte-token-maar-lang-genoeg', 'lead')).status).toBe(410);
    expect((await page(other.token, 'leverancier')).status).toBe(422);
  });

  it('refuses a submission without what is required, per field', async () => {
    const sent = await sentOnboarding('lead');
    const emptied = await act(sent.token, 'lead', 'draft', {
      version: 1,
      values: { 'organisation.companyName': '' },
    });
    expect(emptied.status).toBe(422);
    const noName = await act(sent.token, 'lead', 'draft', {
      version: 1,
      values: { 'contact.lastName': null },
    });
    // A contact person's last name is required by its own rule.
    expect(noName.status).toBe(422);
    expect((await staffOnboarding(sent.id)).status).toBe('geopend');
  });

  it('submits with evidence, a receipt, a todo for the owner and a locked answer; then nothing changes', async () => {
    const sent = await submitted('lead');
    const record = await staffOnboarding(sent.id);
    expect(record.status).toBe('ingediend');
    expect(record.submission).toMatchObject({ ip, userAgent: 'Testbrowser/1.0', email: sent.email });
    const receipt = await linkMailTo(sent.email);
    expect(receipt.message.subject).toContain('Ontvangen');
    expect((await readChangeSet({ kind: 'onboarding', id: sent.id })).locked).toBe(true);
    const todos = await json<{ items: { title: string; link?: { id: string } }[] }>(
      await call(`/api/todos?status=open&linkKind=lead&linkId=${sent.record.id}`, 'GET'),
    );
    expect(todos.items.filter((todo) => todo.title === ONBOARDING_TODO_TITLE)).toHaveLength(1);
    const toReview = await json<{ items: { id: string }[] }>(await call('/api/onboardings/to-review', 'GET'));
    expect(toReview.items.map((item) => item.id)).toContain(sent.id);
    const late = await act(sent.token, 'lead', 'draft', {
      version: 3,
      values: { 'organisation.city': 'Later' },
    });
    expect(late.status).toBe(409);
    expect((await json<{ message: string }>(late)).message).toContain('al ingediend');
    expect(await staffOnboarding(sent.id)).toMatchObject({ version: record.version });
  });

  /** The distinct statuses of `count` requests, sent 20 at a time (the machine is shared). */
  async function statuses(
    count: number,
    send: (index: number) => Response | Promise<Response>,
  ): Promise<number[]> {
    const seen = new Set<number>();
    for (let start = 0; start < count; start += 20) {
      const batch = Array.from({ length: Math.min(20, count - start) }, (_, offset) => send(start + offset));
      for (const response of await Promise.all(batch)) seen.add(response.status);
    }
    return [...seen];
  }

  it(
    'throttles a link: after 200 requests in a quarter of an hour it answers 429',
    { timeout: 120_000 },
    async () => {
      inOneThrottleWindow();
      const sent = await sentOnboarding('lead');
      // An address of its own: other suites' link requests count per address too.
      const from = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
      expect(await statuses(200, () => page(sent.token, 'lead', from))).toEqual([200]);
      const throttled = await page(sent.token, 'lead', from);
      expect(throttled.status).toBe(429);
      expect(throttled.headers.get('Retry-After')).toMatch(/^\d+$/);
    },
  );

  it(
    'throttles an address: after 300 requests in a quarter of an hour, whatever the token',
    { timeout: 120_000 },
    async () => {
      inOneThrottleWindow();
      const from = `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
      expect(
        await statuses(300, (index) => page(`geen-geldige-token-${index}-lang-genoeg`, 'lead', from)),
      ).toEqual([410]);
      expect((await page('geen-geldige-token-meer-lang-genoeg', 'lead', from)).status).toBe(429);
    },
  );
});

describe('the review', () => {
  it('is a staged change set: a stale decision is a 409; the last decision approves the onboarding', async () => {
    const sent = await submitted('lead');
    const shownReview = await review(sent.id);
    const changed = shownReview.rows.filter((row) => row.changed).map((row) => row.field);
    expect(changed.sort()).toEqual(['contact.jobTitle', 'organisation.phone']);
    const first = await decide(sent.id, {
      field: 'organisation.phone',
      decision: 'approve',
      version: shownReview.version,
    });
    expect(first.status, await first.clone().text()).toBe(200);
    // The same review's version again: a colleague's decision came in between.
    const stale = await decide(sent.id, {
      field: 'contact.jobTitle',
      decision: 'approve',
      version: shownReview.version,
    });
    expect(stale.status).toBe(409);
    expect((await staffOnboarding(sent.id)).status).toBe('ingediend');
    const last = await decide(sent.id, {
      field: 'contact.jobTitle',
      decision: 'approve',
      version: (await review(sent.id)).version,
    });
    expect(last.status).toBe(200);
    expect((await staffOnboarding(sent.id)).status).toBe('goedgekeurd');
    const lead = await json<{ record: { phone: string } }>(await call(`/api/leads/${sent.record.id}`, 'GET'));
    expect(lead.record.phone).toBe('020 765 4321');
    const contact = await json<{ record: { jobTitle: string } }>(
      await call(`/api/contacts/${sent.contact.id}`, 'GET'),
    );
    expect(contact.record.jobTitle).toBe('Directeur');
    const toReview = await json<{ items: { id: string }[] }>(await call('/api/onboardings/to-review', 'GET'));
    expect(toReview.items.map((item) => item.id)).not.toContain(sent.id);
  });

  it('a customer’s IBAN needs two colleagues and a call; the same one cannot give both', async () => {
    const sent = await submitted('customer', { 'financial.iban': 'NL02ABNA0123456789' });
    const approve = async (token: string, extra: object = {}) =>
      decide(
        sent.id,
        {
          field: 'financial.iban',
          decision: 'approve',
          version: (await review(sent.id, token)).version,
          ...extra,
        },
        token,
      );
    expect((await approve(admin)).status).toBe(200);
    const again = await approve(admin, { phone: '020 123 4567' });
    expect(again.status).toBe(403);
    const confirmed = await approve(second, { phone: '020 123 4567' });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const row = (await review(sent.id)).rows.find((item) => item.field === 'financial.iban');
    expect(row).toMatchObject({ state: 'approved', phone: '020 123 4567' });
  });

  it('a lead’s approved onboarding converts to a customer with the approved values', async () => {
    const sent = await submitted('lead');
    const all = await decide(sent.id, {
      field: '*',
      decision: 'approve',
      version: (await review(sent.id)).version,
    });
    expect(all.status).toBe(200);
    expect((await staffOnboarding(sent.id)).status).toBe('goedgekeurd');
    const lead = await json<{ record: { version: number } }>(
      await call(`/api/leads/${sent.record.id}`, 'GET'),
    );
    const converted = await call(`/api/leads/${sent.record.id}/convert`, 'POST', {
      version: lead.record.version,
    });
    expect(converted.status, await converted.clone().text()).toBe(201);
    const customer = (await json<{ record: { id: string; phone: string } }>(converted)).record;
    expect(customer.phone).toBe('020 765 4321');
    // The lead is converted: a new onboarding goes from the customer.
    const refused = await call('/api/onboardings', 'POST', {
      targetKind: 'lead',
      targetId: sent.record.id,
      contactId: sent.contact.id,
    });
    expect(refused.status).toBe(422);
  });
});

describe('the daily job', () => {
  it('marks an onboarding whose link ran out Verlopen once, and its link then says so', async () => {
    const sent = await sentOnboarding('lead');
    const records = new Set([keys.onboarding(sent.id).pk]);
    const jobName = `onboarding-${ulid()}`;
    const run = (day: number) => runDaily({ today: addDays(dutchToday(), day), jobName, records });
    await run(14);
    expect((await staffOnboarding(sent.id)).status).toBe('verstuurd');
    const day = await run(15);
    expect(day.outcomes.flatMap((outcome) => outcome.steps)).toEqual(['verlopen']);
    const expired = await staffOnboarding(sent.id);
    expect(expired.status).toBe('verlopen');
    const rerun = await run(16);
    expect(rerun.outcomes.flatMap((outcome) => outcome.steps)).toEqual([]);
    expect((await staffOnboarding(sent.id)).version).toBe(expired.version);
    expect((await page(sent.token, 'lead')).status).toBe(410);
  });
});
