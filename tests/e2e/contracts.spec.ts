import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  createUserViaApi,
  openHome,
  uniqueCompany,
  uniqueEmail,
} from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

/**
 * The browser's "today": the detail page and the form compute the current period for it, so the
 * dates asserted below stay right whatever year the suite runs in. (The list's stored dates are the
 * API's, computed on the real day: the first term runs to 31-12-2027.)
 */
const TODAY = new Date('2026-06-15T10:00:00+02:00');
const DATES =
  'Huidige periode · Einddatum: 31-12-2027 · Uiterlijk opzeggen: 30-09-2027 · Beslisdatum: 02-09-2027';
/** The Opzegtermijn's number (its unit's label, Eenheid van de opzegtermijn, contains the word too). */
const notice = (page: Page) => page.getByLabel('Opzegtermijn', { exact: true });

/** Picks a customer or supplier in a combobox by typing its unique word and choosing it by keyboard. */
async function pick(page: Page, label: string, word: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(word);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(name);
}

test('a contract made from a customer’s page shows its dates and is found by list, tabs and Ctrl+K; the customer cannot be deleted', async ({
  page,
  request,
}) => {
  // Many steps over six screens, each with its own reads: about a minute on a busy machine.
  test.setTimeout(150_000);
  const customer = uniqueCompany('Klant');
  const supplier = uniqueCompany('Leverancier');
  const [customerRecord, supplierRecord] = await Promise.all([
    createRelationViaApi(request, 'customers', { companyName: customer.name }),
    createRelationViaApi(request, 'suppliers', { companyName: supplier.name }),
  ]);
  const { name: title, word } = uniqueCompany('Energie');
  await page.clock.setFixedTime(TODAY);

  // From the customer's Contracten tab, with the customer filled in.
  await page.goto(`/customers/${customerRecord.id}?tab=contracten`);
  await expect(page.getByRole('tabpanel', { name: 'Contracten' })).toContainText('Geen resultaten');
  await page.getByRole('link', { name: 'Contract toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract toevoegen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Klant' })).toHaveValue(customer.name);
  await expect(page.getByLabel('Beslistermijn (weken)')).toHaveValue('4');

  // Saving without a title or term says what is missing, inline, and saves nothing.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een titel in.')).toBeVisible();
  await expect(page.getByText('Kies een leverancier.')).toBeVisible();
  await expect(page).toHaveURL(/\/contracts\/create/);

  await page.getByLabel('Titel').fill(title);
  await pick(page, 'Leverancier', supplier.word, supplier.name);
  await page.getByLabel('Startdatum').fill('01-01-2025');
  await page.getByLabel('Looptijd (maanden)').fill('36');
  await expect(page.getByLabel('Verlenging', { exact: true })).toHaveValue('stilzwijgend');
  await page.getByLabel('Verlengingstermijn (maanden)').fill('12');
  // A notice as long as the term is refused with the date module's own message.
  await notice(page).fill('36');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De opzegtermijn moet korter zijn dan de looptijd.')).toBeVisible();
  await notice(page).fill('3');
  // The preview follows what is typed, computed in the browser.
  await expect(page.getByTestId('contract-dates-preview')).toHaveText(DATES);
  // Without renewal there is no renewal term to ask for.
  await page.getByLabel('Verlenging', { exact: true }).selectOption('geen');
  await expect(page.getByLabel('Verlengingstermijn (maanden)')).toHaveCount(0);
  await page.getByLabel('Verlenging', { exact: true }).selectOption('stilzwijgend');
  await page.getByLabel('Verlengingstermijn (maanden)').fill('12');
  await page.getByLabel('Status').selectOption('actief');
  await page.getByLabel('Waarde (€ per jaar)').fill('12000');
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByText('Item succesvol opgeslagen.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/contracts\/[0-9A-Z]+$/);
  const contractUrl = page.url();
  await expect(page.getByTestId('contract-dates')).toHaveText(DATES);
  const number = (await page.getByText(/^C\d{6}$/).textContent()) ?? '';
  expect(number).toMatch(/^C\d{6}$/);
  await expect(page.getByRole('link', { name: customer.name })).toHaveAttribute(
    'href',
    `/customers/${customerRecord.id}`,
  );
  await expect(page.getByRole('link', { name: supplier.name })).toHaveAttribute(
    'href',
    `/suppliers/${supplierRecord.id}`,
  );
  await expect(page.getByText('Waarde: € 12.000,00 per jaar')).toBeVisible();
  await expect(page.getByText(`Eigenaar: ${admin.name}`)).toBeVisible();

  // The list, searched and filtered by "Uiterlijk opzeggen"; the view is in the URL.
  await page.getByRole('link', { name: '← Terug naar contracten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contracten' })).toBeVisible();
  await page.getByLabel('Zoeken').fill(word);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: number })).toBeVisible();
  const from = page.getByLabel('Uiterlijk opzeggen vanaf');
  const to = page.getByLabel('Uiterlijk opzeggen tot en met');
  await from.fill('01-10-2027');
  await from.press('Enter');
  await expect(page).toHaveURL(/noticeFrom=2027-10-01/);
  await expect(page.getByText('Geen resultaten')).toBeVisible();
  await from.fill('30-09-2027');
  await from.press('Enter');
  await to.fill('30-09-2027');
  await to.press('Enter');
  await expect(page).toHaveURL(/noticeFrom=2027-09-30&noticeTo=2027-09-30/);
  await expect(row).toContainText('30-09-2027');
  await expect(row).toContainText('31-12-2027');
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText(supplier.name);
  await expect(row).toContainText('Actief');
  await expect(page.getByText('1 contract', { exact: true })).toBeVisible();
  // A range that ends before it starts is not asked for; the field says why and the view stays.
  await to.fill('29-09-2027');
  await to.press('Enter');
  await expect(page.getByText('De einddatum ligt voor de begindatum.')).toBeVisible();
  await expect(page).toHaveURL(/noticeTo=2027-09-30/);
  await expect(row.getByRole('link', { name: number })).toBeVisible();
  // The view is a link: opened afresh it shows the same rows.
  await page.reload();
  await expect(row.getByRole('link', { name: number })).toBeVisible();

  // The customer's and the supplier's Contracten tabs.
  for (const party of [
    { path: `/customers/${customerRecord.id}`, name: customer.name },
    { path: `/suppliers/${supplierRecord.id}`, name: supplier.name },
  ]) {
    await page.goto(`${party.path}?tab=contracten`);
    const tab = page.getByRole('tabpanel', { name: 'Contracten' });
    await expect(tab.getByRole('link', { name: number })).toBeVisible();
    await expect(tab).toContainText(title);
    await expect(tab.getByText('1 contract', { exact: true })).toBeVisible();
  }

  // Ctrl+K finds it by number and opens it with the keyboard.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await palette.getByRole('combobox').fill(number);
  const option = palette
    .getByRole('group', { name: 'Contracten' })
    .getByRole('option', { name: new RegExp(title) });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(contractUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The customer with a contract cannot be deleted: the API's reason, and the customer stays.
  await page.goto(`/customers/${customerRecord.id}`);
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(
    page.getByText(
      'Deze klant heeft 1 contract en kan niet worden verwijderd. Verwijder of verplaats eerst de contracten.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
});

test('choosing a contract type fills the term fields with its standards', async ({ page, request }) => {
  const token = await apiLogin(request, admin);
  const { name } = uniqueCompany('Type');
  const type = await apiCall<{ record: { id: string } }>(request, token, 'POST', '/api/contract-types', {
    name,
    firstTermMonths: 36,
    renewal: 'stilzwijgend',
    renewalTermMonths: 12,
    noticePeriod: 3,
    noticeUnit: 'weken',
    decisionWeeks: 4,
    conditions: [],
  });
  expect(type.status).toBe(201);
  await page.clock.setFixedTime(TODAY);
  await page.goto('/contracts/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Contract toevoegen' })).toBeVisible();
  await page.getByLabel('Contracttype').selectOption({ label: name });
  await expect(page.getByLabel('Looptijd (maanden)')).toHaveValue('36');
  await expect(page.getByLabel('Verlenging', { exact: true })).toHaveValue('stilzwijgend');
  await expect(page.getByLabel('Verlengingstermijn (maanden)')).toHaveValue('12');
  await expect(notice(page)).toHaveValue('3');
  await expect(page.getByLabel('Eenheid van de opzegtermijn')).toHaveValue('weken');
  await page.getByLabel('Startdatum').fill('01-01-2025');
  // Three weeks before the Einddatum, and the Beslisdatum four weeks before that.
  await expect(page.getByTestId('contract-dates-preview')).toHaveText(
    'Huidige periode · Einddatum: 31-12-2027 · Uiterlijk opzeggen: 10-12-2027 · Beslisdatum: 12-11-2027',
  );

  // The list filters on the type, and the URL holds it.
  const [customer, supplier] = await Promise.all([
    createRelationViaApi(request, 'customers', { companyName: uniqueCompany('Klant').name }),
    createRelationViaApi(request, 'suppliers', { companyName: uniqueCompany('Leverancier').name }),
  ]);
  const { name: title } = uniqueCompany('Getypt');
  const created = await apiCall(request, token, 'POST', '/api/contracts', {
    title,
    customerId: customer.id,
    supplierId: supplier.id,
    typeId: type.body.record.id,
    startDate: '2025-01-01',
    firstTermMonths: 36,
    renewal: 'stilzwijgend',
    renewalTermMonths: 12,
    noticePeriod: 3,
    status: 'actief',
    ownerId: (await apiCall<{ id: string }>(request, token, 'GET', '/api/user')).body.id,
  });
  expect(created.status).toBe(201);
  await page.goto('/contracts');
  await page.getByLabel('Contracttype').selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`typeId=${type.body.record.id}`));
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
});

