import { expect, type Page } from '@playwright/test';
import { adminSessionCookies, credentialHeaders, sessionCookieOf, test } from './auth-mode.ts';
import { admin, fillLogin, openHome, signIn } from './support.ts';

/**
 * Sign-in, guards, 401, 419 and logout: run by both projects, against the token-mode app and the
 * cookie-mode app (decision 017), with the same steps and the same expectations. Tests about what a
 * signed-in user meets start with the run's Beheerder session in the mode's cookie; those about
 * signing in, the session cookie it sets, and logging out (which ends its session) use the form.
 */

const CSRF_MISMATCH =
  'De beveiligingscontrole van dit verzoek is mislukt. Laad de pagina opnieuw en probeer het nog eens.';

async function sessionCookie(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name);
}

test('a guest opening a protected route signs in and comes back to it', async ({ page }) => {
  await page.goto('/?weergave=1');

  await expect(page).toHaveURL('/login?redirect=%2F%3Fweergave%3D1');
  await expect(page).toHaveTitle('Inloggen');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByLabel('Wachtwoord')).toHaveAttribute('placeholder', 'Wachtwoord');

  await fillLogin(page, admin);

  await expect(page).toHaveURL('/?weergave=1');
  await expect(page.getByRole('heading', { name: `Welkom, ${admin.name}` })).toBeVisible();
});

test('a guest opening home keeps it in the redirect query too', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2F');
  await fillLogin(page, admin);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welkom, ${admin.name}` })).toBeVisible();
});

test('a wrong password shows the Dutch error of the API', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, { email: admin.email, password: 'niet-het-wachtwoord' });

  await expect(page.getByRole('alert')).toHaveText(
    'Deze combinatie van e-mailadres en wachtwoord is onbekend.',
  );
  await expect(page).toHaveURL('/login');
});

test('the session cookie of the mode: a script-readable token, or HttpOnly, Secure and Strict', async ({
  page,
  authMode,
}) => {
  await signIn(page);
  const cookie = await sessionCookie(page, sessionCookieOf(authMode));
  expect(cookie?.sameSite).toBe('Strict');
  if (authMode === 'cookie') {
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, path: '/api' });
    // Nothing of the session is left where a script could read it.
    expect(await page.evaluate<string>('document.cookie')).not.toMatch(/crm_session|crm_token/);
  } else {
    expect(cookie?.httpOnly).toBe(false);
  }
});

test('a signed-in user opening the login page goes home', async ({ page, authMode }) => {
  await page.context().addCookies(adminSessionCookies(authMode));
  await page.goto('/login');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welkom, ${admin.name}` })).toBeVisible();
});

test('a 401 after the session cookie went (another tab signed out) opens the login page', async ({
  page,
  authMode,
}) => {
  await page.context().addCookies(adminSessionCookies(authMode));
  await openHome(page);
  await page.context().clearCookies({ name: sessionCookieOf(authMode) });

  await page
    .getByRole('navigation', { name: 'Hoofdmenu', exact: true })
    .getByRole('link', { name: 'Klanten' })
    .click();

  await expect(page).toHaveURL('/login?redirect=%2Fcustomers');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu', exact: true })).toHaveCount(0);
  // The identity is gone, not just hidden: a protected page sends the guest away again.
  await page.goto('/leads');
  await expect(page).toHaveURL('/login?redirect=%2Fleads');
});

test('a 419 warns of a CSRF token mismatch and changes nothing else', async ({ page, authMode }) => {
  await page.context().addCookies(adminSessionCookies(authMode));
  await page.goto('/users/profile');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/profile', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    // Cookie mode: a forged header, refused by the API itself. Token mode has no CSRF check, so
    // the API's answer is played back.
    if (authMode === 'cookie') {
      return route.continue({ headers: { ...route.request().headers(), 'x-csrf-token': 'vervalst' } });
    }
    return route.fulfill({ status: 419, json: { message: CSRF_MISMATCH } });
  });

  await page.getByLabel('Naam', { exact: true }).fill('Niet Opgeslagen');
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByRole('alert').filter({ hasText: CSRF_MISMATCH })).toBeVisible();
  expect(warnings).toContain('CSRF token mismatch');
  await expect(page).toHaveURL('/users/profile');
  await expect(page.getByRole('button', { name: admin.name })).toBeVisible();
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(admin.name);
});

test('logout returns to the login page and ends the session on the server', async ({
  page,
  request,
  authMode,
}) => {
  await signIn(page);
  const credential = (await sessionCookie(page, sessionCookieOf(authMode)))?.value ?? '';
  expect(credential).not.toBe('');

  await page.getByRole('button', { name: admin.name }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    sessionCookieOf(authMode),
  );

  const answer = await request.get('/api/user', {
    headers: credentialHeaders(authMode, decodeURIComponent(credential)),
  });
  expect(answer.status()).toBe(401);

  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2F');
});
