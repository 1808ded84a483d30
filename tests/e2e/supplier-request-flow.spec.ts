import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  createSignedInUser,
  linkIn,
  pathOf,
  sessionState,
  uniqueCompany,
  uniqueEmail,
  waitForMail,
} from './support.ts';

// The first reviewer is the run's Beheerder; the supplier's page is opened without any session.
test.use({ storageState: adminState });

type Review = { rows: { field: string; proposed: unknown; conflict: boolean; state: string }[] };

/** A supplier with a phone, an IBAN and a primary contact person, and a request sent to them. */
async function arrangeSentRequest(request: APIRequestContext) {
  const token = await apiLogin(request, admin);
  const supplier = await createRelationViaApi(request, 'suppliers', {
    companyName: uniqueCompany('Leverancier').name,
    phone: '020 123 4567',
  });
  const financial = await apiCall(request, token, 'PUT', `/api/suppliers/${supplier.id}/financial`, {
    version: 0,
    iban: 'NL91ABNA0417164300',
  });
  expect(financial.status).toBe(200);
  const email = uniqueEmail('leverancier');
  const contact = await apiCall<{ record: { id: string } }>(request, token, 'POST', '/api/contacts', {
    parentKind: 'supplier',
    parentId: supplier.id,
    firstName: 'Eva',
    lastName: uniqueCompany('Visser').word,
    email,
    mobile: '06 12345678',
    primary: true,
  });
  expect(contact.status).toBe(201);
  const template = await apiCall<{ record: { id: string } }>(
    request,
    token,
    'POST',
    '/api/supplier-requests/templates',
    {
      name: uniqueCompany('Jaarcontrole').name,
      fields: [
        { key: 'organisation.phone', required: false, critical: false },
        { key: 'financial.iban', required: true, critical: true },
      ],
      documents: [{ category: 'kvk-uittreksel', required: true, validUntil: true }],
    },
  );
  expect(template.status).toBe(201);
  const made = await apiCall<{ record: { id: string; version: number } }>(
    request,
    token,
    'POST',
    '/api/supplier-requests',
    { supplierId: supplier.id, templateId: template.body.record.id, contactId: contact.body.record.id },
  );
  expect(made.status).toBe(201);
  const sent = await apiCall(request, token, 'POST', `/api/supplier-requests/${made.body.record.id}/send`, {
    version: made.body.record.version,
  });
  expect(sent.status).toBe(200);
  const link = pathOf(linkIn(await waitForMail(email)));
  return { token, supplier, requestId: made.body.record.id, link };
}

