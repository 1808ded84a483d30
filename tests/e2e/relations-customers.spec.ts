import { expect, test } from '@playwright/test';
import { admin, adminState, apiCall, apiLogin, createRelationViaApi, uniqueCompany } from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

test('a customer list is searched, filtered and sorted, and a reload shows the same view', async ({
  page,
  request,
}) => {
  const { word } = uniqueCompany('x');
  for (const [name, status, country] of [
    ['Alfa', 'actief', 'NL'],
    ['Beta', 'inactief', 'BE'],
    ['Gamma', 'actief', 'BE'],
  ] as const) {
    await createRelationViaApi(request, 'customers', { companyName: `${name} ${word}`, status, country });
  }
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Klanten' })).toBeVisible();

  await page.getByLabel('Zoeken').fill(word);
  await expect(page).toHaveURL(`/customers?search=${word}`);
  await expect(page.getByText('3 klanten')).toBeVisible();
  await page.getByLabel('Land').selectOption({ label: 'België' });
  await expect(page.getByText('2 klanten')).toBeVisible();
  await page.getByRole('button', { name: 'Bedrijfsnaam' }).click();
  const rows = page.getByRole('table', { name: 'Klanten' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(`Gamma ${word}`);
  await expect(rows.nth(2)).toContainText(`Beta ${word}`);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`search=${word}.*country=BE.*order=desc`));
  await expect(page.getByLabel('Zoeken')).toHaveValue(word);
  await expect(page.getByLabel('Land')).toHaveValue('BE');
  await expect(page.getByRole('columnheader', { name: 'Bedrijfsnaam' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(rows.nth(1)).toContainText(`Gamma ${word}`);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Actief' });
  await expect(page.getByText('1 klant', { exact: true })).toBeVisible();
  await page.getByLabel('Zoeken').fill(`${word}-niets`);
  await expect(page.getByText('Geen resultaten')).toBeVisible();

  // Rows are links: the keyboard opens a customer as well as the mouse.
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await page.getByLabel('Zoeken').fill(word);
  await expect(page).toHaveURL(`/customers?search=${word}&order=desc`);
  await page.getByRole('link', { name: `Alfa ${word}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Alfa ${word}` })).toBeVisible();
});

test('editing in two tabs: the second save is refused and can reload the first', async ({
  context,
  request,
}) => {
  const { name } = uniqueCompany('Tweeluik');
  const customer = await createRelationViaApi(request, 'customers', { companyName: name, city: 'Utrecht' });
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) await page.goto(`/customers/edit/${customer.id}`);

  await first.getByLabel('Plaats').fill('Amersfoort');
  await first.getByRole('button', { name: 'Opslaan' }).click();
  await expect(first.getByText('Item succesvol opgeslagen.')).toBeVisible();
  await expect(first).toHaveURL(`/customers/${customer.id}`);

  await second.getByLabel('Plaats').fill('Zeist');
  await second.getByRole('button', { name: 'Opslaan' }).click();
  const conflict = second.getByRole('alert').filter({ hasText: 'Dit item is intussen gewijzigd' });
  await expect(conflict).toContainText('intussen door iemand anders gewijzigd');
  await expect(second).toHaveURL(`/customers/edit/${customer.id}`);
  await conflict.getByRole('button', { name: 'Opnieuw laden' }).click();
  await expect(second.getByLabel('Plaats')).toHaveValue('Amersfoort');
  await expect(conflict).toBeHidden();

  // The change log says who changed what from what to what.
  await first.getByRole('tab', { name: 'Geschiedenis' }).click();
  const change = first.getByRole('list', { name: 'Geschiedenis' }).getByRole('listitem').first();
  await expect(change).toContainText(`Gewijzigd door ${admin.name}`);
  await expect(change.getByRole('row', { name: 'Plaats Utrecht Amersfoort' })).toBeVisible();
});

test('deleting asks first and says it is done', async ({ page, request }) => {
  const { name } = uniqueCompany('Weg');
  const customer = await createRelationViaApi(request, 'customers', { companyName: name });
  await page.goto(`/customers/${customer.id}`);

  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weet je zeker dat je dit item wilt verwijderen?' });
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Item succesvol verwijderd.')).toBeVisible();
  await expect(page).toHaveURL('/customers');
  const token = await apiLogin(request, admin);
  expect((await apiCall(request, token, 'GET', `/api/customers/${customer.id}`)).status).toBe(404);
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await page.goto('/customers/create');
  await page.getByLabel('Bedrijfsnaam').fill('Half ingevuld');
  await page.getByRole('link', { name: 'Annuleren' }).click();
  await expect(
    page.getByRole('dialog').getByText('Je hebt wijzigingen die nog niet zijn opgeslagen.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Blijven' }).click();
  await expect(page.getByLabel('Bedrijfsnaam')).toHaveValue('Half ingevuld');
});
