import { expect, test, type Page } from '@playwright/test';
import {
  admin,
  apiCall,
  apiLogin,
  createSignedInUser,
  signIn,
  startSessionOf,
  uniqueCompany,
} from './support.ts';

/** What a new office worker trips over first (issue 15): tick boxes, focus, sorting. */

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu', exact: true });

test('a todo is marked done with its own round check, apart from the selection box', async ({
  page,
  request,
}) => {
  const user = await createSignedInUser(request, 'klaarvink');
  const { token } = user;
  const title = `Vink ${uniqueCompany('x').word}`;
  const created = await apiCall(request, token, 'POST', '/api/todos', { title, assigneeId: user.id });
  expect(created.status).toBe(201);
  await startSessionOf(page, user);
  await page.goto('/todos?assignee=me&status=all');

  const row = page.getByRole('row').filter({ hasText: title });
  const select = row.getByRole('checkbox', { name: `Selecteer ${title}` });
  const done = row.getByRole('checkbox', { name: `Klaar: ${title}` });
  // The selection box starts the row; the done check sits in the title's cell, round.
  await expect(row.getByRole('cell').first().getByRole('checkbox')).toHaveAccessibleName(
    `Selecteer ${title}`,
  );
  await expect(row.getByRole('cell').filter({ hasText: title }).getByRole('checkbox')).toHaveAccessibleName(
    `Klaar: ${title}`,
  );
  // Round (a radius of at least 10px on a 20px box), unlike the square selection box (4px).
  await expect(done).toHaveCSS('border-top-left-radius', /^(\d{2,}(\.\d+)?|[\d.]+e\+\d+)px$/);
  await expect(select).toHaveCSS('border-top-left-radius', /^\d(\.\d+)?px$/);

  // Selecting does not tick it off.
  await select.check();
  await expect(page.getByRole('region', { name: 'Selectie' })).toContainText('1 geselecteerd');
  await expect(done).not.toBeChecked();
  await select.uncheck();
  await expect(page.getByRole('region', { name: 'Selectie' })).toHaveCount(0);

  // Ticking off does not select it.
  await done.check();
  await expect(done).toBeChecked();
  await expect(select).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Selectie' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Klaar: ${title}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Selecteer ${title}` })).not.toBeChecked();
});

test('after a route change focus is on the new page heading; the skip link jumps to the content', async ({
  page,
}) => {
  await signIn(page);
  // The skip link is the first Tab stop and lands in the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await mainMenu(page).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeFocused();
  // Keyboard only: the menu link is reached and followed, focus follows to the heading.
  // Focus set by a script after a mouse click shows no ring (:focus-visible); a Tab does.
  await mainMenu(page).getByRole('link', { name: 'Klanten' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(mainMenu(page).getByRole('link', { name: 'Klanten' })).toBeFocused();
  await expect(mainMenu(page).getByRole('link', { name: 'Klanten' })).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Klanten' })).toBeFocused();
  // A filter changes the query, not the page: focus stays where the user is.
  const search = page.getByLabel('Zoeken', { exact: true });
  await search.fill('zz');
  await expect(page).toHaveURL(/search=zz/);
  await expect(search).toBeFocused();
  // Back to the leads page (typing in the search may have left one or two entries in the history).
  for (let step = 0; step < 4 && new URL(page.url()).pathname !== '/leads'; step++) await page.goBack();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeFocused();
});

/** The amounts and dates shown in the lead table's column, in row order. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Leads' });
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, header).toBeGreaterThan(-1);
  return table
    .getByRole('row')
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const isoOf = (text: string) => text.split('-').reverse().join('-');

test('leads sort by Verwachte waarde and Opvolgdatum across more than one page', async ({
  page,
  request,
}) => {
  // Thirty leads are made through the API first: more setup than the usual test.
  test.setTimeout(90_000);
  const token = await apiLogin(request, admin);
  const { word } = uniqueCompany('Sorteer');
  // More than a page (25) of leads with amounts and dates, in an order unlike their names.
  for (let i = 0; i < 30; i++) {
    const created = await apiCall(request, token, 'POST', '/api/leads', {
      companyName: `Sorteer ${word} ${String(i).padStart(2, '0')}`,
      source: 'website',
      expectedValue: ((i * 7) % 30) * 1000 + 0.5,
      followUpDate: `2031-${String(((i * 5) % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    });
    expect(created.status).toBe(201);
  }
  // The Beheerder's session of the run, straight to the list: the subject is sorting, not signing in.
  await startSessionOf(page, { token });
  await page.goto('/leads');
  const table = page.getByRole('table', { name: 'Leads' });

  await table.getByRole('button', { name: 'Verwachte waarde' }).click();
  await expect(page).toHaveURL(/sort=expectedValue/);
  await expect(table.getByRole('columnheader', { name: 'Verwachte waarde' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Meer laden' }).click();
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(26);
  const amounts = (await columnTexts(page, 'Verwachte waarde')).filter((text) => text.trim() !== '');
  expect(amounts.length).toBeGreaterThan(25);
  const values = amounts.map(euros);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  // The cell lines up on the right with its header.
  await expect(table.getByRole('cell', { name: amounts[0] }).first()).toHaveCSS('text-align', 'right');

  await table.getByRole('button', { name: 'Opvolgdatum' }).click();
  await expect(page).toHaveURL(/sort=followUpDate/);
  await expect(table.getByRole('columnheader', { name: 'Opvolgdatum' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Meer laden' }).click();
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(26);
  const dates = (await columnTexts(page, 'Opvolgdatum')).map((text) => text.trim());
  const filled = dates.filter(Boolean).map(isoOf);
  expect(filled.length).toBeGreaterThan(25);
  expect(filled).toEqual([...filled].sort());
  // Leads without an Opvolgdatum come after every date.
  expect(dates.slice(0, filled.length).every(Boolean)).toBe(true);
});
