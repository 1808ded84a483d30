import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { csvRecords, xlsxRecords } from '@crm/core/export/testing';
import { admin, adminState, apiCall, apiLogin, createRelationViaApi, uniqueCompany } from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

/** Chooses a format in the "Exporteren" menu and answers the file the browser downloads. */
async function exportAs(page: Page, format: 'CSV' | 'Excel (XLSX)') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteren' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test('a filtered list of leads downloads as XLSX and CSV with exactly its rows', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { word } = uniqueCompany('Export');
  const fair = ['Bakkerij', 'Garage', 'Kantoor "Noord"; Oost'].map((prefix) => `${prefix} ${word}`);
  const other = ['Transport', 'Zorggroep'].map((prefix) => `${prefix} ${word}`);
  for (const name of fair)
    await createRelationViaApi(request, 'leads', {
      companyName: name,
      source: 'beurs',
      expectedValue: 1250.5,
    });
  for (const name of other)
    await createRelationViaApi(request, 'leads', { companyName: name, source: 'website' });

  await page.goto('/leads');
  await page.getByLabel('Zoeken').fill(word);
  await page.getByLabel('Bron').selectOption({ label: 'Beurs' });
  await expect(page).toHaveURL(/source=beurs/);
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  const table = page.getByRole('table');
  for (const name of fair) await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(table.getByRole('link', { name: other[0] })).toHaveCount(0);

  const xlsx = await exportAs(page, 'Excel (XLSX)');
  expect(xlsx.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByRole('status').filter({ hasText: `Download gestart: ${xlsx.name}` })).toBeVisible();
  const rows = await xlsxRecords(xlsx.bytes);
  expect(rows.map((row) => row.Bedrijfsnaam)).toEqual([...fair].sort((a, b) => a.localeCompare(b, 'nl')));
  for (const row of rows) {
    expect(row).toMatchObject({
      Bron: 'Beurs',
      Status: 'Nieuw',
      'Verwachte waarde': 1250.5,
      Land: 'Nederland',
    });
    expect(row.Aangemaakt).toBeInstanceOf(Date);
  }

  const csv = await exportAs(page, 'CSV');
  expect(csv.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csvRecords(csv.bytes);
  expect(lines.map((line) => line.Bedrijfsnaam)).toEqual(rows.map((row) => row.Bedrijfsnaam));
  for (const line of lines) {
    expect(line).toMatchObject({ Bron: 'Beurs', Status: 'Nieuw', 'Verwachte waarde': '1250,50' });
    expect(line.Aangemaakt).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  }
});

test('the users list exports too', async ({ page }) => {
  await page.goto('/users?role=beheerder');
  const csv = await exportAs(page, 'CSV');
  expect(csv.name).toMatch(/^gebruikers-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csvRecords(csv.bytes);
  expect(lines.length).toBeGreaterThan(0);
  expect(new Set(lines.map((line) => line.Rol))).toEqual(new Set(['Beheerder']));
});

test('the todos of a record export in the list’s order', async ({ page, request }) => {
  const token = await apiLogin(request, admin);
  const me = await apiCall<{ id: string }>(request, token, 'GET', '/api/user');
  const customer = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Exporttodos').name,
  });
  const link = { kind: 'customer', id: customer.id };
  for (const todo of [
    { title: 'Offerte nabellen', deadline: '2099-05-06', link },
    { title: 'Contract tekenen', deadline: '2001-02-03', link },
    { title: 'Factuur sturen', done: true, link },
    { title: 'Niet gekoppeld' },
  ]) {
    const created = await apiCall(request, token, 'POST', '/api/todos', { ...todo, assigneeId: me.body.id });
    expect(created.status).toBe(201);
  }

  await page.goto(`/todos?status=all&linkKind=customer&linkId=${customer.id}`);
  await expect(page.getByRole('checkbox', { name: 'Klaar: Offerte nabellen' })).toBeVisible();
  const xlsx = await exportAs(page, 'Excel (XLSX)');
  expect(xlsx.name).toMatch(/^todos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await xlsxRecords(xlsx.bytes);
  expect(rows.map((row) => row.Titel)).toEqual(['Contract tekenen', 'Offerte nabellen', 'Factuur sturen']);
  expect(rows[0]).toMatchObject({ Verlopen: 'Ja', Klaar: 'Nee', 'Gekoppeld record': customer.companyName });
  expect(rows[0]?.Deadline).toBeInstanceOf(Date);
  expect(rows[2]).toMatchObject({ Klaar: 'Ja' });
});
