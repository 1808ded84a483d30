import { expect, test } from '@playwright/test';
import {
  apiCall,
  createRelationViaApi,
  createSignedInUser,
  startSessionOf,
  uniqueCompany,
} from './support.ts';

test('Alleen lezen sees relations without any controls to change them, and the API refuses', async ({
  page,
  request,
}) => {
  const reader = await createSignedInUser(request, 'lezer', 'alleen_lezen');
  const lead = await createRelationViaApi(request, 'leads', {
    companyName: uniqueCompany('Kijk').name,
    source: 'website',
  });
  const customer = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Kijk').name,
  });
  await startSessionOf(page, reader);

  await page.goto('/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lead toevoegen' })).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Alle getoonde rijen selecteren' })).toHaveCount(0);

  await page.goto(`/leads/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1, name: lead.companyName })).toBeVisible();
  for (const name of ['Bewerken', 'Verwijderen', 'Omzetten naar klant']) {
    await expect(page.getByRole('link', { name }).or(page.getByRole('button', { name }))).toHaveCount(0);
  }
  await page.getByRole('tab', { name: /Contactpersonen/ }).click();
  await expect(page.getByRole('link', { name: 'Contactpersoon toevoegen' })).toHaveCount(0);

  await page.goto(`/leads?weergave=bord&search=${lead.companyName.split(' ')[1]}`);
  await expect(page.getByRole('link', { name: lead.companyName })).toBeVisible();
  await expect(page.getByRole('button', { name: `Verplaats ${lead.companyName}` })).toHaveCount(0);

  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.companyName })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Financieel' })).toHaveCount(0);

  for (const path of [
    '/leads/create',
    `/customers/edit/${customer.id}`,
    `/customers/financial/edit/${customer.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByText('Je hebt geen toegang tot deze pagina.')).toBeVisible();
  }

  const { token } = reader;
  expect(
    (await apiCall(request, token, 'POST', '/api/leads', { companyName: 'Nee', source: 'website' })).status,
  ).toBe(403);
  expect(
    (
      await apiCall(request, token, 'PUT', `/api/customers/${customer.id}`, {
        companyName: 'Nee',
        version: 1,
      })
    ).status,
  ).toBe(403);
  expect((await apiCall(request, token, 'DELETE', `/api/leads/${lead.id}?version=1`)).status).toBe(403);
});
