import { expect, test } from '@playwright/test';
import { adminState, createRelationViaApi, uniqueCompany } from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

test('a new customer shows it waits for Exact Online, and the list filters on Exact-status', async ({
  page,
  request,
}) => {
  const { name, word } = uniqueCompany('Exactklant');
  const customer = await createRelationViaApi(request, 'customers', { companyName: name });

  // Every viewer sees the state among the record's facts; the Financieel tab says more.
  await page.goto(`/customers/${customer.id}`);
  await expect(
    page.getByRole('tabpanel', { name: 'Gegevens' }).getByText('wacht op synchronisatie', { exact: true }),
  ).toBeVisible();
  await page.goto(`/customers/${customer.id}?tab=financieel`);
  const card = page.getByRole('region', { name: 'Koppeling met Exact' });
  await expect(
    card.getByText('Exact Online: wacht op synchronisatie, nog nooit gesynchroniseerd'),
  ).toBeVisible();

  await page.goto(`/customers?search=${word}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByLabel('Exact-status').selectOption('wacht op synchronisatie');
  await expect(page).toHaveURL(/exactState=wacht/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByLabel('Exact-status').selectOption('gekoppeld');
  await expect(page).toHaveURL(/exactState=gekoppeld/);
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
