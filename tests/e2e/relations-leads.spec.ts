import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  keyboardDragReady,
  randomKvk,
  uniqueCompany,
} from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

const column = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(`^${label}`) });

/**
 * Drags a card with the mouse as a hand does, in steps: dnd-kit starts a drag only after a few
 * pixels of movement and finds the column under the pointer as it moves.
 */
async function dragCard(page: Page, card: Locator, to: Locator): Promise<void> {
  const from = await card.boundingBox();
  const target = await to.boundingBox();
  if (!from || !target) throw new Error('No boxes');
  // The card's lower edge: its padding, away from the link and the move button.
  await page.mouse.move(from.x + 8, from.y + from.height - 4);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 12 });
  await page.mouse.move(target.x + target.width / 2 + 4, target.y + 64, { steps: 2 });
  await page.mouse.up();
}

test('a lead with a contact person moves on the board and becomes a customer', async ({ page }) => {
  test.setTimeout(60_000);
  const { name, word } = uniqueCompany('Bakkerij');

  // Create the lead through the form.
  await page.goto('/leads');
  await page.getByRole('link', { name: 'Lead toevoegen' }).click();
  await page.getByLabel('Bedrijfsnaam').fill(name);
  await page.getByLabel('KvK-nummer').fill(randomKvk());
  await page.getByLabel('Verwachte waarde (€)').fill('12500');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Kies een bron.')).toBeVisible();
  await page.getByLabel('Bron').selectOption({ label: 'Beurs' });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Item succesvol opgeslagen.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('€ 12.500,00')).toBeVisible();

  // A contact person, from the Contactpersonen tab.
  await page.getByRole('tab', { name: /Contactpersonen/ }).click();
  await page.getByRole('link', { name: 'Contactpersoon toevoegen' }).click();
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Tussenvoegsel').fill('de');
  await page.getByLabel('Achternaam').fill('Vries');
  await page.getByLabel('E-mailadres').fill('jan@example.nl');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const contacts = page.getByRole('list', { name: 'Contactpersonen' });
  await expect(contacts.getByRole('link', { name: 'Jan de Vries' })).toBeVisible();
  await expect(contacts.getByText('Primair contact')).toBeVisible();

  // The board, showing only this lead: drag it with the mouse to the next column.
  await page.goto(`/leads?weergave=bord&search=${word}`);
  const card = page.locator('li', { has: page.getByRole('link', { name }) });
  await expect(column(page, 'Nieuw').getByRole('link', { name })).toBeVisible();
  await dragCard(page, card, column(page, 'Contact gelegd'));
  await expect(column(page, 'Contact gelegd').getByRole('link', { name })).toBeVisible();
  await expect(column(page, 'Nieuw').getByRole('link', { name })).toHaveCount(0);
  await page.reload();
  await expect(column(page, 'Contact gelegd').getByRole('link', { name })).toBeVisible();

  // With the keyboard: arrow right on the card's move button, which keeps the focus.
  const moveButton = page.getByRole('button', { name: `Verplaats ${name}` });
  await moveButton.focus();
  await page.keyboard.press('ArrowRight');
  await expect(column(page, 'Gekwalificeerd').getByRole('link', { name })).toBeVisible();
  await expect(moveButton).toBeFocused();
  // Or the menu of statuses.
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Offerte verstuurd' }).click();
  await expect(column(page, 'Offerte verstuurd').getByRole('link', { name })).toBeVisible();

  // Convert it: the customer opens, with the contact person and the lead's history.
  await column(page, 'Offerte verstuurd').getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Omzetten naar klant' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Omzetten' }).click();
  await expect(page).toHaveURL(/\/customers\/[0-9A-Z]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`${name} is nu klant K`)).toBeVisible();
  await page.getByRole('tab', { name: /Contactpersonen/ }).click();
  await expect(page.getByRole('link', { name: 'Jan de Vries' })).toBeVisible();
  await page.getByRole('tab', { name: 'Geschiedenis' }).click();
  const log = page.getByRole('list', { name: 'Geschiedenis' });
  await expect(log.getByText('Contactpersoon Jan de Vries')).toBeVisible();
  await expect(
    log.getByRole('listitem').filter({ hasText: 'Als lead' }).filter({ hasText: 'Status gewijzigd' }).first(),
  ).toBeVisible();

  // Its financial record: the IBAN is checked before anything is sent.
  await page.getByRole('tab', { name: 'Financieel' }).click();
  await page.getByRole('link', { name: 'Financiële gegevens invullen' }).click();
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
  await page.getByLabel('Tenaamstelling').fill(name);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Dit IBAN klopt niet. Controleer het nummer.')).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('IBAN').fill('nl91abna0417164300');
  await page.getByLabel('Kredietlimiet (€)').fill('2500,5');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Item succesvol opgeslagen.').first()).toBeVisible();
  const financial = page.getByRole('tabpanel', { name: 'Financieel' });
  await expect(financial.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
  await expect(financial.getByText('€ 2.500,50')).toBeVisible();
  await expect(financial.getByText('30 dagen')).toBeVisible();
});

