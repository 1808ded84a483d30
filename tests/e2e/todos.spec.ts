import { dutchToday } from '@crm/core/nl/date';
import { expect, test, type Page } from '@playwright/test';
import {
  admin,
  apiCall,
  apiLogin,
  createRelationViaApi,
  createSignedInUser,
  openHomeAs,
  startSessionOf,
  uniqueCompany,
} from './support.ts';

/** A Dutch calendar day `offset` days from today, as the date input and the API take it. */
function day(offset: number): string {
  const date = new Date(`${dutchToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** `2026-11-21` as the screens show it: `21-11-2026`. */
const dutch = (isoDay: string) => isoDay.split('-').reverse().join('-');

/** The Todo's entry of the main menu; its name carries the count, e.g. "Todo's (2 open todo's, 1 verlopen)". */
const todosMenuLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Hoofdmenu', exact: true }).getByRole('link', { name: /^Todo's/ });

const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Item succesvol opgeslagen.' });

test('a todo is added on a customer page and listed there', async ({ page, request }) => {
  const user = await createSignedInUser(request, 'todoklant');
  const customer = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Todoklant').name,
  });
  await startSessionOf(page, user);
  await page.goto(`/customers/${customer.id}`);
  await page.getByRole('tab', { name: "Todo's" }).click();
  await expect(page).toHaveURL(`/customers/${customer.id}?tab=todos`);
  const table = page.getByRole('table', { name: `Todo's van ${customer.companyName}` });
  await expect(table).toContainText('Geen resultaten');

  await page.getByRole('button', { name: 'Nieuwe todo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe todo' });
  // The focus starts in Titel; the link to this customer is filled in, assigned to me, Normaal.
  await expect(dialog.getByLabel('Titel')).toBeFocused();
  await expect(dialog.getByLabel('Gekoppeld aan')).toHaveValue('customer');
  await expect(dialog.getByRole('combobox', { name: 'Klant' })).toHaveValue(customer.companyName);
  await expect(dialog.getByLabel('Toegewezen aan')).toHaveValue(user.id);
  await expect(dialog.getByLabel('Prioriteit')).toHaveValue('normaal');

  // The schema's Dutch message shows inline, without a request.
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Vul een titel in.')).toBeVisible();
  await expect(dialog.getByLabel('Titel')).toBeFocused();

  await dialog.getByLabel('Titel').fill('Contract nabellen');
  await page.keyboard.press('Enter');
  await expect(saved(page)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = table.getByRole('row').filter({ hasText: 'Contract nabellen' });
  await expect(row).toContainText(user.name);
  await expect(row).toContainText('Normaal');
  await expect(page.getByRole('button', { name: 'Nieuwe todo' })).toBeFocused();
  await expect(todosMenuLink(page)).toHaveAccessibleName("Todo's (1 open todo)");

  // The todo links back to the customer from the todos page.
  await page.goto('/todos?assignee=me');
  await page.getByRole('table', { name: "Todo's" }).getByRole('link', { name: customer.companyName }).click();
  await expect(page.getByRole('heading', { level: 1, name: customer.companyName })).toBeVisible();
});

test('todos are created, filtered, ticked off, edited and deleted on /todos', async ({ page, request }) => {
  const user = await createSignedInUser(request, 'todos');
  const customer = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Todofilter').name,
  });
  const searchWord = customer.companyName.split(' ')[1] ?? '';
  await openHomeAs(page, user);
  await expect(todosMenuLink(page)).toHaveAccessibleName("Todo's");
  await todosMenuLink(page).click();
  await expect(page).toHaveURL('/todos');
  await expect(page.getByRole('heading', { level: 1, name: "Todo's" })).toBeVisible();

  const late = `Te laat ${searchWord}`;
  const soon = `Binnenkort ${searchWord}`;
  const other = `Voor Bea ${searchWord}`;

  // An overdue one, linked to a customer found by typing part of its name.
  await page.getByRole('button', { name: 'Nieuwe todo' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nieuwe todo' });
  await dialog.getByLabel('Titel').fill(late);
  await dialog.getByLabel('Omschrijving').fill('Offerte was beloofd voor vorige week.');
  // Dates are typed the Dutch way, whatever the browser's language, and shown as dd-mm-jjjj.
  const deadline = dialog.getByLabel('Deadline');
  await expect(deadline).toHaveAttribute('placeholder', 'dd-mm-jjjj');
  const [year, month, dayOfMonth] = day(-2).split('-');
  await deadline.fill(`${Number(dayOfMonth)}/${Number(month)}/${year}`);
  await deadline.blur();
  await expect(deadline).toHaveValue(dutch(day(-2)));
  await dialog.getByLabel('Gekoppeld aan').selectOption({ label: 'Klant' });
  await dialog.getByRole('combobox', { name: 'Klant' }).fill(searchWord);
  await dialog.getByRole('option', { name: customer.companyName }).click();
  await expect(dialog.getByRole('combobox', { name: 'Klant' })).toHaveValue(customer.companyName);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(saved(page)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // One due later with priority Hoog, and one for someone else.
  for (const [title, deadline, priority, assignee] of [
    [soon, day(5), 'Hoog', null],
    [other, day(1), 'Laag', admin.name],
  ] as const) {
    await page.getByRole('button', { name: 'Nieuwe todo' }).click();
    dialog = page.getByRole('dialog', { name: 'Nieuwe todo' });
    await dialog.getByLabel('Titel').fill(title);
    await dialog.getByLabel('Deadline').fill(deadline);
    await dialog.getByLabel('Prioriteit').selectOption({ label: priority });
    if (assignee) await dialog.getByLabel('Toegewezen aan').selectOption({ label: assignee });
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toHaveCount(0);
  }

  const table = page.getByRole('table', { name: "Todo's" });
  const rowOf = (title: string) => table.getByRole('row').filter({ hasText: title });
  await expect(rowOf(late)).toContainText(`${dutch(day(-2))}Verlopen`);
  await expect(rowOf(late)).toContainText(customer.companyName);
  await expect(rowOf(soon)).toContainText(dutch(day(5)));
  await expect(rowOf(soon)).not.toContainText('Verlopen');
  await expect(rowOf(soon)).toContainText('Hoog');
  await expect(rowOf(other)).toContainText(admin.name);
  await expect(todosMenuLink(page)).toHaveAccessibleName("Todo's (2 open todo's, 1 verlopen)");

  // Filters land in the URL and survive a reload.
  await page.getByLabel('Toegewezen aan').selectOption({ label: 'Mij' });
  await expect(page).toHaveURL('/todos?assignee=me');
  await expect(page.getByText("2 todo's", { exact: true })).toBeVisible();
  await expect(rowOf(other)).toHaveCount(0);
  // Overdue first, then by deadline.
  await expect(table.getByRole('row').nth(1)).toContainText(late);
  await expect(table.getByRole('row').nth(2)).toContainText(soon);
  await page.getByLabel('Status').selectOption({ label: 'Alle' });
  await expect(page).toHaveURL('/todos?assignee=me&status=all');
  await page.reload();
  await expect(page.getByLabel('Toegewezen aan')).toHaveValue('me');
  await expect(page.getByLabel('Status')).toHaveValue('all');
  await expect(rowOf(late)).toBeVisible();
  await expect(rowOf(other)).toHaveCount(0);

  // The linked record and the deadline range filter too.
  await page.getByLabel('Gekoppeld aan').selectOption({ label: 'Klant' });
  // A kind alone filters nothing yet, and says so.
  await expect(page.getByRole('combobox', { name: 'Klant' })).toHaveAccessibleDescription(
    'Kies een record om op te filteren.',
  );
  await expect(page).toHaveURL('/todos?assignee=me&status=all');
  await page.getByRole('combobox', { name: 'Klant' }).fill(searchWord);
  await page.getByRole('option', { name: customer.companyName }).click();
  await expect(page).toHaveURL(`/todos?assignee=me&status=all&linkKind=customer&linkId=${customer.id}`);
  await expect(rowOf(late)).toBeVisible();
  await expect(rowOf(soon)).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page).toHaveURL('/todos');
  // A date filter applies once the date is typed in full: on Enter or when the field is left.
  await page.getByLabel('Deadline van').fill(dutch(day(3)));
  await page.getByLabel('Deadline van').press('Enter');
  await expect(page).toHaveURL(`/todos?from=${day(3)}`);
  await page.getByLabel('Deadline tot').fill(dutch(day(1)));
  await page.getByLabel('Deadline tot').press('Enter');
  await expect(page.getByText('De einddatum ligt voor de begindatum.')).toHaveCount(2);
  // Text that is not a date says so; the filter keeps its date.
  await page.getByLabel('Deadline tot').fill('31-02-2026');
  await page.getByLabel('Deadline tot').press('Enter');
  await expect(page.getByText('Vul een geldige datum in.')).toBeVisible();
  await expect(page).toHaveURL(`/todos?from=${day(3)}&to=${day(1)}`);
  await page.getByLabel('Deadline tot').fill(dutch(day(10)));
  await page.getByLabel('Deadline tot').press('Enter');
  await expect(rowOf(soon)).toBeVisible();
  await expect(rowOf(late)).toHaveCount(0);
  await expect(page.getByText(/Gefilterd · \d+ todo/)).toBeVisible();
  await page.goto('/todos?assignee=me&status=all');

  // Ticking off happens in place: the row stays, struck through, and the menu count follows.
  const tick = page.getByRole('checkbox', { name: `Klaar: ${late}` });
  await tick.check();
  await expect(tick).toBeChecked();
  await expect(rowOf(late)).not.toContainText('Verlopen');
  await expect(todosMenuLink(page)).toHaveAccessibleName("Todo's (1 open todo)");
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Klaar: ${late}` })).toBeChecked();
  // Done todos sort after open ones.
  await expect(table.getByRole('row').last()).toContainText(late);

  // Editing in the dialog: Escape with unsaved changes asks first.
  await page.getByRole('button', { name: `Bewerken ${soon}` }).click();
  dialog = page.getByRole('dialog', { name: 'Todo bewerken' });
  await expect(dialog.getByLabel('Titel')).toHaveValue(soon);
  await expect(dialog.getByLabel('Prioriteit')).toHaveValue('hoog');
  await dialog.getByLabel('Titel').fill(`${soon} (verzet)`);
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Blijven' }).click();
  await expect(dialog.getByLabel('Titel')).toHaveValue(`${soon} (verzet)`);
  await dialog.getByLabel('Deadline').fill(day(7));
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(saved(page)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(`${soon} (verzet)`)).toContainText(dutch(day(7)));

  // Deleting asks the seed's question.
  await page.getByRole('button', { name: `Verwijderen ${soon} (verzet)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Weet je zeker dat je dit item wilt verwijderen?' });
  await expect(confirm.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item succesvol verwijderd.' })).toBeVisible();
  await expect(rowOf(`${soon} (verzet)`)).toHaveCount(0);
  // Focus moves to the list, not to the top of the page, so keyboard users carry on where they were.
  await expect(page.locator('div[tabindex="-1"]:has(> table)')).toBeFocused();
  await expect(todosMenuLink(page)).toHaveAccessibleName("Todo's");
});

test('a stale edit is refused with a conflict message and can load the latest version', async ({
  page,
  request,
}) => {
  const user = await createSignedInUser(request, 'todoconflict');
  const { token } = user;
  const { body } = await apiCall<{ record: { id: string; version: number } }>(
    request,
    token,
    'POST',
    '/api/todos',
    {
      title: 'Origineel',
      assigneeId: user.id,
    },
  );
  await startSessionOf(page, user);
  await page.goto('/todos?assignee=me');
  await page.getByRole('button', { name: 'Bewerken Origineel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Todo bewerken' });
  await expect(dialog.getByLabel('Titel')).toHaveValue('Origineel');

  // Someone else saves first.
  const other = await apiCall(request, token, 'PUT', `/api/todos/${body.record.id}`, {
    title: 'Door een ander',
    assigneeId: user.id,
    version: body.record.version,
  });
  expect(other.status).toBe(200);

  await dialog.getByLabel('Titel').fill('Van mij');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  const conflict = dialog.getByRole('alert').filter({ hasText: 'Dit item is intussen gewijzigd' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Opnieuw laden' }).click();
  await expect(dialog.getByLabel('Titel')).toHaveValue('Door een ander');
  await dialog.getByLabel('Titel').fill('Van mij');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('table', { name: "Todo's" })).toContainText('Van mij');
});

test('Alleen lezen sees todos without any controls to change them', async ({ page, request }) => {
  const reader = await createSignedInUser(request, 'todolezer', 'alleen_lezen');
  const customer = await createRelationViaApi(request, 'customers', {
    companyName: uniqueCompany('Todolezer').name,
  });
  const token = await apiLogin(request, admin);
  const created = await apiCall(request, token, 'POST', '/api/todos', {
    title: 'Alleen bekijken',
    assigneeId: reader.id,
    deadline: day(-1),
    link: { kind: 'customer', id: customer.id },
  });
  expect(created.status).toBe(201);

  await openHomeAs(page, reader);
  await expect(todosMenuLink(page)).toHaveAccessibleName("Todo's (1 open todo, 1 verlopen)");
  await page.goto('/todos?assignee=me');
  const row = page
    .getByRole('table', { name: "Todo's" })
    .getByRole('row')
    .filter({ hasText: 'Alleen bekijken' });
  await expect(row).toContainText('Verlopen');
  await expect(page.getByRole('checkbox', { name: 'Klaar: Alleen bekijken' })).toBeDisabled();
  for (const name of ['Nieuwe todo', 'Bewerken Alleen bekijken', 'Verwijderen Alleen bekijken']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('checkbox', { name: 'Selecteer Alleen bekijken' })).toHaveCount(0);

  // More than a page: "Meer laden" fetches the next one; the count is the total.
  for (let index = 1; index <= 25; index++) {
    const more = await apiCall(request, token, 'POST', '/api/todos', {
      title: `Stapel ${index}`,
      assigneeId: reader.id,
    });
    expect(more.status).toBe(201);
  }
  await page.reload();
  const rows = page.getByRole('table', { name: "Todo's" }).getByRole('row');
  await expect(page.getByText("26 todo's", { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1 + 25);
  await page.getByRole('button', { name: 'Meer laden' }).click();
  await expect(rows).toHaveCount(1 + 26);
  await expect(page.getByRole('button', { name: 'Meer laden' })).toHaveCount(0);

  await page.goto(`/customers/${customer.id}?tab=todos`);
  await expect(page.getByRole('table', { name: `Todo's van ${customer.companyName}` })).toContainText(
    'Alleen bekijken',
  );
  await expect(page.getByRole('button', { name: 'Nieuwe todo' })).toHaveCount(0);
});

test('a tick box that lost a race shows the todo as it is now, without an error', async ({
  page,
  request,
}) => {
  const user = await createSignedInUser(request, 'todorace');
  const { token } = user;
  const { body } = await apiCall<{ record: { id: string; version: number } }>(
    request,
    token,
    'POST',
    '/api/todos',
    {
      title: 'Wie het eerst komt',
      assigneeId: user.id,
    },
  );
  await startSessionOf(page, user);
  await page.goto('/todos?assignee=me');
  const stale = page.getByRole('checkbox', { name: 'Klaar: Wie het eerst komt' });
  await expect(stale).not.toBeChecked();

  // Someone else renames it and ticks it off while this list still shows the old version.
  const other = await apiCall(request, token, 'PUT', `/api/todos/${body.record.id}`, {
    title: 'Door een ander afgevinkt',
    assigneeId: user.id,
    done: true,
    version: body.record.version,
  });
  expect(other.status).toBe(200);

  await stale.click();
  const current = page.getByRole('checkbox', { name: 'Klaar: Door een ander afgevinkt' });
  await expect(current).toBeChecked();
  await expect(current).not.toHaveAttribute('aria-busy');
  await expect(page.getByText(/intussen door iemand anders gewijzigd/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
