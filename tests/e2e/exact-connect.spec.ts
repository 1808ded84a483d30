import { expect, test } from '@playwright/test';
import { fakeLogin } from '@crm/local/exact-fake/store';
import { expectNoViolations } from './axe.ts';
import { adminState, apiCall } from './support.ts';

// The installation has one Exact connection, so this spec runs alone (aloneSpecs) and starts
// from "niet verbonden".
test.use({ storageState: adminState });

test('the Beheerder connects through the fake’s consent page and picks an administration', async ({
  page,
  request,
}) => {
  const token = process.env.E2E_ADMIN_TOKEN ?? '';
  expect((await apiCall(request, token, 'DELETE', '/api/exact/connection')).status).toBe(200);

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
  await expect(page.getByText(/^\d+ van 5000$/)).toBeVisible();
  // The records whose sync needs a person; none before a sync has run.
  await expect(page.getByRole('heading', { name: 'Relaties die aandacht nodig hebben' })).toBeVisible();
  await expect(page.getByText('Geen fouten of conflicten', { exact: false })).toBeVisible();
  await expectNoViolations(page, '/exact');

  // Verbreken asks first, then forgets the connection.
  await page.getByRole('button', { name: 'Verbreken' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verbreken' }).click();
  await expect(page.getByText('Niet verbonden')).toBeVisible();
});
