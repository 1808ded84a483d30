import { expect, test } from '@playwright/test';
import { fillLogin } from './support.ts';

// Signing in, the guards, 401, 419 and logout are in session.spec.ts, run in both auth modes.

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
