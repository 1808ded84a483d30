import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  keyboardDragReady,
  linkIn,
  pathOf,
  uniqueCompany,
  uniqueEmail,
  waitForMail,
} from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

type Arranged = { contractId: string; number: string; contact: { name: string; email: string } };

/**
 * A contract between a new customer and supplier, owned by the Beheerder, and a contact person of
 * the customer with an e-mail address (and one without, who cannot be chosen).
 */
async function arrangeContract(request: APIRequestContext): Promise<Arranged> {
  const token = await apiLogin(request, admin);
  const [customer, supplier] = await Promise.all([
    createRelationViaApi(request, 'customers', { companyName: uniqueCompany('Klant').name }),
    createRelationViaApi(request, 'suppliers', { companyName: uniqueCompany('Leverancier').name }),
  ]);
  const email = uniqueEmail('beoordelaar');
  const lastName = uniqueCompany('Jansen').word;
  const contacts = await Promise.all([
    apiCall(request, token, 'POST', '/api/contacts', {
      parentKind: 'customer',
      parentId: customer.id,
      firstName: 'Jan',
      lastName,
      email,
    }),
    apiCall(request, token, 'POST', '/api/contacts', {
      parentKind: 'supplier',
      parentId: supplier.id,
      firstName: 'Zonder',
      lastName: 'Adres',
    }),
  ]);
  expect(contacts.map((created) => created.status)).toEqual([201, 201]);
  const owner = await apiCall<{ id: string }>(request, token, 'GET', '/api/user');
  const contract = await apiCall<{ record: { id: string; number: string } }>(
    request,
    token,
    'POST',
    '/api/contracts',
    {
      title: uniqueCompany('Schoonmaak').name,
      customerId: customer.id,
      supplierId: supplier.id,
      startDate: '2025-01-01',
      firstTermMonths: 36,
      renewal: 'stilzwijgend',
      renewalTermMonths: 12,
      noticePeriod: 3,
      status: 'actief',
      ownerId: owner.body.id,
    },
  );
  expect(contract.status).toBe(201);
  return {
    contractId: contract.body.record.id,
    number: contract.body.record.number,
    contact: { name: `Jan ${lastName}`, email },
  };
}

/** The outsider: a browser context of their own, without anyone's session, on a phone's screen. */
async function outsiderPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  return context.newPage();
}

/** The conditions' titles in the order the list shows them. */
function listTitles(page: Page): Locator {
  return page.getByRole('list', { name: 'Voorwaarden' }).getByRole('listitem').getByRole('link');
}

async function addCondition(page: Page, title: string, text: string) {
  await page.getByRole('link', { name: 'Voorwaarde toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voorwaarde toevoegen' })).toBeVisible();
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Tekst').fill(text);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Voorwaarden' }).getByRole('link', { name: title }),
  ).toBeVisible();
}

/**
 * Reloads the page and waits until the conditions' list is back: a reload starts the whole app
 * again (identity, contract, conditions), which takes longer than one assertion on a busy machine.
 */
async function reloadConditions(page: Page) {
  await page.reload();
  await expect(page.getByRole('list', { name: 'Voorwaarden' })).toBeVisible({ timeout: 30_000 });
}

/** The value of one fact of an evidence item (FactList: a `dt` and its `dd`). */
function fact(item: Locator, label: string): Locator {
  return item
    .locator('div')
    .filter({ has: item.page().locator('dt', { hasText: label }) })
    .locator('dd');
}

