import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { admin, adminState, apiCall, apiLogin, openHome, uniqueCompany } from './support.ts';

/**
 * axe-core (WCAG 2.1 A and AA) on the main pages and states: every page a signed-in user opens
 * from the menus, a detail page with its tabs, a form with errors, open dialogs and menus, the
 * guest pages and the error page. Any violation fails, with axe's own description.
 */

test('guest pages and the error page have no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expectNoViolations(page, 'login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText(/Vul/).first()).toBeVisible();
  await expectNoViolations(page, 'login with errors');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  await expectNoViolations(page, 'forgot password');
  await page.goto('/bestaat-niet');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoViolations(page, '404');
});

/** A lead, a customer and a todo of the Beheerder's, so that no list or page is empty. */
async function arrange(request: APIRequestContext) {
  const token = await apiLogin(request, admin);
  const { name } = uniqueCompany('Toegankelijk');
  const lead = await apiCall<{ record: { id: string } }>(request, token, 'POST', '/api/leads', {
    companyName: name,
    source: 'website',
    expectedValue: 2500,
    followUpDate: '2031-04-01',
  });
  const customer = await apiCall<{ record: { id: string } }>(request, token, 'POST', '/api/customers', {
    companyName: `${name} Klant`,
  });
  const me = await apiCall<{ id: string }>(request, token, 'GET', '/api/user');
  await apiCall(request, token, 'POST', '/api/todos', { title: `${name} bellen`, assigneeId: me.body.id });
  return { name, leadId: lead.body.record.id, customerId: customer.body.record.id };
}

/** Opens each page, waits for its heading and its data, and runs axe on it. */
async function expectPagesClean(page: Page, pages: [string, string][]): Promise<void> {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Bezig met laden...' })).toHaveCount(0);
    await expectNoViolations(page, path);
  }
}

// The signed-in pages in three tests, which may run side by side: axe reads every node of a page,
// seconds a page on a busy machine. The Beheerder's session of the run: the subject is not signing in.
test.describe('signed in', () => {
  test.use({ storageState: adminState });
  test.describe.configure({ timeout: 60_000 });

  test('the dashboard and the lists have no axe violations', async ({ page, request }) => {
    await arrange(request);
    await openHome(page);
    await expectNoViolations(page, 'dashboard');
    await expectPagesClean(page, [
      ['/leads', 'Leads'],
      ['/leads?weergave=bord', 'Leads'],
      ['/customers', 'Klanten'],
      ['/suppliers', 'Leveranciers'],
      ['/todos', "Todo's"],
    ]);
  });

  test('record pages and a form with its errors have no axe violations', async ({ page, request }) => {
    const { name, leadId, customerId } = await arrange(request);
    await expectPagesClean(page, [
      [`/leads/${leadId}`, name],
      [`/leads/${leadId}?tab=geschiedenis`, name],
      [`/customers/${customerId}`, `${name} Klant`],
    ]);

    // A form with its errors shown.
    await page.goto('/leads/create');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Vul de bedrijfsnaam in.')).toBeVisible();
    await expectNoViolations(page, 'new lead with errors');
  });

  test('the users pages, open dialogs and menus have no axe violations', async ({ page }) => {
    await expectPagesClean(page, [
      ['/users', 'Gebruikers'],
      ['/users/profile', 'Profiel'],
    ]);

    // Open dialogs and menus.
    await page.goto('/todos');
    await page.getByRole('button', { name: 'Nieuwe todo' }).click();
    await expect(page.getByRole('dialog', { name: 'Nieuwe todo' })).toBeVisible();
    await expectNoViolations(page, 'todo dialog');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    // The dialog's root wraps fixed-position panels (no box of its own): its field shows it is open.
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible();
    await expectNoViolations(page, 'search palette');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Configuratie' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page, 'configuration menu');
  });
});
