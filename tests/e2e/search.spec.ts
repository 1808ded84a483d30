import { expect, test } from '@playwright/test';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  openHome,
  randomKvk,
  uniqueCompany,
} from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

test('Ctrl+K finds a customer by part of its name and by KvK-nummer and opens it with the keyboard', async ({
  page,
  request,
}) => {
  const { name, word } = uniqueCompany('Bakkerij');
  const kvkNumber = randomKvk();
  const customer = await createRelationViaApi(request, 'customers', { companyName: name, kvkNumber });
  await openHome(page);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  const input = palette.getByRole('combobox', {
    name: 'Zoek in leads, klanten, leveranciers, contactpersonen en contracten',
  });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute(
    'placeholder',
    'Zoek op naam, nummer, contracttitel, KvK-nummer, e-mail of plaats...',
  );
  await expect(palette.getByText('Typ minstens 2 tekens om te zoeken.')).toBeVisible();

  // Part of the name: the unique word without its last characters.
  await input.fill(word.slice(0, -3));
  const customers = palette.getByRole('group', { name: 'Klanten' });
  const option = customers.getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await expect(option).toContainText(customer.number ?? '');

  await input.fill(`${word}-niets`);
  await expect(palette.getByText('Geen resultaten')).toBeVisible();

  await input.fill(kvkNumber);
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('data-focus');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(palette).toHaveCount(0);
});

test('the top-bar field opens the palette: groups in order, contact people with their company', async ({
  page,
  request,
}) => {
  const { name, word } = uniqueCompany('Leverancier');
  const supplier = await createRelationViaApi(request, 'suppliers', { companyName: name });
  const { status, body } = await apiCall<{ record: { id: string } }>(
    request,
    await apiLogin(request, admin),
    'POST',
    '/api/contacts',
    { parentKind: 'supplier', parentId: supplier.id, firstName: 'Jan', infix: 'de', lastName: word },
  );
  expect(status).toBe(201);
  await page.goto('/leads');

  await page.getByRole('button', { name: 'Zoeken' }).click();
  const palette = page.getByRole('dialog');
  await page.keyboard.type(word);
  const options = palette.getByRole('option');
  await expect(options).toHaveText([new RegExp(name), `Jan de ${word}— ${name} (leverancier)`]);
  await expect(palette.getByRole('group', { name: 'Contactpersonen' }).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await expect(page).toHaveURL('/leads');

  // It opens empty again, also from inside a form field; the arrow keys go from group to group.
  await page.goto('/customers');
  await page.getByLabel('Zoeken').focus();
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('combobox')).toHaveValue('');
  await page.keyboard.type(word);
  await expect(options).toHaveCount(2);
  await expect(options.first()).toHaveAttribute('data-focus');
  await page.keyboard.press('ArrowDown');
  await expect(options.last()).toHaveAttribute('data-focus');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/contact-people/${body.record.id}`);
});

test('Enter while the results are still for earlier text waits and opens the result for what was typed', async ({
  page,
  request,
}) => {
  const { word } = uniqueCompany('Eerst');
  await createRelationViaApi(request, 'customers', { companyName: `${word} Eerst` });
  const longer = await createRelationViaApi(request, 'customers', { companyName: `${word}x Later` });
  await openHome(page);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  const input = palette.getByRole('combobox', {
    name: 'Zoek in leads, klanten, leveranciers, contactpersonen en contracten',
  });
  await input.fill(word);
  await expect(palette.getByRole('option')).toHaveCount(2);
  // One of the two (outdated, in a moment) results is highlighted, ready for Enter.
  await page.keyboard.press('ArrowDown');
  await expect(palette.locator('[role="option"][data-focus]')).toHaveCount(1);

  // The answer for the longer text is held back until Enter has been pressed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/search?q=${word.toLowerCase()}x`, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(`**/api/search?q=${word}x`, async (route) => {
    await held;
    await route.continue();
  });
  await input.press('x');
  await input.press('Enter');
  // Still on the page with the palette open: the outdated result was not opened.
  await expect(input).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  release();
  await expect(page).toHaveURL(`/customers/${longer.id}`);
});

test('Ctrl+K does not open the palette over a dialog, so Escape stays with the dialog', async ({ page }) => {
  await page.goto('/todos');
  await page.getByRole('button', { name: 'Nieuwe todo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe todo' });
  await dialog.getByLabel('Titel').fill('Bellen');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: /Zoek in leads/ })).toHaveCount(0);
  await expect(dialog.getByLabel('Titel')).toBeFocused();
});