test('staff send three reordered conditions; the outsider accepts two and rejects one; the evidence holds; an edit makes a new Concept version the old link cannot decide on', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two browsers over eight screens, each with its own reads and writes: long on a busy machine.
  test.setTimeout(240_000);
  const { contractId, contact } = await arrangeContract(request);

  // Three conditions through the form; an empty one is refused with the schema's messages.
  await page.goto(`/contracts/${contractId}?tab=voorwaarden`);
  const tab = page.getByRole('tabpanel', { name: 'Voorwaarden' });
  // The first page of the app in this test loads all of it: longer on a busy machine.
  await expect(tab.getByText('Nog geen voorwaarden.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Voorwaarde toevoegen' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een titel in.')).toBeVisible();
  await expect(page.getByText('Vul de tekst van de voorwaarde in.')).toBeVisible();
  await page.getByRole('link', { name: 'Annuleren' }).click();
  await addCondition(page, 'Betaling', 'Betaling binnen 30 dagen na factuurdatum.');
  await addCondition(page, 'Levering', 'Levering franco huis.');
  await addCondition(page, 'Aansprakelijkheid', 'Aansprakelijkheid is beperkt tot het factuurbedrag.');
  await expect(listTitles(page)).toHaveText(['Betaling', 'Levering', 'Aansprakelijkheid']);
  await expect(tab.getByText('versie 1', { exact: true })).toHaveCount(3);

  // Reordered by keyboard on a grip (dnd-kit): each drop is one write, kept after a reload.
  await page.getByRole('button', { name: 'Verplaats Aansprakelijkheid' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Aansprakelijkheid staat op positie 3 van 3.')).toBeAttached();
  await keyboardDragReady(page);
  // The next key waits for the move to be announced, as a screen reader user would.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Aansprakelijkheid verplaatst naar positie 2 van 3.')).toBeAttached();
  const keyboardMove = page.waitForResponse(
    (r) => r.url().endsWith('/position') && r.request().method() === 'PUT',
  );
  await page.keyboard.press('Space');
  expect((await keyboardMove).status()).toBe(200);
  await expect(listTitles(page)).toHaveText(['Betaling', 'Aansprakelijkheid', 'Levering']);
  // And by mouse: Betaling's grip dragged below Aansprakelijkheid, in steps as a hand moves.
  const grip = await page.getByRole('button', { name: 'Verplaats Betaling' }).boundingBox();
  const below = await page.getByRole('button', { name: 'Verplaats Aansprakelijkheid' }).boundingBox();
  if (!grip || !below) throw new Error('No grips');
  const mouseMove = page.waitForResponse(
    (r) => r.url().endsWith('/position') && r.request().method() === 'PUT',
  );
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(below.x + below.width / 2, below.y + below.height / 2 + 6, { steps: 12 });
  await page.mouse.move(below.x + below.width / 2, below.y + below.height / 2 + 10, { steps: 3 });
  await page.mouse.up();
  expect((await mouseMove).status()).toBe(200);
  await expect(listTitles(page)).toHaveText(['Aansprakelijkheid', 'Betaling', 'Levering']);
  await reloadConditions(page);
  await expect(listTitles(page)).toHaveText(['Aansprakelijkheid', 'Betaling', 'Levering']);

  // Sent to the contact person with an e-mail address; the one without cannot be chosen.
  await page.getByRole('button', { name: 'Ter beoordeling versturen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ter beoordeling versturen' });
  for (const title of ['Aansprakelijkheid', 'Betaling', 'Levering']) {
    await expect(dialog.getByRole('checkbox', { name: title })).toBeChecked();
  }
  await expect(dialog.getByRole('radio', { name: /Zonder Adres/ })).toBeDisabled();
  await expect(dialog.getByLabel('Geldig (dagen)')).toHaveValue('14');
  await expectNoViolations(page, 'the send dialog');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(dialog.getByText('Kies een contactpersoon.')).toBeVisible();
  const sentAt = new Date();
  await dialog.getByRole('radio', { name: new RegExp(contact.name) }).check();
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('De voorwaarden zijn ter beoordeling verstuurd.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tab.getByText('Ter beoordeling', { exact: true })).toHaveCount(3);
  const reviews = page.getByRole('list', { name: 'Verstuurde beoordelingen' });
  await expect(reviews).toContainText('Open');
  await expect(reviews).toContainText(contact.name);
  await expect(reviews).toContainText('0 van 3 beslist');

  // The outsider, in a browser without a session, opens the link from the mail.
  const mail = await waitForMail(contact.email, { subject: 'ter beoordeling', since: sentAt });
  const link = pathOf(linkIn(mail));
  expect(link).toMatch(/^\/contract-conditions\/[^/]+\/[0-9A-Za-z]+$/);
  const outsider = await outsiderPage(browser, baseURL);
  await outsider.goto(link);
  // A fresh context loads the whole app before the page asks for the link: longer on a busy machine.
  await expect(outsider.getByRole('heading', { name: 'Voorwaarden beoordelen' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(outsider.getByText('Voorwaarde 1 van 3')).toBeVisible();
  await expect(outsider.getByRole('heading', { level: 2, name: 'Aansprakelijkheid' })).toBeVisible();
  await expectNoViolations(outsider, 'the outsider’s page on a phone');
  // Nothing of the page runs off a phone's screen.
  expect(await outsider.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await outsider.getByRole('button', { name: 'Accepteren' }).click();
  await expect(outsider.getByText('Vul je naam in.')).toBeVisible();
  await outsider.getByLabel('Je naam').fill('Jan Beoordelaar');
  await outsider.getByRole('button', { name: 'Accepteren' }).click();
  // The decision is stored and the next open condition comes up: on a phone the page moves on.
  await expect(outsider.getByText('Je beslissing over “Aansprakelijkheid” is vastgelegd.')).toBeVisible();
  await expect(outsider.getByRole('heading', { level: 2, name: 'Betaling' })).toBeVisible();
  await expect(outsider).not.toHaveURL(link);

  // Previous and next change only the URL; the name stays for the next decisions.
  await outsider.getByRole('button', { name: '← Vorige' }).click();
  await expect(outsider.getByText(/Geaccepteerd door Jan Beoordelaar/)).toBeVisible();
  await outsider.getByRole('button', { name: 'Volgende →' }).click();
  await outsider.getByRole('button', { name: 'Accepteren' }).click();
  await expect(outsider.getByRole('heading', { level: 2, name: 'Levering' })).toBeVisible();
  await outsider.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(outsider.getByText('Licht toe waarom je deze voorwaarde afwijst.')).toBeVisible();
  await outsider.getByLabel('Toelichting').fill('Wij halen zelf op.');
  await outsider.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(outsider.getByText(/Je hebt over alle voorwaarden beslist/)).toBeVisible();
  await expect(outsider.getByLabel('Je naam')).toHaveCount(0);

  // The finished link shows every decision, read-only, and the receipt to download; also later.
  const ownDecisions = outsider.getByRole('region', { name: 'Je beslissingen' });
  await expect(ownDecisions.getByText(/Geaccepteerd door Jan Beoordelaar/)).toHaveCount(2);
  await expect(ownDecisions.getByText(/Afgewezen door Jan Beoordelaar/)).toHaveCount(1);
  const receipt = outsider.waitForEvent('download');
  await outsider.getByRole('link', { name: 'Ontvangstbevestiging downloaden' }).click();
  expect((await receipt).suggestedFilename()).toMatch(/^ontvangstbevestiging-C\d+\.txt$/);
  await outsider.reload();
  await expect(outsider.getByRole('region', { name: 'Je beslissingen' })).toBeVisible({ timeout: 30_000 });
  await expect(outsider.getByRole('button', { name: 'Accepteren' })).toHaveCount(0);

  // Staff see the statuses and the finished review.
  await reloadConditions(page);
  await expect(tab.getByText('Geaccepteerd', { exact: true })).toHaveCount(2);
  await expect(tab.getByText('Afgewezen', { exact: true })).toHaveCount(1);
  await expect(reviews).toContainText('Afgerond');
  await expect(reviews).toContainText('3 van 3 beslist');
  await expect(reviews.getByRole('button', { name: 'Intrekken' })).toHaveCount(0);

  // The evidence: every decision with address and hash, and the chain recomputed intact.
  await page.getByRole('tab', { name: 'Bewijs' }).click();
  const evidence = page.getByRole('tabpanel', { name: 'Bewijs' });
  await expect(evidence.getByTestId('evidence-check')).toContainText('bewijs intact');
  const items = evidence.getByTestId('evidence-item');
  await expect(items).toHaveCount(3);
  const rejected = items.filter({ hasText: 'Levering' });
  await expect(fact(rejected, 'Beslissing')).toHaveText('Afgewezen');
  await expect(fact(rejected, 'Toelichting')).toHaveText('Wij halen zelf op.');
  await expect(fact(rejected, 'Naam')).toHaveText('Jan Beoordelaar');
  await expect(fact(rejected, 'E-mailadres')).toHaveText(contact.email);
  await expect(fact(rejected, 'IP-adres')).toHaveText(/^((::ffff:)?127\.0\.0\.1|::1)$/);
  await expect(fact(rejected, 'Teksthash (SHA-256)')).toHaveText(/^[0-9a-f]{64}$/);
  const download = page.waitForEvent('download');
  await evidence.getByRole('button', { name: 'Downloaden' }).click();
  expect((await download).suggestedFilename()).toMatch(/^bewijs-C\d+\.html$/);

  // Editing an accepted condition warns first, then makes a new Concept version with a diff.
  await page.getByRole('tab', { name: 'Voorwaarden' }).click();
  await tab.getByRole('link', { name: 'Betaling' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling' })).toBeVisible();
  await page.getByRole('link', { name: 'Bewerken' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'maakt een nieuwe versie' })).toBeVisible();
  await page.getByLabel('Tekst').fill('Betaling binnen 14 dagen na factuurdatum.');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Nieuwe versie aangemaakt; die moet opnieuw worden beoordeeld.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling' })).toBeVisible();
  await expect(page.getByText('versie 2', { exact: true })).toBeVisible();
  await expect(page.getByText('Concept', { exact: true })).toBeVisible();
  const versions = page.getByRole('list', { name: 'Versies' });
  await expect(versions.getByRole('article')).toHaveCount(2);
  const diff = versions.getByRole('article', { name: 'Versie 2' }).getByTestId('text-diff');
  await expect(diff.locator('del')).toHaveText('30');
  await expect(diff.locator('ins')).toHaveText('14');
  await expectNoViolations(page, 'a condition with two versions and its evidence');
  // The earlier version's evidence stays readable.
  await expect(page.getByRole('list', { name: 'Beslissingen over deze voorwaarde' })).toContainText(
    'Jan Beoordelaar',
  );

  // The old link decides nothing any more: it shows what was decided on the version it sent.
  await outsider.goto(link);
  await expect(outsider.getByRole('region', { name: 'Je beslissingen' })).toBeVisible();
  await expect(outsider.getByRole('button', { name: 'Accepteren' })).toHaveCount(0);
  await outsider.context().close();

  // The contract's history tells all of it in Dutch, each entry naming its condition (issue 24).
  await page.goto(`/contracts/${contractId}?tab=geschiedenis`);
  const history = page.getByRole('tabpanel', { name: 'Geschiedenis' });
  const decided = history.getByRole('listitem').filter({ hasText: 'Voorwaarde: Levering' });
  await expect(decided.filter({ hasText: 'Beoordeeld door de wederpartij' })).toContainText(
    /Ter beoordeling\s*Afgewezen/,
  );
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: 'Voorwaarde: Betaling' })
      .filter({ hasText: 'Beoordeeld door de wederpartij' }),
  ).toContainText(/Ter beoordeling\s*Geaccepteerd/);
  await expect(history).toContainText('Voorwaarden ter beoordeling verstuurd');
  await expect(history).toContainText(`Ter beoordeling aan ${contact.name}`);
  await expect(history).toContainText('Nieuwe versie van de voorwaarde');
  for (const raw of [
    'review-decision',
    'send-review',
    'new-version',
    'ter_beoordeling',
    'geaccepteerd',
    'afgewezen',
  ]) {
    await expect(history).not.toContainText(raw);
  }
});

test('a condition changed after sending cannot be decided through the link; a revoked link shows its own page', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { contractId, contact } = await arrangeContract(request);
  const token = await apiLogin(request, admin);
  // One after the other: each new condition goes last, so this is their order.
  const created: string[] = [];
  for (const title of ['Geheimhouding', 'Opzegging']) {
    const answer = await apiCall<{ record: { id: string } }>(
      request,
      token,
      'POST',
      `/api/contracts/${contractId}/conditions`,
      { title, text: `${title}: de eerste tekst.` },
    );
    expect(answer.status).toBe(201);
    created.push(answer.body.record.id);
  }
  const contract = await apiCall<{ record: { customerId: string } }>(
    request,
    token,
    'GET',
    `/api/contracts/${contractId}`,
  );
  const customer = await apiCall<{ contacts: { id: string; email?: string }[] }>(
    request,
    token,
    'GET',
    `/api/customers/${contract.body.record.customerId}`,
  );
  const contactId = customer.body.contacts.find((candidate) => candidate.email === contact.email)?.id;
  const sentAt = new Date();
  const sent = await apiCall(request, token, 'POST', `/api/contracts/${contractId}/reviews`, {
    conditionIds: created,
    contactId,
    days: 14,
  });
  expect(sent.status).toBe(201);
  const link = pathOf(
    linkIn(await waitForMail(contact.email, { subject: 'ter beoordeling', since: sentAt })),
  );

  // Staff change the first condition after sending: a new Concept version.
  const first = await apiCall<{ record: { version: number; textHash: string } }>(
    request,
    token,
    'GET',
    `/api/contracts/${contractId}/conditions/${created[0]}`,
  );
  const sentHash = first.body.record.textHash;
  const edited = await apiCall(
    request,
    token,
    'PUT',
    `/api/contracts/${contractId}/conditions/${created[0]}`,
    {
      title: 'Geheimhouding',
      text: 'Geheimhouding: een nieuwe tekst.',
      version: first.body.record.version,
    },
  );
  expect(edited.status).toBe(200);

  // The outsider's page says a new version comes, without buttons; the old text cannot be decided.
  const outsider = await outsiderPage(browser, baseURL);
  await outsider.goto(link);
  // A fresh context loads the whole app before the page asks for the link: longer on a busy machine.
  await expect(outsider.getByRole('heading', { level: 2, name: 'Geheimhouding' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    outsider.getByText('Er komt een nieuwe versie van deze voorwaarde naar je toe.'),
  ).toBeVisible();
  await expect(outsider.getByRole('button', { name: 'Accepteren' })).toHaveCount(0);
  const linkToken = decodeURIComponent(link.split('/')[2] ?? '');
  const refused = await request.post('/api/contract-conditions/decide', {
    headers: { Accept: 'application/json' },
    data: {
      token: linkToken,
      conditionId: created[0],
      textHash: sentHash,
      decision: 'accepted',
      comment: '',
      name: 'Jan',
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain(
    'gewijzigd nadat de link werd verstuurd',
  );
  // The other condition still can be decided.
  await outsider.getByRole('button', { name: 'Volgende →' }).click();
  await expect(outsider).toHaveURL(new RegExp(`/${created[1]}$`));
  await expect(outsider.getByRole('button', { name: 'Accepteren' })).toBeVisible();

  // The owner revokes the link after the confirmation; the page then says so.
  await page.goto(`/contracts/${contractId}/conditions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Voorwaarden' })).toBeVisible({
    timeout: 30_000,
  });
  const reviews = page.getByRole('list', { name: 'Verstuurde beoordelingen' });
  await reviews.getByRole('button', { name: 'Intrekken' }).click();
  await page
    .getByRole('dialog', { name: 'Link intrekken?' })
    .getByRole('button', { name: 'Intrekken' })
    .click();
  await expect(page.getByText('De link is ingetrokken.')).toBeVisible();
  await expect(reviews).toContainText('Ingetrokken');
  await outsider.goto(link);
  await expect(outsider.getByText('Deze link is ingetrokken.')).toBeVisible();
  await outsider.getByRole('button', { name: 'Nieuwe link aanvragen' }).click();
  await expect(
    outsider.getByText('De eigenaar van het contract is gevraagd je een nieuwe link te sturen.'),
  ).toBeVisible();
  await outsider.context().close();
});

test('with more than 50 Concept conditions the send dialog chooses the first 50 and says so', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { contractId } = await arrangeContract(request);
  const token = await apiLogin(request, admin);
  // One after the other: each new condition goes last, so `Voorwaarde 01` … `51` is their order.
  const titles = Array.from({ length: 51 }, (_, index) => `Voorwaarde ${String(index + 1).padStart(2, '0')}`);
  for (const title of titles) {
    const answer = await apiCall(request, token, 'POST', `/api/contracts/${contractId}/conditions`, {
      title,
      text: `${title}: de tekst.`,
    });
    expect(answer.status).toBe(201);
  }
  await page.goto(`/contracts/${contractId}/conditions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Voorwaarden' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Ter beoordeling versturen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ter beoordeling versturen' });
  await expect(dialog.getByText('Er gaan hoogstens 50 voorwaarden per keer mee')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Voorwaarde 01' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Voorwaarde 50' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Voorwaarde 51' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(50);
  // Ticking the 51st as well is refused before anything is sent, in the schema's Dutch words.
  await dialog.getByRole('checkbox', { name: 'Voorwaarde 51' }).check();
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(dialog.getByText('Verstuur hoogstens 50 voorwaarden tegelijk.')).toBeVisible();
});