test('a stale save of a contract is refused, its edit is logged, and it is deleted after the seed’s question', async ({
  page,
  request,
}) => {
  // Three saves and a delete over four screens.
  test.setTimeout(75_000);
  const customer = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Klant').name,
  });
  const supplier = await createRelationViaApi(request, 'suppliers', {
    companyName: uniqueCompany('Leverancier').name,
  });
  const { name: title } = uniqueCompany('Schoonmaak');
  await page.clock.setFixedTime(TODAY);
  await page.goto(`/contracts/create?supplierId=${supplier.id}`);
  await expect(page.getByRole('combobox', { name: 'Leverancier' })).toHaveValue(supplier.companyName);
  await page.getByLabel('Titel').fill(title);
  await pick(page, 'Klant', customer.companyName.split(' ')[1] ?? '', customer.companyName);
  await page.getByLabel('Startdatum').fill('01-01-2025');
  await page.getByLabel('Looptijd (maanden)').fill('12');
  await page.getByLabel('Verlenging', { exact: true }).selectOption('geen');
  await notice(page).fill('1');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Without renewal it needs no notice: the header says when it ends.
  await expect(page.getByTestId('contract-dates')).toHaveText('Eindigt op 31-12-2025');

  await page.getByRole('link', { name: 'Bewerken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract bewerken' })).toBeVisible();
  // Someone else saves the contract meanwhile: this save is refused, nothing is overwritten.
  const id = /\/contracts\/edit\/([0-9A-Z]+)$/.exec(page.url())?.[1] ?? '';
  const token = await apiLogin(request, admin);
  const { body } = await apiCall<{ record: Record<string, unknown> }>(
    request,
    token,
    'GET',
    `/api/contracts/${id}`,
  );
  const { status } = await apiCall(request, token, 'PUT', `/api/contracts/${id}`, {
    ...body.record,
    notes: 'Door een collega aangevuld',
  });
  expect(status).toBe(200);
  await page.getByLabel('Looptijd (maanden)').fill('24');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Dit item is intussen gewijzigd' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Opnieuw laden' }).click();
  await expect(page.getByLabel('Notities')).toHaveValue('Door een collega aangevuld');
  await expect(page.getByLabel('Looptijd (maanden)')).toHaveValue('12');
  await page.getByLabel('Looptijd (maanden)').fill('24');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  // The create's toast may still show on a quick machine: this save's toast is the newest.
  await expect(page.getByText('Item succesvol opgeslagen.').last()).toBeVisible();
  await expect(page.getByTestId('contract-dates')).toHaveText('Eindigt op 31-12-2026');
  await page.getByRole('tab', { name: 'Geschiedenis' }).click();
  const log = page.getByRole('tabpanel', { name: 'Geschiedenis' });
  await expect(log).toContainText('Gewijzigd');
  await expect(log).toContainText('Looptijd (maanden)');

  // A todo made on the contract's tab is linked to it from the start.
  await page.getByRole('tab', { name: "Todo's" }).click();
  await page.getByRole('button', { name: 'Nieuwe todo' }).click();
  const todo = page.getByRole('dialog', { name: 'Nieuwe todo' });
  await expect(todo.getByLabel('Gekoppeld aan')).toHaveValue('contract');
  await expect(todo.getByRole('combobox', { name: 'Contract' })).toHaveValue(title);
  await todo.getByLabel('Titel').fill('Verlenging bespreken');
  await page.keyboard.press('Enter');
  await expect(todo).toHaveCount(0);
  await expect(page.getByRole('tabpanel', { name: "Todo's" })).toContainText('Verlenging bespreken');

  // The todo has its own delete button ("Verwijderen <titel>", still there for a moment after the
  // tab switch); the contract's is the header's, named exactly "Verwijderen".
  await page.getByRole('tab', { name: 'Gegevens' }).click();
  await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Weet je zeker dat je dit item wilt verwijderen?');
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Item succesvol verwijderd.')).toBeVisible();
  await expect(page).toHaveURL('/contracts');
});

