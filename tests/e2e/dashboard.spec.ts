import { expect, test } from '@playwright/test';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  openHome,
  uniqueCompany,
} from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

type StatusCounts = { statuses: { status: string; count: number }[] };

test('the dashboard counts leads per status and lists recent changes that open the record', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, admin);
  const before = await apiCall<StatusCounts>(request, token, 'GET', '/api/dashboard/lead-statuses');
  const qualified = before.body.statuses.find((entry) => entry.status === 'gekwalificeerd')?.count ?? 0;
  await createRelationViaApi(request, 'leads', {
    companyName: uniqueCompany('Dashboardlead').name,
    source: 'beurs',
    status: 'gekwalificeerd',
  });
  const customer = uniqueCompany('Dashboardklant');
  await createRelationViaApi(request, 'customers', { companyName: customer.name });

  await openHome(page);
  const leads = page.getByRole('region', { name: 'Leads per status' });
  const row = leads.getByRole('link', { name: /Gekwalificeerd/ });
  // The whole row (status, its € total with two decimals, the count): a count of 1 must not pass for 11.
  const count = new Intl.NumberFormat('nl-NL').format(qualified + 1);
  await expect(row).toHaveText(new RegExp(`^Gekwalificeerd€\\s[\\d.]+,\\d{2}${count}$`));

  const changes = page.getByRole('region', { name: 'Recente wijzigingen' });
  const change = changes.getByRole('listitem').filter({ hasText: customer.name });
  await expect(change).toContainText('Klant · Aangemaakt door Bea Beheerder');
  await change.getByRole('link', { name: customer.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();

  // A status count links to the list filtered on it.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Leads per status' })
    .getByRole('link', { name: /Gekwalificeerd/ })
    .click();
  await expect(page).toHaveURL(/\/leads\?status=gekwalificeerd/);
});

test('my open todos show on the dashboard, overdue first, and tick off in place', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, admin);
  const me = await apiCall<{ id: string }>(request, token, 'GET', '/api/user');
  const title = uniqueCompany('Dashboardtodo').name;
  // A deadline long past sorts before every other open todo of the Beheerder.
  const created = await apiCall(request, token, 'POST', '/api/todos', {
    title,
    deadline: '2001-01-02',
    assigneeId: me.body.id,
  });
  expect(created.status).toBe(201);

  await openHome(page);
  const block = page.getByRole('region', { name: "Mijn open todo's" });
  const item = block.getByRole('listitem').first();
  await expect(item).toContainText(title);
  await expect(item).toContainText('02-01-2001');
  await expect(item).toContainText('Verlopen');
  // Its title opens it in the dialog on /todos.
  await item.getByRole('link', { name: title }).click();
  await expect(page.getByRole('dialog').getByLabel('Titel')).toHaveValue(title);
  await page.keyboard.press('Escape');
  await page.goBack();
  const tick = block.getByRole('checkbox', { name: `Klaar: ${title}` });
  await tick.click();
  await expect(tick).toBeChecked();
  const stored = await apiCall<{ items: { title: string }[] }>(
    request,
    token,
    'GET',
    '/api/todos?assignee=me&status=done',
  );
  expect(stored.body.items.map((todo) => todo.title)).toContain(title);
  await block.getByRole('link', { name: "Alle todo's van mij" }).click();
  await expect(page).toHaveURL(/\/todos\?assignee=me/);

  // Its change in Recente wijzigingen opens the todo's dialog on /todos, read fresh (ticked off).
  await page.goto('/');
  const change = page
    .getByRole('region', { name: 'Recente wijzigingen' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .first();
  await change.getByRole('link', { name: title }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Titel')).toHaveValue(title);
  await expect(dialog.getByRole('switch', { name: 'Klaar' })).toBeChecked();
  await expect(page).toHaveURL('/todos');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A link to a todo that is gone says so.
  await page.goto('/todos?todo=01JZZZZZZZZZZZZZZZZZZZZZZZ');
  await expect(page.getByText('Deze todo bestaat niet (meer).')).toBeVisible();
  await expect(page).toHaveURL('/todos');
});
