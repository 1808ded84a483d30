/**
 * The supplier requests part of the bench (issue 26): the review screen of a request whose answer
 * changes every field a template can ask of a supplier (organisation, category, financial record,
 * primary contact person), through the API and as Chromium shows it; and a supplier's Verzoeken
 * tab with 200 requests, a page at a time, with the API's own DynamoDB counts.
 */
import { chromium } from '@playwright/test';
import { readOutbox } from '../../packages/core/src/mail/send.ts';
import { askableFields } from '../../packages/core/src/supplier-requests/schema.ts';

const REQUESTS = 200;

interface Timed {
  ms: number;
  requests: number;
  items: number;
}

export interface RequestsBenchReport {
  fields: number;
  review: { p50: number; p95: number; requests: number; items: number; rows: number };
  reviewScreenMs: { p50: number; p95: number };
  tab: { requests: number; pages: number; first: Timed; all: Timed };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return +(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
};

/** The supplier as it is when the request goes out, and the answer that changes every field. */
const before = {
  organisation: {
    companyName: 'Bench Leverancier B.V.',
    kvkNumber: '12345678',
    vatNumber: 'NL123456789B01',
    street: 'Keizersgracht',
    houseNumber: '1',
    houseNumberAddition: 'A',
    postcode: '1015 CJ',
    city: 'Amsterdam',
    country: 'NL',
    phone: '020 123 4567',
    email: 'info@bench.example.nl',
    website: 'https://bench.example.nl',
    notes: 'Levert sinds 2020.',
  },
  supplier: { category: 'Schoonmaak' },
  financial: {
    iban: 'NL91ABNA0417164300',
    bic: 'ABNANL2A',
    accountHolder: 'Bench Leverancier B.V.',
    invoiceEmail: 'facturen@bench.example.nl',
    invoiceAddress: 'Postbus 1, 1000 AA Amsterdam',
    paymentTermDays: 30,
    directDebit: false,
    directDebitReference: 'M-001',
    directDebitDate: '2026-01-01',
    creditLimit: 1000,
    vatLiable: true,
  },
  contact: {
    firstName: 'Sanne',
    infix: 'de',
    lastName: 'Vries',
    jobTitle: 'Inkoper',
    email: 'sanne@bench.example.nl',
    phone: '020 765 4321',
    mobile: '06 12345678',
  },
};

const proposed: Record<string, unknown> = {
  'organisation.companyName': 'Bench Leverancier Holding B.V.',
  'organisation.kvkNumber': '87654321',
  'organisation.vatNumber': 'NL987654321B01',
  'organisation.street': 'Herengracht',
  'organisation.houseNumber': '200',
  'organisation.houseNumberAddition': 'B',
  'organisation.postcode': '1016 BS',
  'organisation.city': 'Utrecht',
  'organisation.country': 'BE',
  'organisation.phone': '030 123 4567',
  'organisation.email': 'contact@bench.example.nl',
  'organisation.website': 'https://holding.bench.example.nl',
  'organisation.notes': 'Levert sinds 2021.',
  'supplier.category': 'Beveiliging',
  'financial.iban': 'NL20INGB0001234567',
  'financial.bic': 'INGBNL2A',
  'financial.accountHolder': 'Bench Leverancier Holding B.V.',
  'financial.invoiceEmail': 'crediteuren@bench.example.nl',
  'financial.invoiceAddress': 'Postbus 2, 3500 AA Utrecht',
  'financial.paymentTermDays': 14,
  'financial.directDebit': true,
  'financial.directDebitReference': 'M-002',
  'financial.directDebitDate': '2027-02-01',
  'financial.creditLimit': 2500,
  'financial.vatLiable': false,
  'contact.firstName': 'Kim',
  'contact.infix': 'van',
  'contact.lastName': 'Dam',
  'contact.jobTitle': 'Directeur',
  'contact.email': 'kim@bench.example.nl',
  'contact.phone': '030 765 4321',
  'contact.mobile': '06 87654321',
};

export async function measureRequests(options: {
  baseUrl: string;
  token: string;
  account: { email: string; password: string };
  samples: number;
}): Promise<RequestsBenchReport> {
  const headers = {
    accept: 'application/json',
    authorization: `Bearer ${options.token}`,
    'content-type': 'application/json',
  };
  async function call(path: string, init: RequestInit & { anonymous?: boolean } = {}) {
    const started = performance.now();
    const response = await fetch(`${options.baseUrl}${path}`, {
      ...init,
      headers: init.anonymous ? { 'content-type': 'application/json' } : headers,
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    const timing = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    return {
      ms: timing ? Number(timing[1]) : ms,
      requests: Number(response.headers.get('x-db-requests')),
      items: Number(response.headers.get('x-db-items')),
      body,
    };
  }
  const post = async (path: string, body: unknown, anonymous = false) =>
    (await call(path, { method: 'POST', body: JSON.stringify(body), anonymous })).body;
  const idOf = (body: Record<string, unknown>) => body.record as { id: string; version: number };

  // The supplier with every askable field filled, its primary contact and its financial record.
  const supplier = idOf(await post('/api/suppliers', { ...before.organisation, ...before.supplier }));
  await call(`/api/suppliers/${supplier.id}/financial`, {
    method: 'PUT',
    body: JSON.stringify({ version: 0, ...before.financial }),
  });
  const contact = idOf(
    await post('/api/contacts', {
      parentKind: 'supplier',
      parentId: supplier.id,
      primary: true,
      ...before.contact,
    }),
  );
  const template = idOf(
    await post('/api/supplier-requests/templates', {
      name: `Alles ${Date.now()}`,
      fields: askableFields.map((field) => ({ key: field.key, required: false, critical: false })),
      documents: [],
    }),
  );

  // One request answered with every field changed.
  const request = idOf(
    await post('/api/supplier-requests', {
      supplierId: supplier.id,
      templateId: template.id,
      contactId: contact.id,
    }),
  );
  await post(`/api/supplier-requests/${request.id}/send`, { version: request.version });
  const mail = (await readOutbox()).findLast((message) => message.to === before.contact.email);
  const link = mail?.links.find((url) => url.includes('/supplier-information-requests/'));
  if (!link) throw new Error('the request mail has no link');
  const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
  const shown = await call(`/api/supplier-information-requests?token=${encodeURIComponent(token)}`, {
    anonymous: true,
  });
  const draft = await post(
    '/api/supplier-information-requests/draft',
    { token, version: Number(shown.body.version), values: proposed },
    true,
  );
  await post('/api/supplier-information-requests/submit', { token, version: Number(draft.version) }, true);

  const reviewMs: number[] = [];
  let review = { requests: 0, items: 0, rows: 0 };
  for (let sample = 0; sample < options.samples; sample++) {
    const answer = await call(`/api/staged/supplier-requests/${request.id}`);
    reviewMs.push(answer.ms);
    review = { requests: answer.requests, items: answer.items, rows: (answer.body.rows as unknown[]).length };
  }

  // The review screen in Chromium: from navigation until every row shows.
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const screenMs: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${options.baseUrl}/login`);
    await page.getByLabel('E-mailadres').fill(options.account.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(options.account.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const lastLabel = 'Mobiel';
    for (let sample = 0; sample < Math.min(10, options.samples); sample++) {
      const started = performance.now();
      await page.goto(`${options.baseUrl}/suppliers/${supplier.id}/requests/${request.id}`);
      await page.locator('[data-review-slot="supplier-request"]').getByText(lastLabel).last().waitFor();
      screenMs.push(performance.now() - started);
    }
  } finally {
    await browser.close();
  }

  // The Verzoeken tab of a supplier with 200 requests.
  const busy = idOf(await post('/api/suppliers', { companyName: 'Bench Veel Verzoeken B.V.' }));
  const busyContact = idOf(
    await post('/api/contacts', {
      parentKind: 'supplier',
      parentId: busy.id,
      firstName: 'Piet',
      lastName: 'Jansen',
      email: 'piet@bench.example.nl',
    }),
  );
  for (let index = 0; index < REQUESTS; index++)
    await post('/api/supplier-requests', {
      supplierId: busy.id,
      templateId: template.id,
      contactId: busyContact.id,
    });
  let cursor: string | null = null;
  let pages = 0;
  const all: Timed = { ms: 0, requests: 0, items: 0 };
  let first: Timed | undefined;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const { body, ...timed } = await call(`/api/supplier-requests?supplierId=${busy.id}${query}`);
    first ??= timed;
    all.ms += timed.ms;
    all.requests += timed.requests;
    all.items += timed.items;
    pages += 1;
    cursor = (body.cursor as string | null | undefined) ?? null;
  } while (cursor);
  return {
    fields: askableFields.length,
    review: { p50: percentile(reviewMs, 50), p95: percentile(reviewMs, 95), ...review },
    reviewScreenMs: { p50: percentile(screenMs, 50), p95: percentile(screenMs, 95) },
    tab: { requests: REQUESTS, pages, first: first ?? all, all: { ...all, ms: +all.ms.toFixed(1) } },
  };
}

export function renderRequests(result: RequestsBenchReport & { date: string; loadAverage: number }): string {
  const t = (value: Timed) => `${value.ms.toFixed(1)} ms | ${value.requests} | ${value.items}`;
  return `# Supplier requests

${result.date}, load average ${result.loadAverage}.

## The review screen of a request with every supplier field changed

A template asking all ${result.fields} fields a supplier can be asked (organisation, category,
financial record, primary contact person); the supplier's answer changes every one of them.

| read | p50 | p95 | DynamoDB requests | items read | rows |
| --- | --- | --- | --- | --- | --- |
| \`GET /api/staged/supplier-requests/{id}\` (the API's own time) | ${result.review.p50} ms | ${result.review.p95} ms | ${result.review.requests} | ${result.review.items} | ${result.review.rows} |
| the request's page in Chromium, navigation until the last row shows | ${result.reviewScreenMs.p50} ms | ${result.reviewScreenMs.p95} ms | | | |

## The Verzoeken tab of a supplier with ${result.tab.requests} requests

| read | time (API) | DynamoDB requests | items read |
| --- | --- | --- | --- |
| first page (25) | ${t(result.tab.first)} |
| all ${result.tab.pages} pages, summed | ${t(result.tab.all)} |
`;
}
