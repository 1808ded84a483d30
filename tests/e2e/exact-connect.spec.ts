import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatIban } from '@crm/core/nl/iban';
import { fakeLogin } from '@crm/local/exact-fake/store';
import { expectNoViolations } from './axe.ts';
import { adminState, apiCall, createRelationViaApi, randomKvk, uniqueCompany } from './support.ts';

// The installation has one Exact connection, so this spec runs alone (aloneSpecs) and starts
// from "niet verbonden".
test.use({ storageState: adminState });

/** The fake Exact the stack started: its own control routes arrange and read what is "in Exact". */
const exactUrl = process.env.EXACT_BASE_URL ?? '';
type FakeAccount = Record<string, unknown> & { ID: string; Name: string };
type FakeState = { accounts: FakeAccount[]; bankAccounts: Record<string, unknown>[] };

async function fake<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${exactUrl}/__fake/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `fake ${method} ${path}`).toBe(true);
  return (await response.json()) as T;
}

const fakeState = () => fake<FakeState>('state');
const accountNamed = async (name: string) => (await fakeState()).accounts.filter((row) => row.Name === name);

/**
 * "Nu synchroniseren", then waits for that very run (by the id its POST answered) to finish, and
 * the log's newest row shows it. The previous run's row also says "Handmatig" and "Alles is
 * bijgewerkt.", so the row alone cannot tell the two apart.
 */
async function syncNow(page: Page) {
  const button = page.getByRole('button', { name: 'Nu synchroniseren' });
  await expect(button).toBeEnabled({ timeout: 60_000 });
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/api/exact/runs') && response.request().method() === 'POST',
  );
  await button.click();
  const answer = await started;
  expect(answer.status()).toBe(202);
  const { run } = (await answer.json()) as { run: { runId: string } };
  const token = process.env.E2E_ADMIN_TOKEN ?? '';
  await expect
    .poll(
      async () => {
        const { body } = await apiCall<{ runs: { runId: string; finishedAt?: string; stop?: string }[] }>(
          page.request,
          token,
          'GET',
          '/api/exact/runs',
        );
        const mine = body.runs.find((entry) => entry.runId === run.runId);
        return mine?.finishedAt ? (mine.stop ?? 'klaar') : 'bezig';
      },
      { timeout: 90_000 },
    )
    .toBe('klaar');
  const newest = page
    .getByRole('table', { name: 'Synchronisaties met Exact Online' })
    .getByRole('row')
    .nth(1);
  await expect(newest).toContainText('Handmatig');
  await expect(newest).toContainText('Alles is bijgewerkt.', { timeout: 30_000 });
}

/** Every IBAN valid, each unlikely to be another test's. */
function newIban(): string {
  const bban = `ABNA${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  const numeric = `${bban}NL00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return `NL${String(98n - (BigInt(numeric) % 97n)).padStart(2, '0')}${bban}`;
}

async function withBankAccount(request: APIRequestContext, token: string, area: string, id: string) {
  const iban = newIban();
  expect(
    (await apiCall(request, token, 'PUT', `/api/${area}/${id}/financial`, { version: 0, iban })).status,
  ).toBe(200);
  return iban;
}

