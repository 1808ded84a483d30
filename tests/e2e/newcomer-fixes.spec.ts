import { periodDates, type ContractTerm } from '@crm/core/contract-types/term';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dataTransferOf, dropFiles } from './files-fixtures.ts';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  linkIn,
  pathOf,
  uniqueCompany,
  uniqueEmail,
  waitForMail,
} from './support.ts';

/** What a newcomer stumbled over in the second half (issue 28): one journey per point. */

test.use({ storageState: adminState });
test.describe.configure({ timeout: 60_000 });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
const dutch = (date: string) => date.split('-').reverse().join('-');

/** The first day of the month `months` after today's month (before it when negative). */
function monthStart(months: number): string {
  const [year = 0, month = 1] = today().split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** A year from six months ago with nine months' notice: the last notice day passed three months ago. */
const passedNoticeTerm = () =>
  ({
    startDate: monthStart(-6),
    firstTermMonths: 12,
    renewal: 'stilzwijgend',
    renewalTermMonths: 12,
    noticePeriod: 9,
    noticeUnit: 'maanden',
  }) as const;

async function createContract(request: APIRequestContext, term: Omit<ContractTerm, 'decisionWeeks'>) {
  const token = await apiLogin(request, admin);
  const [customer, supplier, me] = await Promise.all([
    createRelationViaApi(request, 'customers', { companyName: uniqueCompany('Klant').name }),
    createRelationViaApi(request, 'suppliers', { companyName: uniqueCompany('Leverancier').name }),
    apiCall<{ id: string }>(request, token, 'GET', '/api/user'),
  ]);
  const { name: title } = uniqueCompany('Nieuwkomer');
  const { status, body } = await apiCall<{ record: { id: string } }>(
    request,
    token,
    'POST',
    '/api/contracts',
    {
      title,
      customerId: customer.id,
      supplierId: supplier.id,
      decisionWeeks: 4,
      status: 'actief',
      ownerId: me.body.id,
      ...term,
    },
  );
  expect(status, 'create contract').toBe(201);
  return { id: body.record.id, title, customer };
}

test('a passed last notice day says so in words with the next chance: list, detail, Gegevens, form', async ({
  page,
  request,
}) => {
  const term = passedNoticeTerm();
  const current = periodDates({ ...term, decisionWeeks: 4 }, 0, today());
  const next = periodDates({ ...term, decisionWeeks: 4 }, 1, today());
  const words = `Uiterste opzegdatum verstreken; volgende kans: uiterlijk opzeggen op ${dutch(next.noticeBy)}`;
  const { id, title } = await createContract(request, term);

  await page.goto(`/contracts?search=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(dutch(current.noticeBy));
  await expect(row).toContainText(words);

  await page.goto(`/contracts/${id}`);
  await expect(page.getByTestId('notice-passed')).toHaveText(words);
  // The Gegevens tab names the dates too.
  const facts = page.getByRole('tabpanel', { name: 'Gegevens' });
  await expect(facts.getByRole('definition').filter({ hasText: words })).toContainText(
    dutch(current.noticeBy),
  );
  for (const [label, date] of [
    ['Einddatum', current.periodEnd],
    ['Beslisdatum', current.decideBy],
  ] as const) {
    await expect(
      facts
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .last(),
    ).toContainText(dutch(date));
  }

  await page.goto(`/contracts/edit/${id}`);
  await expect(page.getByTestId('contract-dates-preview')).toContainText(words);
});

test('the Bestanden tab says its limits and keeps images chosen together in the order chosen', async ({
  page,
  request,
}) => {
  const { id } = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Volgorde').name,
  });
  await page.goto(`/customers/${id}?tab=bestanden`);
  await expect(page.getByText('Tot 20 MB per document.')).toBeVisible();
  await expect(page.getByText(/Tot 10 MB per afbeelding/)).toBeVisible();

  const names = ['eerste.png', 'tweede.png', 'derde.png'];
  const transfer = await dataTransferOf(
    page,
    names.map((name, index) => ({
      name,
      type: 'image/png',
      colour: ['#f00', '#0f0', '#00f'][index] ?? '#000',
    })),
  );
  // The first image's transfer is held until the other two have been stored: it finishes last.
  let others = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin !== new URL(page.url()).origin,
    async (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      if (route.request().method() !== 'POST') return route.continue();
      if (body.includes('filename="eerste.png"')) {
        await released;
        return route.continue();
      }
      await route.continue();
      others += 1;
      if (others === 2) setTimeout(release, 500);
    },
  );
  await dropFiles(page.getByText('Sleep bestanden en afbeeldingen hierheen'), transfer);
  await page.getByRole('button', { name: 'Uploaden' }).click();
  const newFiles = page.getByRole('list', { name: 'Nieuwe bestanden' });
  for (const name of names) {
    await expect(newFiles.getByRole('listitem').filter({ hasText: name })).toContainText('Geüpload');
  }
  const images = page.getByRole('list', { name: 'Afbeeldingen' });
  await expect(images.getByRole('listitem')).toHaveCount(3);
  const order = async () =>
    Promise.all(
      (await images.getByRole('listitem').locator('img').all()).map((image) => image.getAttribute('alt')),
    );
  await expect.poll(order).toEqual(names);
  await page.reload();
  await expect.poll(order).toEqual(names);
});

/** Whether an input's placeholder fits inside it, measured with its own font. */
async function placeholderFits(page: Page, label: string): Promise<boolean> {
  return page.getByLabel(label, { exact: true }).evaluate((input) => {
    const field = input as unknown as {
      placeholder: string;
      clientWidth: number;
      ownerDocument: { createElement(tag: 'canvas'): { getContext(kind: '2d'): CanvasLike | null } };
    };
    type CanvasLike = { font: string; measureText(text: string): { width: number } };
    const style = (
      globalThis as unknown as { getComputedStyle(node: unknown): Record<string, string> }
    ).getComputedStyle(input);
    const context = field.ownerDocument.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontSize ?? ''} ${style.fontFamily ?? ''}`;
    const room =
      field.clientWidth - parseFloat(style.paddingLeft ?? '0') - parseFloat(style.paddingRight ?? '0');
    return field.placeholder !== '' && context.measureText(field.placeholder).width <= room;
  });
}

test('one wording for adding a contract; the list filters’ placeholders are not cut off', async ({
  page,
  request,
}) => {
  // Point 20 on the way: no signed-in page trips the CSP with zod's eval probe.
  await page.addInitScript(() => {
    const scope = globalThis as unknown as {
      cspViolations: string[];
      addEventListener(type: string, listener: (event: { blockedURI: string }) => void): void;
    };
    scope.cspViolations = [];
    scope.addEventListener('securitypolicyviolation', (event) => scope.cspViolations.push(event.blockedURI));
  });
  const cspViolations = () =>
    page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations);
  const { id } = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Woorden').name,
  });
  await page.goto(`/customers/${id}?tab=contracten`);
  await expect(page.getByRole('link', { name: 'Contract toevoegen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuw contract' })).toHaveCount(0);

  await page.goto('/contracts');
  await expect(page.getByRole('link', { name: 'Contract toevoegen' })).toBeVisible();
  for (const label of ['Zoeken', 'Klant', 'Leverancier']) {
    expect(await placeholderFits(page, label), label).toBe(true);
  }
  expect(await cspViolations()).toEqual([]);
});

