import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createSignedInUser,
  openHome,
  startSessionOf,
  uniqueCompany,
} from './support.ts';

type ContractType = {
  id: string;
  name: string;
  version: number;
  noticePeriod: number;
  conditions: { id: string; title: string; text: string }[];
};

const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Item succesvol opgeslagen.' });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** A type arranged through the API (the screens are the subject elsewhere). */
async function createTypeViaApi(request: APIRequestContext, name: string): Promise<ContractType> {
  const token = await apiLogin(request, admin);
  const { status, body } = await apiCall<{ record: ContractType }>(
    request,
    token,
    'POST',
    '/api/contract-types',
    {
      name,
      firstTermMonths: 24,
      renewal: 'geen',
      noticePeriod: 2,
    },
  );
  expect(status, 'create contract type').toBe(201);
  return body.record;
}

async function typesViaApi(request: APIRequestContext): Promise<ContractType[]> {
  const token = await apiLogin(request, admin);
  return (await apiCall<{ items: ContractType[] }>(request, token, 'GET', '/api/contract-types')).body.items;
}

test.describe('contract types as the Beheerder', () => {
  test.use({ storageState: adminState });

  test('the create form refuses a notice as long as the term, and asks before unsaved changes are left', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Configuratie' }).click();
    await page.getByRole('menuitem', { name: 'Contracttypes' }).click();
    await expect(page).toHaveURL('/contract-types');
    await page.getByRole('link', { name: 'Contracttype toevoegen' }).click();
    await expect(page).toHaveURL('/contract-types/create');

    await page.getByLabel('Naam').fill(uniqueCompany('Ongeldig').name);
    await page.getByLabel('Standaard looptijd (maanden)').fill('36');
    // A notice as long as the term: the shared term rule's message, on its field, before any request.
    await page.getByLabel('Standaard opzegtermijn').fill('36');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De opzegtermijn moet korter zijn dan de looptijd.')).toBeVisible();
    await expect(page.getByLabel('Standaard opzegtermijn')).toBeFocused();

    await page.getByRole('link', { name: '← Terug naar contracttypes' }).click();
    const leave = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Blijven' }).click();
    await expect(page).toHaveURL('/contract-types/create');
    await expect(page.getByLabel('Standaard opzegtermijn')).toHaveValue('36');
  });

  test('a type with a term of 36 months, tacit renewal of 12, notice of 3 and two conditions is created and listed', async ({
    page,
    request,
  }) => {
    const name = uniqueCompany('Energie').name;
    await page.goto('/contract-types/create');
    await page.getByLabel('Naam').fill(name);
    await page.getByLabel('Standaard looptijd (maanden)').fill('36');
    await page.getByLabel('Standaard verlenging', { exact: true }).selectOption('stilzwijgend');
    await page.getByLabel('Standaard verlengingstermijn (maanden)').fill('12');
    await page.getByLabel('Standaard opzegtermijn').fill('3');
    await expect(page.getByLabel('Standaard beslistermijn (weken)')).toHaveValue('4');

    await page.getByRole('button', { name: 'Voorwaarde toevoegen' }).click();
    await expect(page.getByLabel('Titel van voorwaarde 1')).toBeFocused();
    await page.getByLabel('Titel van voorwaarde 1').fill('Betaling');
    await page.getByLabel('Tekst van voorwaarde 1').fill('Betaling binnen 30 dagen na factuurdatum.');
    await page.getByRole('button', { name: 'Voorwaarde toevoegen' }).click();
    await page.getByLabel('Titel van voorwaarde 2').fill('Levering');
    await page.getByLabel('Tekst van voorwaarde 2').fill('Levering binnen vijf werkdagen.');
    // Levering goes first.
    await page.getByRole('button', { name: 'Voorwaarde 2 omhoog' }).click();
    await expect(page.getByLabel('Titel van voorwaarde 1')).toHaveValue('Levering');

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(saved(page)).toBeVisible();
    await expect(page).toHaveURL('/contract-types');
    const row = rowOf(page, name);
    await expect(row.getByRole('cell')).toHaveText([
      '36 maanden',
      'Stilzwijgend, 12 maanden',
      '3 maanden',
      '4 weken',
      '2',
      /Bewerken/,
    ]);

    const stored = (await typesViaApi(request)).find((type) => type.name === name);
    expect(stored?.conditions.map((condition) => condition.title)).toEqual(['Levering', 'Betaling']);
  });

  test('a type is edited in place in its row', async ({ page, request }) => {
    const type = await createTypeViaApi(request, uniqueCompany('Schoonmaak').name);
    const newName = uniqueCompany('Schoonmaak zakelijk').name;
    await page.goto('/contract-types');
    await rowOf(page, type.name)
      .getByRole('button', { name: `${type.name} bewerken` })
      .click();

    const form = page.getByRole('region', { name: `${type.name} bewerken` });
    await expect(form.getByLabel('Naam')).toHaveValue(type.name);
    await form.getByLabel('Naam').fill(newName);
    await form.getByLabel('Standaard opzegtermijn').fill('1');
    await form.getByLabel('Eenheid van de opzegtermijn').selectOption('weken');
    await form.getByRole('button', { name: 'Voorwaarde toevoegen' }).click();
    await form.getByLabel('Titel van voorwaarde 1').fill('Sleutelbeheer');
    await form.getByLabel('Tekst van voorwaarde 1').fill('Sleutels worden per kwartaal gecontroleerd.');
    await form.getByRole('button', { name: 'Opslaan' }).click();

    await expect(saved(page)).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(rowOf(page, newName)).toContainText('1 week');
    await expect(rowOf(page, type.name).filter({ hasNotText: newName })).toHaveCount(0);
    const stored = (await typesViaApi(request)).find((candidate) => candidate.id === type.id);
    expect(stored).toMatchObject({
      name: newName,
      noticePeriod: 1,
      noticeUnit: 'weken',
      version: type.version + 1,
    });
  });

  test('a type no contract uses is deleted after the question', async ({ page, request }) => {
    const type = await createTypeViaApi(request, uniqueCompany('Opruimen').name);
    await page.goto('/contract-types');
    await rowOf(page, type.name).getByRole('button', { name: 'Verwijderen' }).click();
    const question = page.getByRole('dialog', { name: 'Weet je zeker dat je dit item wilt verwijderen?' });
    await expect(question).toContainText(`Het contracttype ${type.name} wordt verwijderd.`);
    await question.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item succesvol verwijderd.' })).toBeVisible();
    await expect(rowOf(page, type.name)).toHaveCount(0);
    expect((await typesViaApi(request)).some((candidate) => candidate.id === type.id)).toBe(false);
  });
});

test('a reader sees the types but no way to add, edit or delete one', async ({ page, request }) => {
  // Arranging the reader hashes two passwords (set, sign in): on a busy machine more than the default.
  test.setTimeout(60_000);
  const type = await createTypeViaApi(request, uniqueCompany('Alleen lezen').name);
  const reader = await createSignedInUser(request, 'typelezer', 'alleen_lezen');
  await startSessionOf(page, reader);
  await page.goto('/contract-types');
  const row = rowOf(page, type.name);
  await expect(row).toContainText('24 maanden');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contracttype toevoegen' })).toHaveCount(0);
  await page.goto('/contract-types/create');
  await expect(page.getByText('Je hebt geen toegang tot deze pagina.')).toBeVisible();
  await expect(page.getByLabel('Naam')).toHaveCount(0);
});