test('a supplier answers through the link, staff review with a conflict and two approvers for the IBAN', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { token, supplier, requestId, link } = await arrangeSentRequest(request);

  // The supplier, without a session: Telefoon and IBAN changed, the draft saved as they type.
  const first = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const phone = await first.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: `Gegevens van ${supplier.companyName}` })).toBeVisible();
  await expect(phone.getByLabel('Telefoon')).toHaveValue('020 123 4567');
  // Built for a phone: nothing scrolls sideways, the controls are 44 px high.
  expect(Number(await phone.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(375);
  expect((await phone.getByLabel('Telefoon').boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await phone.getByLabel('Telefoon').fill('020 765 4321');
  await phone.getByLabel(/^IBAN/).fill('NL02ABNA0123456789');
  await expect(phone.getByText('Opgeslagen')).toBeVisible();

  // A KvK-uittreksel with Geldig tot.
  await phone.getByLabel('Bestand').setInputFiles({
    name: 'kvk-uittreksel.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% KvK-uittreksel\n%%EOF\n'),
  });
  await phone.getByLabel('Geldig tot').fill('31-12-2030');
  await phone.getByRole('button', { name: 'Uploaden' }).click();
  await expect(phone.getByText('kvk-uittreksel.pdf · geldig tot 31-12-2030')).toBeVisible();
  await first.close();

  // Meanwhile a colleague changes Telefoon on the supplier.
  const current = await apiCall<{ record: { companyName: string; status: string; version: number } }>(
    request,
    token,
    'GET',
    `/api/suppliers/${supplier.id}`,
  );
  const changed = await apiCall(request, token, 'PUT', `/api/suppliers/${supplier.id}`, {
    companyName: current.body.record.companyName,
    status: current.body.record.status,
    phone: '030 555 0000',
    version: current.body.record.version,
  });
  expect(changed.status).toBe(200);

  // Reopened on another device: the draft is there; submitted.
  const second = await browser.newContext({ baseURL });
  const again = await second.newPage();
  await again.goto(link);
  await expect(again.getByLabel('Telefoon')).toHaveValue('020 765 4321');
  await expect(again.getByLabel(/^IBAN/)).toHaveValue('NL02ABNA0123456789');
  await again.getByRole('button', { name: 'Indienen' }).click();
  await expect(again.getByRole('heading', { name: 'Bedankt!' })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Indienen' })).toHaveCount(0);
  await second.close();

  // The first reviewer: the conflict shown; Telefoon approved, the IBAN's first approval waits.
  await page.goto(`/suppliers/${supplier.id}/requests/${requestId}`);
  const proposed = page.getByRole('region', { name: 'Voorgestelde wijzigingen' });
  const telefoon = proposed
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Telefoon/ }) });
  await expect(telefoon).toContainText('Conflict: gewijzigd door collega');
  await telefoon.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(telefoon).toContainText('Goedgekeurd');
  const iban = proposed.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^IBAN/ }) });
  await iban.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(iban).toContainText('Wacht op tweede goedkeuring');
  await expect(iban.getByRole('button', { name: 'Tweede goedkeuring' })).toHaveCount(0);
  const waiting = await apiCall<Review>(request, token, 'GET', `/api/staged/supplier-requests/${requestId}`);
  const own = await apiCall(request, token, 'POST', `/api/staged/supplier-requests/${requestId}/decisions`, {
    version: (waiting.body as unknown as { version: string }).version,
    field: 'financial.iban',
    decision: 'approve',
    phone: '06 12345678',
    confirmedBy: 'Eva',
  });
  expect(own.status).toBe(403);

  // A second reviewer approves the IBAN with the phone call.
  const colleague = await createSignedInUser(request, 'tweede-beoordelaar', 'beheerder');
  const reviewer = await browser.newContext({
    baseURL,
    storageState: sessionState(baseURL ?? '', colleague.token),
  });
  const other = await reviewer.newPage();
  await other.goto(`/suppliers/${supplier.id}/requests/${requestId}`);
  const ibanRow = other
    .getByRole('region', { name: 'Voorgestelde wijzigingen' })
    .getByRole('row')
    .filter({ has: other.getByRole('rowheader', { name: /^IBAN/ }) });
  await ibanRow.getByRole('button', { name: 'Tweede goedkeuring' }).click();
  const dialog = other.getByRole('dialog');
  await dialog.getByLabel('Gebeld nummer').selectOption('06 12345678');
  await dialog.getByLabel('Telefonisch bevestigd door').fill('Eva');
  await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(ibanRow).toContainText('Goedgekeurd');
  await expect(other.getByText('Goedgekeurd').first()).toBeVisible();
  await reviewer.close();

  // The supplier record holds exactly the approved values; the request is Goedgekeurd.
  const review = await apiCall<Review>(request, token, 'GET', `/api/staged/supplier-requests/${requestId}`);
  const approvedPhone = review.body.rows.find((row) => row.field === 'organisation.phone')?.proposed;
  const after = await apiCall<{ record: { phone: string }; financial: { iban: string } }>(
    request,
    token,
    'GET',
    `/api/suppliers/${supplier.id}`,
  );
  expect(after.body.record.phone).toBe(approvedPhone);
  expect(after.body.financial.iban).toBe('NL02ABNA0123456789');
  const final = await apiCall<{ record: { status: string } }>(
    request,
    token,
    'GET',
    `/api/supplier-requests/${requestId}`,
  );
  expect(final.body.record.status).toBe('goedgekeurd');
});