test('the Beheerder connects through the fake’s consent page, picks an administration and syncs customers and suppliers', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = process.env.E2E_ADMIN_TOKEN ?? '';
  expect((await apiCall(request, token, 'DELETE', '/api/exact/connection')).status).toBe(200);
  // Every spec before this one made customers and suppliers that wait for Exact: room for all.
  await fake('limits', 'POST', { minutely: 100_000, daily: 1_000_000 });

  // In Exact already: a supplier whose KvK-nummer was typed with spaces.
  const kvk = randomKvk();
  const existing = await fake<FakeAccount>('accounts', 'POST', {
    division: 1001,
    Name: uniqueCompany('Bestaand').name,
    ChamberOfCommerce: `${kvk.slice(0, 4)} ${kvk.slice(4)}`,
    IsSupplier: true,
  });
  const customer = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Exactklant').name,
  });
  const customerIban = await withBankAccount(request, token, 'customers', customer.id);
  const supplier = await createRelationViaApi(request, 'suppliers', {
    companyName: uniqueCompany('Exactleverancier').name,
  });
  await withBankAccount(request, token, 'suppliers', supplier.id);
  const known = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Bekend').name,
    kvkNumber: kvk,
  });

  await page.goto('/exact');
  await expect(page.getByRole('heading', { name: 'Exact Online', level: 1 })).toBeVisible();
  await expect(page.getByText('Niet verbonden')).toBeVisible();
  await page.getByRole('button', { name: 'Verbinden' }).click();

  // Exact's own pages (the fake's), on its own origin.
  await expect(page.getByRole('heading', { name: 'Inloggen bij Exact Online (nep)' })).toBeVisible();
  await page.getByLabel('Gebruikersnaam').fill(fakeLogin.email);
  await page.getByLabel('Wachtwoord').fill(fakeLogin.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByRole('button', { name: 'Toestaan' }).click();

  // Back through /exact/callback to /exact.
  await expect(page).toHaveURL(/\/exact$/);
  await expect(page.getByText('Verbonden', { exact: true })).toBeVisible();
  await page.getByLabel('Administratie').selectOption({ label: 'Relatiebeheer Demo B.V. (1001)' });
  await page.getByRole('button', { name: 'Administratie opslaan' }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Relatiebeheer Demo B.V.' })).toBeVisible();
  await expect(page.getByText(/^\d+ van 1000000$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Relaties die aandacht nodig hebben' })).toBeVisible();

  // The first run: ours appear in Exact with their bank accounts; the known one is linked.
  await syncNow(page);
  await expectNoViolations(page, '/exact');
  const state = await fakeState();
  const [made] = await accountNamed(customer.companyName);
  expect(made).toMatchObject({ Status: 'C' });
  expect(state.bankAccounts.filter((row) => row.Account === made?.ID).map((row) => row.BankAccount)).toEqual([
    customerIban,
  ]);
  const [madeSupplier] = await accountNamed(supplier.companyName);
  expect(madeSupplier).toMatchObject({ IsSupplier: true });
  expect(state.bankAccounts.filter((row) => row.Account === madeSupplier?.ID)).toHaveLength(1);
  const sameKvk = state.accounts.filter((row) => String(row.ChamberOfCommerce).replace(/\D/g, '') === kvk);
  expect(sameKvk.map((row) => row.ID)).toEqual([existing.ID]);
  expect(sameKvk[0]).toMatchObject({ Status: 'C', IsSupplier: true, Name: known.companyName });

  // Changed in Exact, the account and its bank account: the next run brings both in, with history
  // by Exact Online.
  const madeId = String(made?.ID);
  const bank = state.bankAccounts.find((row) => row.Account === made?.ID);
  const exactIban = newIban();
  await fake(`accounts/${madeId}`, 'PUT', { City: 'Deventer' });
  await fake(`bank-accounts/${String(bank?.ID)}`, 'PUT', { BankAccount: exactIban });
  await syncNow(page);
  await page.goto(`/customers/${customer.id}?tab=geschiedenis`);
  const history = page.getByRole('list', { name: 'Geschiedenis' });
  await expect(history.getByText('Exact Online').first()).toBeVisible();
  await expect(history.getByText('Deventer').first()).toBeVisible();
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: 'Exact Online' })
      .filter({ hasText: formatIban(exactIban) }),
  ).toBeVisible();
  await page.goto(`/customers/${customer.id}?tab=financieel`);
  await expect(page.getByText(formatIban(exactIban)).first()).toBeVisible();

  // Changed on both sides: a conflict on the record's page, where the Beheerder picks Exact's value.
  await fake(`accounts/${madeId}`, 'PUT', { Phone: '0570 111 111' });
  const current = await apiCall<{ record: { version: number; country: string; city: string } }>(
    request,
    token,
    'GET',
    `/api/customers/${customer.id}`,
  );
  const { version, country, city } = current.body.record;
  const edit = await apiCall(request, token, 'PUT', `/api/customers/${customer.id}`, {
    companyName: customer.companyName,
    status: 'actief',
    country,
    city,
    phone: '0570 222 222',
    version,
  });
  expect(edit.status).toBe(200);
  await page.goto('/exact');
  await syncNow(page);
  await expect(page.getByRole('link', { name: customer.companyName })).toBeVisible();
  await page.getByRole('link', { name: customer.companyName }).click();
  const card = page.getByRole('region', { name: 'Koppeling met Exact' });
  await expect(card.getByText(/Exact Online: conflict/)).toBeVisible();
  await card.getByLabel('In Exact: 0570 111 111').check();
  await card.getByRole('button', { name: 'Keuze opslaan' }).click();
  await expect(card.getByText(/Exact Online: gekoppeld/)).toBeVisible();
  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByText('0570 111 111')).toBeVisible();

  // Verbreken asks first, then forgets the connection.
  await page.goto('/exact');
  await page.getByRole('button', { name: 'Verbreken' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verbreken' }).click();
  await expect(page.getByText('Niet verbonden')).toBeVisible();
});
