import { expect, test } from '@playwright/test';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  linkIn,
  pathOf,
  uniqueCompany,
  uniqueEmail,
  waitForMail,
} from './support.ts';

// Staff is the run's Beheerder; the contact person fills in the form without any session.
test.use({ storageState: adminState });

test('a lead’s onboarding: sent to its contact, filled in by them, approved and converted to a customer', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A whole journey through three browser contexts on a busy 2-core machine.
  test.setTimeout(90_000);
  // Arranged through the API: a lead with a phone and a contact person with an e-mail address.
  const token = await apiLogin(request, admin);
  const lead = await createRelationViaApi(request, 'leads', {
    companyName: uniqueCompany('Onboarding').name,
    source: 'website',
    phone: '020 123 4567',
  });
  const email = uniqueEmail('onboarding');
  const contact = await apiCall<{ record: { id: string } }>(request, token, 'POST', '/api/contacts', {
    parentKind: 'lead',
    parentId: lead.id,
    firstName: 'Olga',
    lastName: uniqueCompany('Jansen').word,
    email,
  });
  expect(contact.status).toBe(201);

  // Staff send the link from the lead's page, to that contact person.
  await page.goto(`/leads/${lead.id}`);
  await page.getByRole('button', { name: 'Onboardinglink versturen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Contactpersoon')).toContainText(email);
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByRole('heading', { name: `Onboarding van ${lead.companyName}` })).toBeVisible();
  await expect(page.getByText('Verstuurd', { exact: true }).first()).toBeVisible();
  const onboardingPath = new URL(page.url()).pathname;

  // The mail, read from the outbox; the form opened on a phone without a session.
  const mail = await waitForMail(email, { subject: lead.companyName });
  const link = pathOf(linkIn(mail));
  expect(link).toMatch(/^\/onboarding\/[^/]+\/lead$/);
  const outsider = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const phone = await outsider.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: `Gegevens van ${lead.companyName}` })).toBeVisible();
  await expect(phone.getByLabel('Telefoon', { exact: true })).toHaveValue('020 123 4567');
  await expect(phone.getByLabel('Voornaam (contactpersoon)')).toHaveValue('Olga');
  expect(Number(await phone.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(375);
  // The API's own rule, live: a postcode that is not Dutch is refused before it is saved.
  await phone.getByLabel('Postcode').fill('12345');
  await expect(phone.getByText('Vul een geldige postcode in', { exact: false })).toBeVisible();
  await phone.getByLabel('Postcode').fill('3511 AB');
  await phone.getByLabel('Telefoon', { exact: true }).fill('030 765 4321');
  await phone.getByLabel('Plaats').fill('Utrecht');
  await phone.getByLabel('Functie (contactpersoon)').fill('Directeur');
  await expect(phone.getByText('Opgeslagen')).toBeVisible();
  await phone.getByRole('button', { name: 'Indienen' }).click();
  await expect(phone.getByRole('heading', { name: 'Bedankt!' })).toBeVisible();
  await outsider.close();
  await waitForMail(email, { subject: 'Ontvangen' });

  // Staff review the answer on the staged review screen and approve it all.
  await page.goto(onboardingPath);
  const proposed = page.getByRole('region', { name: 'Voorgestelde wijzigingen' });
  const telefoon = proposed
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Telefoon/ }) });
  await expect(telefoon).toContainText('030 765 4321');
  await page.getByRole('button', { name: 'Alles goedkeuren' }).click();
  await expect(telefoon).toContainText('Goedgekeurd');
  await expect(page.getByText('De onboarding is goedgekeurd.', { exact: false })).toBeVisible();

  // Converted to a customer from the same page: the customer holds the approved values.
  await page.getByRole('button', { name: 'Omzetten naar klant' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Omzetten' }).click();
  await expect(page).toHaveURL(/\/customers\/[0-9A-Z]+$/);
  await expect(page.getByRole('heading', { name: lead.companyName, exact: true })).toBeVisible();
  const customerId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const customer = await apiCall<{
    record: { phone: string; city: string; postcode: string; leadId: string };
  }>(request, token, 'GET', `/api/customers/${customerId}`);
  expect(customer.body.record).toMatchObject({
    phone: '030 765 4321',
    city: 'Utrecht',
    postcode: '3511 AB',
    leadId: lead.id,
  });
});
