import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  runDailyJob,
  uniqueCompany,
} from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

type StoredContract = {
  id: string;
  number: string;
  version: number;
  status: string;
  agreedRenewals: number;
  period: number;
  periodStart: string;
  periodEnd: string;
  noticeBy: string;
  decideBy: string;
  noticeGivenOn?: string;
};

/** The API's today (Amsterdam), `YYYY-MM-DD`: the stored dates and the page's header both follow it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

/** The first day of the month `months` after today's month (before it when negative). */
function monthStart(months: number): string {
  const [year = 0, month = 1] = today().split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The last day of the month `months` after today's month. */
function monthEnd(months: number): string {
  const next = new Date(`${monthStart(months + 1)}T00:00:00Z`);
  return new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
}

const dutch = (date: string) => date.split('-').reverse().join('-');

/** A contract between two fresh parties, owned by the Beheerder, arranged through the API. */
async function createContract(
  request: APIRequestContext,
  term: Record<string, unknown>,
): Promise<{ token: string; contract: StoredContract; title: string; word: string }> {
  const token = await apiLogin(request, admin);
  const [customer, supplier, me] = await Promise.all([
    createRelationViaApi(request, 'customers', { companyName: uniqueCompany('Klant').name }),
    createRelationViaApi(request, 'suppliers', { companyName: uniqueCompany('Leverancier').name }),
    apiCall<{ id: string }>(request, token, 'GET', '/api/user'),
  ]);
  const { name: title, word } = uniqueCompany('Termijn');
  const { status, body } = await apiCall<{ record: StoredContract }>(
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
  return { token, contract: body.record, title, word };
}

async function contractViaApi(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<StoredContract> {
  return (await apiCall<{ record: StoredContract }>(request, token, 'GET', `/api/contracts/${id}`)).body
    .record;
}

test('Verlenging vastleggen adds the next period to an explicitly renewed contract, and its history says so', async ({
  page,
  request,
}) => {
  // A year from the first of the month 13 months ago: its only agreed period ended last month.
  const end0 = monthEnd(-2);
  const [start1, end1] = [monthStart(-1), monthEnd(10)];
  const { token, contract, title } = await createContract(request, {
    startDate: monthStart(-13),
    firstTermMonths: 12,
    renewal: 'uitdrukkelijk',
    renewalTermMonths: 12,
    noticePeriod: 1,
    noticeUnit: 'maanden',
  });

  await page.goto(`/contracts/${contract.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const dates = page.getByTestId('contract-dates');
  await expect(dates).toContainText(`Einddatum: ${dutch(end0)}`);

  await page.getByRole('button', { name: 'Verlenging vastleggen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verlenging vastleggen' });
  await expect(dialog).toContainText(
    `Het contract wordt verlengd met 12 maanden: de nieuwe periode loopt van ${dutch(start1)} tot en met ${dutch(end1)}.`,
  );
  await dialog.getByRole('button', { name: 'Verlenging vastleggen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'De verlenging is vastgelegd.' })).toBeVisible();

  // The period moved on: on the page, and as stored.
  await expect(dates).toHaveText(
    new RegExp(`^Huidige periode · Einddatum: ${dutch(end1)} · Uiterlijk opzeggen: `),
  );
  expect(await contractViaApi(request, token, contract.id)).toMatchObject({
    agreedRenewals: 1,
    period: 1,
    periodStart: start1,
    periodEnd: end1,
  });

  await page.getByRole('tab', { name: 'Geschiedenis' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Geschiedenis' })).toContainText('Verlenging vastgelegd');
});

test('notice given after the last notice day asks until when it holds, and the answer decides the stored end', async ({
  page,
  request,
}) => {
  // A year from the first of the month 6 months ago, renewed tacitly, 9 months' notice: the last
  // day to give notice was the end of the month 4 months ago.
  const [end0, end1, noticeBy] = [monthEnd(5), monthEnd(17), monthEnd(-4)];
  const { token, contract, title } = await createContract(request, {
    startDate: monthStart(-6),
    firstTermMonths: 12,
    renewal: 'stilzwijgend',
    renewalTermMonths: 12,
    noticePeriod: 9,
  });
  expect(contract).toMatchObject({ noticeBy, periodEnd: end0 });

  // A tacit renewal has nothing to record by hand.
  await page.goto(`/contracts/${contract.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verlenging vastleggen' })).toHaveCount(0);

  await page.goto(`/contracts/edit/${contract.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contract bewerken' })).toBeVisible();
  const question = page.getByRole('group', {
    name: `De uiterste opzegdatum (${dutch(noticeBy)}) is verstreken. Tot wanneer geldt de opzegging?`,
  });
  await expect(question).toHaveCount(0);
  await page.getByLabel('Status').selectOption('opgezegd');
  await expect(question).toBeVisible();
  const thisPeriod = question.getByRole('radio', { name: /Einde van deze periode/ });
  const nextPeriod = question.getByRole('radio', { name: /Einde van de volgende periode/ });
  await expect(nextPeriod).toBeChecked();
  await expect(question).toContainText(
    `Einde van deze periode (afgesproken met de wederpartij): tot en met ${dutch(end0)}`,
  );
  await expect(question).toContainText(`Einde van de volgende periode: tot en met ${dutch(end1)}`);
  // Only asked with the status Opgezegd.
  await page.getByLabel('Status').selectOption('actief');
  await expect(question).toHaveCount(0);
  await page.getByLabel('Status').selectOption('opgezegd');
  await thisPeriod.check();

  const put = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith(`/api/contracts/${contract.id}`),
  );
  await page.getByRole('button', { name: 'Opslaan' }).click();
  expect((await put).postDataJSON()).toMatchObject({ status: 'opgezegd', lateNoticeEnd: 'deze-periode' });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('contract-dates')).toHaveText(`Opgezegd: eindigt op ${dutch(end0)}`);
  expect(await contractViaApi(request, token, contract.id)).toMatchObject({
    status: 'opgezegd',
    period: 0,
    periodEnd: end0,
    noticeGivenOn: today(),
  });
});

test('the last notice day reads Uiterlijk opzeggen on the list, the page and the decision todo', async ({
  page,
  request,
}) => {
  // Two screens and a run of the job command (a Node process loading core).
  test.setTimeout(90_000);
  // Dates no other spec uses (the daily job reads every due item of its day): 36 months from
  // 01-03-2044 end on 28-02-2047; three months' notice, 30-11-2046; four weeks before, 02-11-2046.
  const { contract, title, word } = await createContract(request, {
    startDate: '2044-03-01',
    firstTermMonths: 36,
    renewal: 'stilzwijgend',
    renewalTermMonths: 12,
    noticePeriod: 3,
  });
  expect(contract).toMatchObject({ noticeBy: '2046-11-30', decideBy: '2046-11-02' });

  await page.goto('/contracts');
  await page.getByLabel('Zoeken').fill(word);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('30-11-2046');
  await expect(page.getByRole('columnheader', { name: 'Uiterlijk opzeggen' })).toBeVisible();
  await expect(page.getByLabel('Uiterlijk opzeggen vanaf')).toBeVisible();

  // Opened directly: a click could race the search's debounced navigation back to the list.
  await page.goto(`/contracts/${contract.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('contract-dates')).toHaveText(
    'Eerste periode · Einddatum: 28-02-2047 · Uiterlijk opzeggen: 30-11-2046 · Beslisdatum: 02-11-2046',
  );

  const output = await runDailyJob('2046-11-02', `daily-e2e-${contract.id}`, contract.id);
  expect(output).toContain('0 failed');
  await page.reload();
  await page.getByRole('tab', { name: "Todo's" }).click();
  const todo = page
    .getByRole('tabpanel', { name: "Todo's" })
    .getByRole('row')
    .filter({ hasText: contract.number });
  await expect(todo).toContainText(/uiterlijk opzeggen op 30-11-2046/i);
});
