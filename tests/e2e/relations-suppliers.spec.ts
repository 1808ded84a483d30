import { expect, test } from '@playwright/test';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  randomKvk,
  uniqueCompany,
} from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

test('a new supplier is warned about a lead with the same KvK-nummer, and saved anyway', async ({
  page,
  request,
}) => {
  const kvk = randomKvk();
  const lead = uniqueCompany('Lead');
  await createRelationViaApi(request, 'leads', { companyName: lead.name, source: 'beurs', kvkNumber: kvk });
  const { name, word } = uniqueCompany('Energie');

  await page.goto('/suppliers');
  await page.getByRole('link', { name: 'Leverancier toevoegen' }).click();
  await page.getByLabel('Bedrijfsnaam').fill(name);
  await page.getByLabel('KvK-nummer').fill(kvk);
  await page.getByLabel('Categorie').fill('Energie');
  const warning = page.getByRole('alert').filter({ hasText: 'Mogelijk bestaat dit bedrijf al' });
  await expect(warning).toContainText('heeft hetzelfde KvK-nummer');
  await expect(warning.getByRole('link', { name: lead.name })).toHaveAttribute(
    'href',
    /^\/leads\/[0-9A-Z]+$/,
  );

  await page.getByLabel('Postcode').fill('1234ab');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Item succesvol opgeslagen.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const facts = page.getByRole('tabpanel', { name: 'Gegevens' });
  await expect(facts.getByText(/^L\d{6}$/)).toBeVisible();
  await expect(facts.getByText('1234 AB')).toBeVisible();
  await expect(page.getByText('Concept', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: '← Terug naar leveranciers' }).click();
  await page.getByLabel('Zoeken').fill(word);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByLabel('Categorie').fill('energie');
  await expect(page).toHaveURL(/category=energie/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('1 leverancier', { exact: true })).toBeVisible();
});

test('a supplier’s financial record is edited, shown and logged', async ({ page, request }) => {
  const { name } = uniqueCompany('Leverancier');
  const supplier = await createRelationViaApi(request, 'suppliers', { companyName: name });
  const token = await apiLogin(request, admin);
  const first = await apiCall(request, token, 'PUT', `/api/suppliers/${supplier.id}/financial`, {
    iban: 'NL91ABNA0417164300',
    paymentTermDays: 30,
    version: 0,
  });
  expect(first.status).toBe(200);

  await page.goto(`/suppliers/${supplier.id}?tab=financieel`);
  const financial = page.getByRole('tabpanel', { name: 'Financieel' });
  await expect(financial.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
  await financial.getByRole('link', { name: 'Financiële gegevens bewerken' }).click();
  await expect(page).toHaveURL(`/suppliers/financial/edit/${supplier.id}`);
  await expect(page.getByLabel('IBAN')).toHaveValue('NL91 ABNA 0417 1643 00');
  await page.getByLabel('BIC').fill('abnanl2a');
  await page.getByLabel('Betaaltermijn (dagen)').fill('45');
  await page.getByRole('switch', { name: 'Incassomachtiging' }).click();
  await page.getByLabel('Machtigingskenmerk').fill('MK-77');
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByText('Item succesvol opgeslagen.').first()).toBeVisible();
  await expect(financial.getByText('ABNANL2A')).toBeVisible();
  await expect(financial.getByText('45 dagen')).toBeVisible();
  await expect(financial.getByText(/kenmerk MK-77/)).toBeVisible();

  // The change log names the financial record, who changed it and each change.
  await page.getByRole('tab', { name: 'Geschiedenis' }).click();
  const latest = page.getByRole('list', { name: 'Geschiedenis' }).getByRole('listitem').first();
  await expect(latest).toContainText('Financiële gegevens');
  await expect(latest).toContainText(`Gewijzigd door ${admin.name}`);
  await expect(latest.getByRole('row', { name: 'Betaaltermijn (dagen) 30 45' })).toBeVisible();
});
