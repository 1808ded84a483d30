import { expect, test } from '@playwright/test';
import { adminState, createRelationViaApi, openHome, randomKvk, uniqueCompany } from './support.ts';

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
  await openHome(page);

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
