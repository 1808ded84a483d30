import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  linkIn,
  uniqueCompany,
  uniqueEmail,
  waitForMail,
} from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

/** A supplier of its own with one contact person who has an e-mail address. */
async function arrangeSupplier(request: APIRequestContext) {
  const token = await apiLogin(request, admin);
  const supplier = await createRelationViaApi(request, 'suppliers', {
    companyName: uniqueCompany('Leverancier').name,
  });
  const email = uniqueEmail('leverancier');
  const lastName = uniqueCompany('Visser').word;
  const contact = await apiCall(request, token, 'POST', '/api/contacts', {
    parentKind: 'supplier',
    parentId: supplier.id,
    firstName: 'Eva',
    lastName,
    email,
  });
  expect(contact.status).toBe(201);
  return { supplier, email, contactName: `Eva ${lastName}` };
}

test('a template is made and edited, a request is sent from the Verzoeken tab, mailed and withdrawn', async ({
  page,
  request,
}) => {
  const arranged = await arrangeSupplier(request);
  const templateName = uniqueCompany('Jaarcontrole').name;

  // The template: IBAN (critical by default) and a KvK-uittreksel with Geldig tot.
  await page.goto('/supplier-information-requests/settings/create');
  await expect(page.getByRole('heading', { name: 'Sjabloon toevoegen' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(templateName);
  await page.getByRole('checkbox', { name: 'IBAN vragen' }).check();
  await expect(page.getByRole('checkbox', { name: 'IBAN kritiek' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'IBAN verplicht' }).check();
  await page.getByRole('checkbox', { name: 'KvK-uittreksel vragen' }).check();
  await page.getByRole('checkbox', { name: 'KvK-uittreksel met Geldig tot' }).check();
  await expect(page.getByLabel('Geldigheid van de link (dagen)')).toHaveValue('14');
  await expect(page.getByLabel('Herinneringsinterval (dagen)')).toHaveValue('3');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/supplier-information-requests\/settings$/);
  const row = page.getByRole('row').filter({ hasText: templateName });
  await expect(row).toContainText('14 dagen');

  // Edited: a longer link, and a Dutch message for an interval that is too long.
  await row.getByRole('link', { name: `Bewerken ${templateName}` }).click();
  await expect(page).toHaveURL(/\/settings\/edit\//);
  const templateId = page.url().split('/').at(-1) ?? '';
  await page.getByLabel('Herinneringsinterval (dagen)').fill('30');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByText('Het herinneringsinterval moet korter zijn dan de geldigheid van de link.'),
  ).toBeVisible();
  await page.getByLabel('Herinneringsinterval (dagen)').fill('4');
  await page.getByLabel('Geldigheid van de link (dagen)').fill('21');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/supplier-information-requests\/settings$/);
  await expect(page.getByRole('row').filter({ hasText: templateName })).toContainText('21 dagen');

  // The request, from the supplier's Verzoeken tab.
  await page.goto(`/suppliers/${arranged.supplier.id}?tab=verzoeken`);
  await expect(page.getByRole('tab', { name: 'Verzoeken' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Geen resultaten')).toBeVisible();
  await page.getByRole('button', { name: 'Nieuw verzoek' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw verzoek' });
  await dialog.getByLabel('Sjabloon').selectOption(templateId);
  await expect(dialog.getByLabel('Contactpersoon')).toContainText(arranged.contactName);
  await dialog.getByRole('button', { name: 'Verzoek aanmaken' }).click();
  await expect(dialog).toBeHidden();
  const request_ = page.getByRole('row').filter({ hasText: templateName });
  await expect(request_).toContainText('Concept');

  await request_.getByRole('button', { name: 'Versturen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Verzoek versturen?' });
  await expect(confirm).toContainText(arranged.email);
  await confirm.getByRole('button', { name: 'Versturen' }).click();
  await expect(request_).toContainText('Verstuurd');

  const mail = await waitForMail(arranged.email, { subject: arranged.supplier.companyName });
  expect(mail.text).toContain(`Beste ${arranged.contactName},`);
  expect(mail.text).toContain('IBAN');
  expect(linkIn(mail)).toMatch(/\/supplier-information-requests\/[^/]+$/);

  // Withdrawn: the link stops working; the request's page says so, with its history.
  await request_.getByRole('button', { name: 'Intrekken' }).click();
  await page
    .getByRole('dialog', { name: 'Verzoek intrekken?' })
    .getByRole('button', { name: 'Intrekken' })
    .click();
  await expect(request_).toContainText('Ingetrokken');
  await request_.getByRole('link').first().click();
  await expect(
    page.getByRole('heading', { name: `Verzoek aan ${arranged.supplier.companyName}` }),
  ).toBeVisible();
  await expect(page.getByText('Werkt nu')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Geschiedenis' })).toContainText('Ingetrokken');
  await expect(page.getByRole('list', { name: 'Geschiedenis' })).toContainText('Verstuurd');
});
