import { readFile } from 'node:fs/promises';
import { fileMessages } from '@crm/core/files/schema';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataTransferOf, dropFiles, minimalPdf, windowsProgramBytes } from './files-fixtures.ts';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  createSignedInUser,
  keyboardDragReady,
  startSessionOf,
  uniqueCompany,
} from './support.ts';

test.use({ storageState: adminState });
// Each test goes through the whole stack (API, storage, reloads) several times.
test.describe.configure({ timeout: 60_000 });

const MB = 1024 * 1024;

const dropHint = (page: Page) => page.getByText('Sleep bestanden en afbeeldingen hierheen');
const newFiles = (page: Page) => page.getByRole('list', { name: 'Nieuwe bestanden' });
const documents = (page: Page) => page.getByRole('list', { name: 'Documenten' });
const images = (page: Page) => page.getByRole('list', { name: 'Afbeeldingen' });
const item = (list: Locator, name: string) => list.getByRole('listitem').filter({ hasText: name });

/** The images' names in the order shown. */
async function imageOrder(page: Page): Promise<(string | null)[]> {
  const thumbnails = await images(page).getByRole('listitem').locator('img').all();
  return Promise.all(thumbnails.map((thumbnail) => thumbnail.getAttribute('alt')));
}

/** Storage is the S3 emulator, another origin than the app's. */
const isStorage = (page: Page) => (url: URL) => url.origin !== new URL(page.url()).origin;

async function openFilesTab(page: Page, customerId: string): Promise<void> {
  await page.goto(`/customers/${customerId}`);
  await page.getByRole('tab', { name: 'Bestanden' }).click();
  await expect(page).toHaveURL(`/customers/${customerId}?tab=bestanden`);
}

async function customer(request: Parameters<typeof createRelationViaApi>[0], label: string) {
  return createRelationViaApi(request, 'customers', { companyName: uniqueCompany(label).name });
}

