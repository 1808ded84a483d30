import { expect, test } from '@playwright/test';
import { admin, apiCall, apiLogin, createRelationViaApi, signIn, uniqueCompany } from './support.ts';

type StatusCounts = { statuses: { status: string; count: number }[] };

test('the dashboard counts leads per status and lists recent changes that open the record', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, admin);
  const before = await apiCall<StatusCounts>(request, token, 'GET', '/api/dashboard/lead-statuses');
  const qualified = before.body.statuses.find((entry) => entry.status === 'gekwalificeerd')?.count ?? 0;
  await createRelationViaApi(request, 'leads', {
    companyName: uniqueCompany('Dashboardlead').name,
    source: 'beurs',
    status: 'gekwalificeerd',
  });
  const customer = uniqueCompany('Dashboardklant');
  await createRelationViaApi(request, 'customers', { companyName: customer.name });

  await signIn(page);
  const leads = page.getByRole('region', { name: 'Leads per status' });
  const row = leads.getByRole('link', { name: /Gekwalificeerd/ });
  await expect(row).toContainText(String(qualified + 1));

  const changes = page.getByRole('region', { name: 'Recente wijzigingen' });
  const change = changes.getByRole('listitem').filter({ hasText: customer.name });
  await expect(change).toContainText('Klant · Aangemaakt door Bea Beheerder');
  await change.getByRole('link', { name: customer.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();

  // A status count links to the list filtered on it.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Leads per status' })
    .getByRole('link', { name: /Gekwalificeerd/ })
    .click();
  await expect(page).toHaveURL(/\/leads\?status=gekwalificeerd/);
});