test('the dashboard lists an active contract whose notice is due soon, and opens it', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, admin);
  const customer = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Klant').name,
  });
  const supplier = await createRelationViaApi(request, 'suppliers', {
    companyName: uniqueCompany('Leverancier').name,
  });
  // The API's today (Amsterdam): a year's term that ends today, without notice period, must be
  // given notice today, the soonest date the block can show.
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' })
    .format(new Date(Date.now() + 86_400_000))
    .split('-');
  const me = await apiCall<{ id: string }>(request, token, 'GET', '/api/user');
  const { name: title } = uniqueCompany('Opzeggen');
  const { status, body } = await apiCall<{ record: { id: string; number: string } }>(
    request,
    token,
    'POST',
    '/api/contracts',
    {
      title,
      customerId: customer.id,
      supplierId: supplier.id,
      startDate: `${Number(year) - 1}-${month}-${day}`,
      firstTermMonths: 12,
      renewal: 'stilzwijgend',
      renewalTermMonths: 12,
      noticePeriod: 0,
      status: 'actief',
      ownerId: me.body.id,
    },
  );
  expect(status).toBe(201);
  await openHome(page);

  const block = page.getByRole('region', { name: 'Op te zeggen binnen 90 dagen' });
  const item = block.getByRole('link', { name: new RegExp(title) });
  await expect(item).toContainText(`${body.record.number} · ${customer.companyName}`);
  await item.click();
  await expect(page).toHaveURL(`/contracts/${body.record.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the contract screens have no axe violations', async ({ page, request }) => {
  // axe reads every node of four pages: slow on a busy machine, as in accessibility.spec.ts.
  test.setTimeout(120_000);
  const token = await apiLogin(request, admin);
  const customer = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Klant').name,
  });
  const supplier = await createRelationViaApi(request, 'suppliers', {
    companyName: uniqueCompany('Leverancier').name,
  });
  const me = await apiCall<{ id: string }>(request, token, 'GET', '/api/user');
  const { status, body } = await apiCall<{ record: { id: string; title: string } }>(
    request,
    token,
    'POST',
    '/api/contracts',
    {
      title: uniqueCompany('Toegankelijk').name,
      customerId: customer.id,
      supplierId: supplier.id,
      startDate: '2024-01-01',
      firstTermMonths: 12,
      renewal: 'stilzwijgend',
      renewalTermMonths: 12,
      noticePeriod: 1,
      status: 'actief',
      ownerId: me.body.id,
      value: 950,
    },
  );
  expect(status).toBe(201);

  const pages: [string, string][] = [
    ['/contracts', 'Contracten'],
    [`/contracts/${body.record.id}`, body.record.title],
    [`/customers/${customer.id}?tab=contracten`, customer.companyName],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Bezig met laden...' })).toHaveCount(0);
    await expectNoViolations(page, path);
  }

  await page.goto('/contracts/create');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een titel in.')).toBeVisible();
  await expectNoViolations(page, 'new contract with errors');
});

test('the list sorts by Klant and by Waarde through its column headers, both ways', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, admin);
  const { word } = uniqueCompany('Sorteren');
  // An owner of this test's own, so the list filtered on it shows only these three contracts.
  const owner = await createUserViaApi(request, {
    name: `Eigenaar ${word}`,
    email: uniqueEmail('sorteren'),
    role: 'medewerker',
  });
  const supplier = await createRelationViaApi(request, 'suppliers', { companyName: `Leverancier ${word}` });
  const values = { A: 100, B: 5000, C: 750 };
  for (const letter of ['B', 'C', 'A'] as const) {
    const customer = await createRelationViaApi(request, 'customers', {
      companyName: `Klant ${word} ${letter}`,
    });
    const { status } = await apiCall(request, token, 'POST', '/api/contracts', {
      title: `Sorteren ${word} ${letter}`,
      customerId: customer.id,
      supplierId: supplier.id,
      startDate: '2025-01-01',
      firstTermMonths: 36,
      renewal: 'stilzwijgend',
      renewalTermMonths: 12,
      noticePeriod: 3,
      value: values[letter],
      status: 'actief',
      ownerId: owner.id,
    });
    expect(status).toBe(201);
  }
  await page.goto(`/contracts?ownerId=${owner.id}`);
  const table = page.getByRole('table', { name: 'Contracten' });
  const rows = table.locator('tbody tr');
  const order = (letters: string) => letters.split('').map((letter) => new RegExp(`Klant ${word} ${letter}`));
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(`Eigenaar ${word}`);

  // A header's name may carry its hint ("Sorteer aflopend op klant") while the pointer is on it.
  const header = (name: string) => table.getByRole('columnheader', { name: new RegExp(`^${name}`) });
  await header('Klant').getByRole('button').click();
  await expect(page).toHaveURL(/sort=customerName/);
  await expect(header('Klant')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows).toHaveText(order('ABC'));
  await header('Klant').getByRole('button').click();
  await expect(header('Klant')).toHaveAttribute('aria-sort', 'descending');
  await expect(rows).toHaveText(order('CBA'));

  // Waarde starts with the largest.
  await header('Waarde').getByRole('button').click();
  await expect(page).toHaveURL(/sort=value/);
  await expect(header('Waarde')).toHaveAttribute('aria-sort', 'descending');
  await expect(header('Klant')).not.toHaveAttribute('aria-sort', /./);
  await expect(rows).toHaveText(order('BCA'));
  await header('Waarde').getByRole('button').click();
  await expect(header('Waarde')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows).toHaveText(order('ACB'));
});