test('a move that fails to save goes back, with the reason in Dutch', async ({ page, request }) => {
  const { name, word } = uniqueCompany('Drukkerij');
  const lead = await createRelationViaApi(request, 'leads', { companyName: name, source: 'website' });
  await page.goto(`/leads?weergave=bord&search=${word}`);
  await expect(column(page, 'Nieuw').getByRole('link', { name })).toBeVisible();

  // Someone else saves the lead meanwhile: the board's version is stale.
  const token = await apiLogin(request, admin);
  const changed = await apiCall(request, token, 'PUT', `/api/leads/${lead.id}`, {
    companyName: name,
    source: 'telefoon',
    version: lead.version,
  });
  expect(changed.status).toBe(200);

  await page.getByRole('button', { name: `Verplaats ${name}` }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('alert').filter({ hasText: 'kon niet naar Contact gelegd worden verplaatst' }),
  ).toContainText('staat weer in Nieuw');
  await expect(column(page, 'Nieuw').getByRole('link', { name })).toBeVisible();
  await expect(column(page, 'Contact gelegd').getByRole('link', { name })).toHaveCount(0);
});

test('moving a lead to Verloren asks for the reason first', async ({ page, request }) => {
  const { name, word } = uniqueCompany('Cafe');
  await createRelationViaApi(request, 'leads', { companyName: name, source: 'overig' });
  await page.goto(`/leads?weergave=bord&search=${word}`);

  await page.getByRole('button', { name: `Verplaats ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Verloren' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Naar Verloren' }).click();
  await expect(dialog.getByText('Geef een reden waarom de lead verloren is.')).toBeVisible();
  await dialog.getByLabel('Reden').fill('Te duur');
  await dialog.getByRole('button', { name: 'Naar Verloren' }).click();
  await expect(column(page, 'Verloren').getByRole('link', { name })).toBeVisible();

  await column(page, 'Verloren').getByRole('link', { name }).click();
  await expect(page.getByText('Te duur')).toBeVisible();
});

test('a card picked up by keyboard moves between columns, announced in Dutch, with the totals', async ({
  page,
  request,
}) => {
  const { name, word } = uniqueCompany('Smederij');
  await createRelationViaApi(request, 'leads', { companyName: name, source: 'website', expectedValue: 4200 });
  await page.goto(`/leads?weergave=bord&search=${word}`);
  await expect(column(page, 'Nieuw').getByRole('link', { name })).toBeVisible();
  await expect(column(page, 'Nieuw')).toContainText('€ 4.200,00');

  // Space picks it up; the next key waits for each announcement, as a screen reader user would.
  const moveButton = page.getByRole('button', { name: `Verplaats ${name}` });
  await moveButton.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} staat in kolom Nieuw.`)).toBeAttached();
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await keyboardDragReady(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${name} verplaatst naar kolom Contact gelegd.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${name} verplaatst naar kolom Gekwalificeerd.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} neergezet in kolom Gekwalificeerd.`)).toBeAttached();
  await expect(column(page, 'Gekwalificeerd').getByRole('link', { name })).toBeVisible();
  await expect(column(page, 'Nieuw').getByRole('link', { name })).toHaveCount(0);
  await expect(moveButton).toBeFocused();
  // Said once the server has saved the move (the first test reloads after a drag to see it stored).
  await expect(page.getByText(`${name} staat nu in Gekwalificeerd.`)).toBeAttached();
  // The € totals follow the card.
  await expect(column(page, 'Gekwalificeerd')).toContainText('€ 4.200,00');
  await expect(column(page, 'Nieuw')).not.toContainText('€ 4.200,00');
});

test('Escape puts a card picked up by keyboard back, and nothing is saved', async ({ page, request }) => {
  const { name, word } = uniqueCompany('Kapsalon');
  await createRelationViaApi(request, 'leads', { companyName: name, source: 'telefoon' });
  await page.goto(`/leads?weergave=bord&search=${word}`);
  await expect(column(page, 'Nieuw').getByRole('link', { name })).toBeVisible();

  const statusWrites: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/status')) statusWrites.push(sent.url());
  });
  await page.getByRole('button', { name: `Verplaats ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} staat in kolom Nieuw.`)).toBeAttached();
  await keyboardDragReady(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${name} verplaatst naar kolom Contact gelegd.`)).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Verplaatsen geannuleerd. ${name} staat weer in kolom Nieuw.`)).toBeAttached();
  await expect(column(page, 'Nieuw').getByRole('link', { name })).toBeVisible();
  await expect(column(page, 'Contact gelegd').getByRole('link', { name })).toHaveCount(0);
  expect(statusWrites).toEqual([]);
});
