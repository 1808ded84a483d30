import { expect, test } from '@playwright/test';
import { admin, adminState, openHome } from './support.ts';

test.describe('signed in', () => {
  // The Beheerder's session of the run: these tests are about the menus, not about signing in.
  test.use({ storageState: adminState });

  test('the signed-in Beheerder is greeted and sees every menu', async ({ page }) => {
    await openHome(page);

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
    await openHome(page);

    // Arrow keys move through the entries in the menu's order; Enter follows the one reached. The
    // entries before Gebruikers are links to pages still to come, so Gebruikers (a page that
    // exists) is where the keyboard goes.
    await page.getByRole('button', { name: 'Configuratie' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Contracttypes' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
    await expect(page.getByRole('menu')).toBeHidden();
  });
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/nope');

  await expect(page).toHaveTitle('Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page Not Found: /nope')).toBeVisible();
});

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('a crawler gets the 404 status and the text of an unknown path, not the page', async ({ request }) => {
  const unknown = await request.get('/nope', { headers: { 'User-Agent': googlebot } });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toBe('Page Not Found: /nope');

  const known = await request.get('/login', { headers: { 'User-Agent': googlebot } });
  expect(known.status()).toBe(200);
  expect(await known.text()).toContain('<div id="root">');

  // A browser still gets the app, which shows its own 404 page.
  const browser = await request.get('/nope');
  expect(browser.status()).toBe(200);
  expect(await browser.text()).toContain('<div id="root">');
});

test('a crawler running the app sees only the text of the error page', async ({
  browser,
  baseURL,
  request,
}) => {
  // A host that knows no routes (the shell for every path) leaves it to the app.
  const shell = await (await request.get('/login')).text();
  const context = await browser.newContext({ baseURL, userAgent: googlebot });
  const page = await context.newPage();
  await page.route('**/nope', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: shell }),
  );

  await page.goto('/nope');

  await expect(page.getByText('Page Not Found: /nope', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found');
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await context.close();
});
