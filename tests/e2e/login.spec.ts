import { expect, test } from '@playwright/test';
import { admin, fillLogin, signIn } from './support.ts';

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

test('the login form validates inline in Dutch', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Vul een e-mailadres in.')).toBeVisible();
  await expect(page.getByText('Vul je wachtwoord in.')).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('E-mailadres').fill('geen-e-mailadres');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a wrong password shows the Dutch error of the API', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, { email: admin.email, password: 'niet-het-wachtwoord' });

  await expect(page.getByRole('alert')).toHaveText(
    'Deze combinatie van e-mailadres en wachtwoord is onbekend.',
  );
  await expect(page).toHaveURL('/login');
});

test('a signed-in user opening the login page goes home', async ({ page }) => {
  await signIn(page);
  await page.goto('/login');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welkom, ${admin.name}` })).toBeVisible();
});

test('six wrong passwords in a row give 429', async ({ page, request }) => {
  // An address nobody has: throttling counts per account whether or not it exists, and the
  // seeded Beheerder stays usable for the other tests.
  const credentials = { email: `onbekend-${Date.now()}@example.nl`, password: 'fout-wachtwoord' };
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await request.post('/api/login', {
      data: credentials,
      headers: { Accept: 'application/json' },
    });
    expect(response.status(), `attempt ${attempt}`).toBe(401);
  }
  const blocked = await request.post('/api/login', {
    data: credentials,
    headers: { Accept: 'application/json' },
  });
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0);
  // The minutes count down with the clock, so the message is matched by its form, not its number.
  const throttled = /^Te veel pogingen\. Probeer het over \d+ (minuut|minuten) opnieuw\.$/;
  const { message } = (await blocked.json()) as { message: string };
  expect(message).toMatch(throttled);

  // The form shows the same answer.
  await page.goto('/login');
  await fillLogin(page, credentials);
  await expect(page.getByRole('alert')).toHaveText(throttled);
});
