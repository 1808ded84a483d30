import { expect, test } from '@playwright/test';
import { admin, signIn, tokenOf } from './support.ts';

test('the signed-in Beheerder is greeted and sees every menu', async ({ page }) => {
  await signIn(page);

  const mainMenu = page.getByRole('navigation', { name: 'Hoofdmenu', exact: true });
  for (const [label, href] of [
    ['Leads', '/leads'],
    ['Klanten', '/customers'],
    ['Leveranciers', '/suppliers'],
    ['Contracten', '/contracts'],
  ] as const) {
    await expect(mainMenu.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }

  const configuration = page.getByRole('button', { name: 'Configuratie' });
  await configuration.click();
  for (const [label, href] of [
    ['Contracttypes', '/contract-types'],
    ['Exact', '/exact'],
    ['Gebruikers', '/users'],
    ['Instellingen', '/supplier-information-requests/settings/edit/default'],
  ] as const) {
    await expect(page.getByRole('menuitem', { name: label })).toHaveAttribute('href', href);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(configuration).toBeFocused();

  await page.getByRole('button', { name: admin.name }).click();
  await expect(page.getByRole('menuitem', { name: 'Profiel' })).toHaveAttribute('href', '/users/profile');
  await expect(page.getByRole('menuitem', { name: 'Uitloggen' })).toBeVisible();
});

test('the configuration menu works with the keyboard alone', async ({ page }) => {
  await signIn(page);

  await page.getByRole('button', { name: 'Configuratie' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Contracttypes' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  // Exact has no page yet; the link is what counts here.
  await expect(page).toHaveURL('/exact');
});
test('logout returns to the login page and ends the session on the server', async ({ page }) => {
  await signIn(page);
  const token = await tokenOf(page);

  await page.getByRole('button', { name: admin.name }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('crm_token');

  const answer = await page.request.get('/api/user', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(401);

  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/nope');

  await expect(page).toHaveTitle('Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page Not Found: /nope')).toBeVisible();
});
