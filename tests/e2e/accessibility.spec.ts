import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { admin, apiCall, apiLogin, signIn, uniqueCompany } from './support.ts';

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

test('signed-in pages and states have no axe violations', async ({ page, request }) => {
  test.setTimeout(120_000);
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

  await signIn(page);
  await expectNoViolations(page, 'dashboard');

  const pages: [string, string][] = [
    ['/leads', 'Leads'],
    ['/leads?weergave=bord', 'Leads'],
    [`/leads/${lead.body.record.id}`, name],
    [`/leads/${lead.body.record.id}?tab=geschiedenis`, name],
    ['/customers', 'Klanten'],
    [`/customers/${customer.body.record.id}`, `${name} Klant`],
    ['/suppliers', 'Leveranciers'],
    ['/todos', "Todo's"],
    ['/users', 'Gebruikers'],
    ['/users/profile', 'Profiel'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Bezig met laden...' })).toHaveCount(0);
    await expectNoViolations(page, path);
  }

  // A form with its errors shown.
  await page.goto('/leads/create');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul de bedrijfsnaam in.')).toBeVisible();
  await expectNoViolations(page, 'new lead with errors');

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