test('a rejection shows its comment and the next step; a condition names its contract; a broken link promises nothing below', async ({
  page,
  request,
}) => {
  const { id: contractId, title, customer } = await createContract(request, passedNoticeTerm());
  const token = await apiLogin(request, admin);
  const email = uniqueEmail('afwijzer');
  const contact = await apiCall<{ record: { id: string } }>(request, token, 'POST', '/api/contacts', {
    parentKind: 'customer',
    parentId: customer.id,
    firstName: 'Anna',
    lastName: 'Afwijzer',
    email,
  });
  expect(contact.status).toBe(201);
  const condition = await apiCall<{ record: { id: string; textHash: string } }>(
    request,
    token,
    'POST',
    `/api/contracts/${contractId}/conditions`,
    { title: 'Boeteclausule', text: 'Bij te late levering een boete van 10%.' },
  );
  expect(condition.status).toBe(201);
  const sentAt = new Date();
  const sent = await apiCall(request, token, 'POST', `/api/contracts/${contractId}/reviews`, {
    conditionIds: [condition.body.record.id],
    contactId: contact.body.record.id,
    days: 14,
  });
  expect(sent.status).toBe(201);
  const link = pathOf(linkIn(await waitForMail(email, { subject: 'ter beoordeling', since: sentAt })));
  const decided = await request.post('/api/contract-conditions/decide', {
    headers: { Accept: 'application/json' },
    data: {
      token: decodeURIComponent(link.split('/')[2] ?? ''),
      conditionId: condition.body.record.id,
      textHash: condition.body.record.textHash,
      decision: 'rejected',
      comment: 'Tien procent is te veel.',
      name: 'Anna Afwijzer',
    },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  await page.goto(`/contracts/${contractId}?tab=voorwaarden`);
  await expect(page.getByTestId('rejection')).toHaveText(
    'Afgewezen door Anna Afwijzer: “Tien procent is te veel.”. Volgende stap: pas de tekst aan (Bewerken) en verstuur de voorwaarde opnieuw ter beoordeling.',
  );
  await page.getByRole('link', { name: 'Boeteclausule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boeteclausule' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^C\\d+ ${title}$`) })).toHaveAttribute(
    'href',
    `/contracts/${contractId}`,
  );

  // A link that is no link at all: no button below, so no "klik hieronder".
  await page.goto(`/contract-conditions/geen-echte-link/${condition.body.record.id}`);
  await expect(page.getByText('Vraag de afzender van de e-mail om een nieuwe link.')).toBeVisible();
  await expect(page.getByText(/klik hieronder/)).toHaveCount(0);
});
