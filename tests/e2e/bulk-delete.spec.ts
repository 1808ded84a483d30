import { expect, test, type Page } from '@playwright/test';
import { admin, adminState, apiCall, apiLogin, createRelationViaApi, uniqueCompany } from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

const confirmQuestion = 'Weet je zeker dat je dit item wilt verwijderen?';

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

test('several leads are ticked and deleted at once, after the seed’s question', async ({ page, request }) => {
  const { word } = uniqueCompany('Bulk');
  const leads = [];
  for (const name of ['Alfa', 'Bravo', 'Charlie']) {
    leads.push(
      await createRelationViaApi(request, 'leads', { companyName: `${word} ${name}`, source: 'beurs' }),
    );
  }
  await page.goto(`/leads?search=${word}`);
  const table = page.getByRole('table', { name: 'Leads' });
  await expect(table.getByRole('row')).toHaveCount(4);

  await page.getByRole('checkbox', { name: `Selecteer ${word} Alfa` }).check();
  await page.getByRole('checkbox', { name: `Selecteer ${word} Charlie` }).check();
  const bar = page.getByRole('region', { name: 'Selectie' });
  await expect(bar).toContainText('2 geselecteerd');
  await expect(page.getByRole('checkbox', { name: 'Alle getoonde rijen selecteren' })).not.toBeChecked();

  await bar.getByRole('button', { name: 'Verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: confirmQuestion });
  await expect(dialog).toContainText('2 items worden verwijderd.');
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();

  await expect(toast(page, '2 items succesvol verwijderd.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`${word} Bravo`);
  await expect(bar).toHaveCount(0);
  // Focus stays with the list, not lost to the top of the page.
  await expect(page.locator('div[tabindex="-1"]:has(> table)')).toBeFocused();

  const token = await apiLogin(request, admin);
  for (const [index, lead] of leads.entries()) {
    const { status } = await apiCall(request, token, 'GET', `/api/leads/${lead.id}`);
    expect(status).toBe(index === 1 ? 200 : 404);
  }
});

test('a customer changed by someone else meanwhile is not deleted; it stays ticked with the reason', async ({
  page,
  request,
}) => {
  const { word } = uniqueCompany('Tegelijk');
  const kept = await createRelationViaApi(request, 'customers', { companyName: `${word} Gewijzigd` });
  await createRelationViaApi(request, 'customers', { companyName: `${word} Weg` });
  await page.goto(`/customers?search=${word}`);
  const table = page.getByRole('table', { name: 'Klanten' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Alle getoonde rijen selecteren' }).check();
  const bar = page.getByRole('region', { name: 'Selectie' });
  await expect(bar).toContainText('2 geselecteerd');

  // Someone else edits one of them after this page showed it.
  const token = await apiLogin(request, admin);
  const edit = await apiCall(request, token, 'PUT', `/api/customers/${kept.id}`, {
    companyName: `${word} Gewijzigd`,
    status: 'actief',
    notes: 'Net aangepast',
    version: kept.version,
  });
  expect(edit.status).toBe(200);

  await bar.getByRole('button', { name: 'Verwijderen' }).click();
  await page
    .getByRole('dialog', { name: confirmQuestion })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(toast(page, 'Item succesvol verwijderd.')).toBeVisible();
  await expect(toast(page, /^1 item is niet verwijderd: /)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(bar).toContainText('1 geselecteerd');
  await expect(page.getByRole('checkbox', { name: `Selecteer ${word} Gewijzigd` })).toBeChecked();
});

test('on the users list the signed-in Beheerder cannot tick themselves', async ({ page }) => {
  await page.goto(`/users?search=${encodeURIComponent(admin.email)}`);
  await expect(
    page.getByRole('checkbox', { name: `${admin.name} (jij) kan niet worden verwijderd` }),
  ).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Alle getoonde rijen selecteren' })).toBeDisabled();
});
