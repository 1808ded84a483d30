import { expect, test } from '@playwright/test';
import { createActiveUser, fillLogin, linkIn, pathOf, waitForMail } from './support.ts';

test('forgot password: the e-mailed link sets a new password once, the old one stops working', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'vergeten');
  const newPassword = 'Een-heel-nieuw-wachtwoord-2026';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page).toHaveTitle('Wachtwoord vergeten');
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/login');

  const asked = new Date();
  await page.getByLabel('E-mailadres').fill(user.email.toUpperCase());
  await page.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',
  );

  const mail = await waitForMail(user.email, { subject: 'Nieuw wachtwoord', since: asked });
  const resetPath = pathOf(linkIn(mail));
  expect(resetPath).toMatch(/^\/password-reset\//);
  await page.goto(resetPath);
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByLabel('Wachtwoord', { exact: true }).fill(newPassword);
  await page.getByLabel('Wachtwoord herhalen').fill(newPassword);
  await page.getByRole('button', { name: 'Opslaan' }).click();

  // Not signed in by the reset: the login page shows the confirmation.
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status')).toHaveText('Je nieuwe wachtwoord is opgeslagen. Log opnieuw in.');

  await fillLogin(page, { email: user.email, password: user.password });
  await expect(page.getByRole('alert')).toHaveText(
    'Deze combinatie van e-mailadres en wachtwoord is onbekend.',
  );
  await fillLogin(page, { email: user.email, password: newPassword });
  await expect(page.getByRole('heading', { name: `Welkom, ${user.name}` })).toBeVisible();

  // The link works once: the second visit explains and offers a new one.
  await page.context().clearCookies();
  await page.goto(resetPath);
  await expect(page.getByText('Deze link is al gebruikt.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveCount(0);
});

test('an invalid link shows what to do instead of an error page', async ({ page }) => {
  await page.goto('/password-set/dit-is-geen-echte-uitnodiging-1234567890');
  await expect(page).toHaveTitle('Wachtwoord instellen');
  await expect(page.getByRole('heading', { name: 'Deze link kan niet meer worden gebruikt' })).toBeVisible();
  await expect(page.getByText('Deze link is ongeldig.', { exact: false })).toBeVisible();
  await expect(page.getByText(/vraag dan de beheerder/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/login');

  await page.goto('/password-reset/kort');
  await expect(page.getByRole('heading', { name: 'Deze link kan niet meer worden gebruikt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('a well-known password is refused under the field', async ({ page, request }) => {
  const user = await createActiveUser(request, 'bekend');
  const asked = new Date();
  const answer = await request.post('/api/password/forgot', {
    data: { email: user.email },
    headers: { Accept: 'application/json' },
  });
  expect(answer.status()).toBe(200);
  await page.goto(
    pathOf(linkIn(await waitForMail(user.email, { subject: 'Nieuw wachtwoord', since: asked }))),
  );

  await page.getByLabel('Wachtwoord', { exact: true }).fill('password123');
  await page.getByLabel('Wachtwoord herhalen').fill('password123');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveAccessibleDescription(
    /Dit wachtwoord is te bekend en makkelijk te raden\./,
  );
  await expect(page).toHaveURL(/\/password-reset\//);
});
