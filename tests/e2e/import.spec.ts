import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  randomKvk,
  uniqueCompany,
} from './support.ts';

test.use({ storageState: adminState });
test.describe.configure({ timeout: 90_000 });

/** The customers list searched for the test's own word: the names it shows. */
async function customerNames(page: Page, word: string) {
  await page.goto(`/customers?search=${word}`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

/** From the customers list's link to the mapping step, with `file` uploaded. */
async function uploadFromCustomers(
  page: Page,
  link: string,
  heading: string,
  file: { name: string; buffer: Buffer },
) {
  await page.goto('/customers');
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByLabel('Bestand (.xlsx of .csv)').setInputFiles({ ...file, mimeType: 'text/csv' });
  await page.getByRole('button', { name: 'Uploaden' }).click();
  await expect(page.getByRole('heading', { name: 'Kolommen koppelen' })).toBeVisible();
}

test('a Windows-1252 semicolon CSV of customers is checked, imported with its duplicate offered, and undone', async ({
  page,
  request,
}) => {
  const { word } = uniqueCompany('Import');
  const existingKvk = randomKvk();
  const existing = await createRelationViaApi(request, 'customers', {
    companyName: `Bestaand ${word}`,
    kvkNumber: existingKvk,
  });
  const newKvk = randomKvk();
  // As Dutch Excel saves "CSV (gescheiden door lijstscheidingsteken)": Windows-1252, no BOM, `;`.
  const csv = Buffer.from(
    [
      'Bedrijfsnaam;KvK-nummer;IBAN;Opvolgdatum;Kredietlimiet;Datum machtiging;Plaats',
      `Café Noë ${word};${newKvk};NL91 ABNA 0417 1643 00;05-03-2027;1.234,56;05-03-2027;Zoëtermeer`,
      `Foutje ${word};;NL00 ABNA 0000 0000 00;;;;`,
      `Dubbel ${word};${existingKvk};;;;;Ede`,
      '',
    ].join('\r\n'),
    'latin1',
  );
  expect(csv.includes(Buffer.from([0xe9]))).toBe(true); // é as one Windows-1252 byte

  await uploadFromCustomers(page, 'Importeren', 'Klanten importeren', {
    name: `klanten ${word}.csv`,
    buffer: csv,
  });

  // The columns come matched to the catalogue's labels; Opvolgdatum is no field of a customer.
  await expect(page.getByLabel('Bedrijfsnaam', { exact: true })).toHaveValue('companyName');
  await expect(page.getByLabel('IBAN', { exact: true })).toHaveValue('iban');
  await expect(page.getByLabel('Opvolgdatum', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Datum machtiging', { exact: true })).toHaveValue('directDebitDate');
  await expectNoViolations(page, 'import: column mapping');
  await page.getByRole('button', { name: 'Controleren' }).click();

  // The preview: the bad IBAN refused with its reason, the KvK duplicate offered.
  await expect(page.getByRole('heading', { name: 'Voorbeeld' })).toBeVisible();
  const refused = page.getByTestId('import-row-3');
  await expect(refused).toContainText('Fout');
  await expect(refused).toContainText('IBAN: Dit IBAN klopt niet. Controleer het nummer.');
  const duplicate = page.getByTestId('import-row-4');
  await expect(duplicate).toContainText(`Bestaat al: Bestaand ${word} (KvK-nummer)`);
  await expect(duplicate.getByLabel('Dubbel in rij 4')).toHaveValue('skip');
  await expectNoViolations(page, 'import: preview');
  await page.getByRole('button', { name: 'Importeren' }).click();

  await expect(page.getByRole('heading', { name: 'Import klaar' })).toBeVisible();
  await expect(page.getByText('1 rij toegevoegd')).toBeVisible();
  await expect(page.getByText('1 rij overgeslagen (dubbel)')).toBeVisible();
  await expect(page.getByText('1 rij geweigerd')).toBeVisible();
  const importUrl = page.url();

  // The error file: the refused row as it was, with its reason in a column.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Foutenbestand downloaden' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`klanten ${word}-fouten.csv`);
  const errors = (await readFile(await file.path())).toString('utf8');
  expect(errors).toContain(
    'Bedrijfsnaam;KvK-nummer;IBAN;Opvolgdatum;Kredietlimiet;Datum machtiging;Plaats;Reden',
  );
  expect(errors).toContain(
    `Foutje ${word};;NL00 ABNA 0000 0000 00;;;;;IBAN: Dit IBAN klopt niet. Controleer het nummer.`,
  );

  // The customer with é and ë, its date and amount as the sheet had them.
  const table = await customerNames(page, word);
  await expect(table.getByRole('link', { name: `Café Noë ${word}` })).toBeVisible();
  await expect(table.getByRole('link', { name: `Bestaand ${word}` })).toBeVisible();
  await expect(table.getByText(`Foutje ${word}`)).toHaveCount(0);
  const token = await apiLogin(request, admin);
  const { body } = await apiCall<{ items: { id: string; companyName: string }[] }>(
    request,
    token,
    'GET',
    `/api/customers?search=${word}`,
  );
  const made = body.items.find((item) => item.companyName === `Café Noë ${word}`)!;
  const detail = await apiCall<{ record: Record<string, unknown>; financial: Record<string, unknown> }>(
    request,
    token,
    'GET',
    `/api/customers/${made.id}`,
  );
  expect(detail.body.record).toMatchObject({ city: 'Zoëtermeer', kvkNumber: newKvk });
  expect(detail.body.financial).toMatchObject({
    iban: 'NL91ABNA0417164300',
    creditLimit: 1234.56,
    directDebitDate: '2027-03-05',
  });

  // Undone as a whole: the list is as before.
  await page.goto(importUrl);
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(page.getByRole('heading', { name: 'Import ongedaan gemaakt' })).toBeVisible();
  await expect(page.getByText('Alles wat deze import schreef is weer weg.')).toBeVisible();
  const after = await customerNames(page, word);
  await expect(after.getByRole('link', { name: `Bestaand ${word}` })).toBeVisible();
  await expect(after.getByText(`Café Noë ${word}`)).toHaveCount(0);
  const still = await apiCall(request, token, 'GET', `/api/customers/${existing.id}`);
  expect(still.body).toMatchObject({ record: { version: existing.version } });
});

test('contact people are imported from the customers list, each under the customer its company column names', async ({
  page,
  request,
}) => {
  const { word } = uniqueCompany('Contact');
  const customer = await createRelationViaApi(request, 'customers', { companyName: `Klant ${word}` });
  const csv = Buffer.from(
    [
      'Voornaam;Achternaam;E-mailadres;Primair contact;Klant',
      `Anna;Jansen;anna@${word}.nl;Nee;Klant ${word}`,
      `Bram;de Boer;bram@${word}.nl;Ja;Klant ${word}`,
      `Cor;Onbekend;cor@${word}.nl;;Niemand ${word}`,
      '',
    ].join('\r\n'),
    'utf8',
  );

  await uploadFromCustomers(page, 'Contactpersonen importeren', 'Contactpersonen van klanten importeren', {
    name: `contacten ${word}.csv`,
    buffer: csv,
  });

  // "Klant" is the company's name column; the rest are the contact catalogue's labels.
  await expect(page.getByLabel('Klant', { exact: true })).toHaveValue('companyName');
  await expect(page.getByLabel('Primair contact', { exact: true })).toHaveValue('primary');
  await page.getByRole('button', { name: 'Controleren' }).click();

  // The preview names the customer each row was matched to, and the one it could not find.
  await expect(page.getByRole('heading', { name: 'Voorbeeld' })).toBeVisible();
  await expect(page.getByTestId('import-row-2')).toContainText(`Klant ${word}`);
  await expect(page.getByTestId('import-row-3')).toContainText(`Klant ${word}`);
  await expect(page.getByTestId('import-row-4')).toContainText(`Bedrijf niet gevonden: Niemand ${word}.`);
  await expectNoViolations(page, 'import: contact people preview');
  await page.getByRole('button', { name: 'Importeren' }).click();

  await expect(page.getByRole('heading', { name: 'Import klaar' })).toBeVisible();
  await expect(page.getByText('2 rijen toegevoegd')).toBeVisible();
  await expect(page.getByText('1 rij geweigerd')).toBeVisible();

  // On the customer's page, under Contactpersonen: both, Bram the primary one as his row said.
  await page.goto(`/customers/${customer.id}?tab=contactpersonen`);
  const contacts = page.getByRole('list', { name: 'Contactpersonen' });
  await expect(contacts.getByRole('link', { name: 'Anna Jansen' })).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'Bram de Boer' })).toBeVisible();
  await expect(contacts.getByText('Primair contact')).toHaveCount(1);
  await expect(contacts.locator('li', { hasText: 'Bram de Boer' })).toContainText('Primair contact');
});