test('files dropped on a customer are uploaded, downloaded, reordered, changed and deleted', async ({
  page,
  request,
}) => {
  // One long story through the whole tab, with three reloads.
  test.setTimeout(90_000);
  const { id } = await customer(request, 'Bestandenklant');
  await openFilesTab(page, id);
  await expect(page.getByText('Nog geen documenten')).toBeVisible();
  await expect(page.getByText('Nog geen afbeeldingen')).toBeVisible();

  // Three files in one drop: each goes to the section its type belongs to.
  const pdf = minimalPdf('Offerte');
  const transfer = await dataTransferOf(page, [
    { name: 'offerte.pdf', type: 'application/pdf', text: pdf },
    { name: 'gevel.png', type: 'image/png', colour: '#f97316' },
    { name: 'hal.jpg', type: 'image/jpeg', colour: '#38bdf8' },
  ]);
  await dropFiles(dropHint(page), transfer);
  await expect(newFiles(page).getByRole('listitem')).toHaveCount(3);
  await expect(item(newFiles(page), 'offerte.pdf')).toContainText('Document');
  await expect(item(newFiles(page), 'gevel.png')).toContainText('Afbeelding');
  await newFiles(page).getByLabel('Categorie van offerte.pdf').selectOption({ label: 'Polis' });

  // Storage holds the uploads until released: meanwhile each file shows its progress.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const storage = isStorage(page);
  await page.route(storage, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Uploaden' }).click();
  for (const name of ['offerte.pdf', 'gevel.png', 'hal.jpg']) {
    await expect(newFiles(page).getByRole('progressbar', { name: `Voortgang van ${name}` })).toBeVisible();
    await expect(item(newFiles(page), name)).toContainText('Bezig met uploaden');
  }
  release();
  for (const name of ['offerte.pdf', 'gevel.png', 'hal.jpg']) {
    await expect(item(newFiles(page), name)).toContainText('Geüpload');
    await expect(newFiles(page).getByRole('progressbar', { name: `Voortgang van ${name}` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  }
  await page.unroute(storage);

  const offerte = item(documents(page), 'offerte.pdf');
  await expect(offerte).toContainText(`${pdf.length} bytes · Polis`);
  await expect(offerte).toContainText(`Geüpload door ${admin.name} op`);
  await expect(images(page).getByRole('listitem')).toHaveCount(2);
  await expect(images(page).getByRole('img', { name: 'gevel.png' })).toBeVisible();

  // The download is the very file that was dropped, under its own name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    offerte.getByRole('button', { name: 'Downloaden offerte.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('offerte.pdf');
  expect((await readFile(await download.path())).equals(Buffer.from(pdf, 'latin1'))).toBe(true);

  // Images upload side by side, so either may have come first: the test moves whichever is second.
  const [first, second] = await imageOrder(page);
  if (!first || !second) throw new Error('Two images expected');
  await expect(item(images(page), first)).toContainText('Omslag');
  await expect(item(images(page), second)).not.toContainText('Omslag');

  // By mouse: the second image's grip dragged onto the first makes it the cover. Each drag is one
  // move, however far the pointer travels (issue 28, 16: one history line per action).
  const moves: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/position')) moves.push(sent.method());
  });
  const moved = page.waitForResponse((response) => response.url().endsWith('/position'));
  const grip = page.getByRole('button', { name: `Verplaats ${second}` });
  const target = (await images(page).getByRole('listitem').first().boundingBox()) ?? undefined;
  const from = await grip.boundingBox();
  if (!target || !from) throw new Error('No boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + 20, target.y + target.height / 2, { steps: 12 });
  await page.mouse.move(target.x + 10, target.y + target.height / 2, { steps: 4 });
  await page.mouse.up();
  expect((await moved).status()).toBe(200);
  await expect.poll(() => imageOrder(page)).toEqual([second, first]);
  await page.reload();
  await expect.poll(() => imageOrder(page)).toEqual([second, first]);
  await expect(item(images(page), second)).toContainText('Omslag');

  // By keyboard: Space picks the image up, arrow left moves it, Space puts it down.
  const movedBack = page.waitForResponse((response) => response.url().endsWith('/position'));
  await page.getByRole('button', { name: `Verplaats ${first}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${first} staat op positie 2 van 2.`)).toBeAttached();
  await keyboardDragReady(page);
  // The next key waits for the move to be announced, as a screen reader user would.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(`${first} verplaatst naar positie 1 van 2.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${first} neergezet op positie 1 van 2.`)).toBeAttached();
  expect((await movedBack).status()).toBe(200);
  await page.reload();
  await expect.poll(() => imageOrder(page)).toEqual([first, second]);
  await expect(item(images(page), first)).toContainText('Omslag');

  // The larger view opens from the thumbnail and closes with Escape.
  await images(page)
    .getByRole('button', { name: `${first} Groter bekijken` })
    .click();
  const preview = page.getByRole('dialog', { name: first });
  await expect(preview.getByRole('img', { name: first })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  // Rename, change category and Geldig tot in the dialog.
  await item(documents(page), 'offerte.pdf').getByRole('button', { name: 'Bewerken offerte.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestand bewerken' });
  await dialog.getByLabel('Naam').fill('offerte-2026.pdf');
  await dialog.getByLabel('Categorie').selectOption({ label: 'Certificaat' });
  await dialog.getByLabel('Geldig tot').fill('31-12-2026');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item succesvol opgeslagen.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const renamed = item(documents(page), 'offerte-2026.pdf');
  await expect(renamed).toContainText('Certificaat · Geldig tot 31-12-2026');

  // Delete the cover: the seed's question, then its toast; the other image becomes the cover.
  await item(images(page), first).getByRole('button', { name: 'Verwijderen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Weet je zeker dat je dit item wilt verwijderen?' });
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item succesvol verwijderd.' })).toBeVisible();
  await expect(images(page).getByRole('listitem')).toHaveCount(1);
  await expect(item(images(page), second)).toContainText('Omslag');

  // The customer's history tells it all, by file name.
  await page.getByRole('tab', { name: 'Geschiedenis' }).click();
  const history = page.getByRole('list', { name: 'Geschiedenis' });
  await expect(history).toContainText('Bestand toegevoegd: offerte.pdf');
  await expect(history).toContainText('Bestand gewijzigd: offerte-2026.pdf');
  await expect(history).toContainText(`Bestand verplaatst: ${second}`);
  expect(moves).toEqual(['PUT', 'PUT']);
  await expect(history.getByText(/^Bestand verplaatst/)).toHaveCount(2);
  await expect(history).toContainText(`Bestand verwijderd: ${first}`);
});

test('a file too large is refused before upload, a program posing as a PDF after it', async ({
  page,
  request,
}) => {
  const { id } = await customer(request, 'Weigerklant');
  const presigns: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/files/presign')) presigns.push(sent.url());
  });
  await openFilesTab(page, id);

  await dropFiles(
    dropHint(page),
    await dataTransferOf(page, [{ name: 'groot.pdf', type: 'application/pdf', zeros: 25 * MB }]),
  );
  await expect(item(newFiles(page), 'groot.pdf')).toContainText(fileMessages.size);
  await expect(page.getByRole('button', { name: 'Uploaden' })).toBeDisabled();
  expect(presigns).toEqual([]);

  // Chosen with Bestanden kiezen: the browser cannot tell, the server reads the leading bytes.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Bestanden kiezen' }).click();
  await (
    await chooser
  ).setFiles({ name: 'factuur.pdf', mimeType: 'application/pdf', buffer: windowsProgramBytes });
  const row = item(newFiles(page), 'factuur.pdf');
  await expect(row).toContainText('Klaar om te uploaden');
  await page.getByRole('button', { name: 'Uploaden' }).click();
  await expect(row).toContainText(fileMessages.content);
  await expect(row.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
  expect(presigns).toHaveLength(1);

  await page.reload();
  await expect(page.getByText('Nog geen documenten')).toBeVisible();
  const token = await apiLogin(request, admin);
  const listed = await apiCall<{ items: unknown[] }>(
    request,
    token,
    'GET',
    `/api/files?ownerKind=customer&ownerId=${id}`,
  );
  expect(listed).toEqual({ status: 200, body: { items: [] } });
});

test('an upload that failed is tried again, one on its way is cancelled', async ({ page, request }) => {
  const { id } = await customer(request, 'Opnieuwklant');
  await openFilesTab(page, id);
  await dropFiles(
    dropHint(page),
    await dataTransferOf(page, [
      { name: 'eerste.txt', type: 'text/plain', text: 'Eerste poging' },
      { name: 'tweede.csv', type: '', text: 'naam;plaats\nBakkerij;Utrecht\n' },
    ]),
  );
  await expect(item(newFiles(page), 'tweede.csv')).toContainText('Document');

  // The connection to storage drops for the first file and hangs for the second.
  let hang = () => {};
  const hung = new Promise<void>((resolve) => (hang = resolve));
  const storage = isStorage(page);
  await page.route(storage, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (body.includes('Eerste poging')) return route.abort('connectionreset');
    hang();
    // Never answered: the test cancels this one.
  });
  await page.getByRole('button', { name: 'Uploaden' }).click();
  const failed = item(newFiles(page), 'eerste.txt');
  await expect(failed).toContainText('Geen verbinding met de server');
  await hung;
  await item(newFiles(page), 'tweede.csv').getByRole('button', { name: 'Annuleren' }).click();
  await expect(newFiles(page).getByRole('listitem')).toHaveCount(1);

  await page.unroute(storage);
  await failed.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(failed).toContainText('Geüpload');
  await expect(item(documents(page), 'eerste.txt')).toBeVisible();
  await expect(documents(page).getByRole('listitem')).toHaveCount(1);
});

test.describe('a colleague who may only read', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees and downloads files, but cannot add, change, move or delete them', async ({ page, request }) => {
    const reader = await createSignedInUser(request, 'bestandlezer', 'alleen_lezen');
    const { id } = await customer(request, 'Leesklant');
    const token = await apiLogin(request, admin);
    const text = 'Alleen te lezen';
    const presign = await apiCall<{ id: string; url: string; fields: Record<string, string> }>(
      request,
      token,
      'POST',
      '/api/files/presign',
      {
        owner: { kind: 'customer', id },
        kind: 'document',
        name: 'voorwaarden.txt',
        size: text.length,
        contentType: 'text/plain',
      },
    );
    expect(presign.status).toBe(201);
    const stored = await request.post(presign.body.url, {
      multipart: {
        ...presign.body.fields,
        file: { name: 'voorwaarden.txt', mimeType: 'text/plain', buffer: Buffer.from(text) },
      },
    });
    expect(stored.ok()).toBe(true);
    expect((await apiCall(request, token, 'POST', `/api/files/${presign.body.id}/complete`)).status).toBe(
      201,
    );

    // Signed in once through the API: the subject is what a reader may do, not signing in.
    await startSessionOf(page, reader);
    await openFilesTab(page, id);
    const file = item(documents(page), 'voorwaarden.txt');
    await expect(file).toContainText('15 bytes · Overig');
    await expect(file.getByRole('button', { name: 'Downloaden voorwaarden.txt' })).toBeVisible();
    await expect(file.getByRole('button')).toHaveCount(1);
    await expect(page.getByText('Nog geen afbeeldingen')).toBeVisible();
    await expect(page.getByRole('button', { name: /kiezen$/ })).toHaveCount(0);
    await expect(dropHint(page)).toHaveCount(0);
  });
});
