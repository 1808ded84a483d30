import { expect, test } from '@playwright/test';
import { apiLogin, createSignedInUser, openHomeAs, startSessionOf, statusOf, tokenOf } from './support.ts';

test('a Medewerker sees their role in words and changes their name', async ({ page, request }) => {
  const user = await createSignedInUser(request, 'profiel');
  await openHomeAs(page, user);

  await page.getByRole('button', { name: user.name }).click();
  await page.getByRole('menuitem', { name: 'Profiel' }).click();
  await expect(page).toHaveURL('/users/profile');
  await expect(page).toHaveTitle('Profiel');

  const rights = page.getByRole('list', { name: 'Rechten' });
  await expect(page.getByText('Je rol is Medewerker.')).toBeVisible();
  await expect(rights.getByText('Leads bekijken')).toBeVisible();
  await expect(rights.getByText('Gebruikers en Exact beheren')).toHaveCount(0);

  await page.getByLabel('Naam', { exact: true }).fill('Profiel Nieuwe Naam');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item succesvol opgeslagen.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profiel Nieuwe Naam' })).toBeVisible();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Profiel Nieuwe Naam');
});

test('changing the password and logging out everywhere end the other sessions', async ({ page, request }) => {
  // Seven full password hashes (the password set, three sign-ins, a wrong and a right current
  // password, the new one): more than the default 30 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  // The sessions are made through the API (each sign-in a full scrypt, but no login page): the
  // other device's session is a token the test presents as that device would.
  const user = await createSignedInUser(request, 'sessies');
  const otherToken = await apiLogin(request, user);
  await startSessionOf(page, user);
  await page.goto('/users/profile');

  await page.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw-geheim-wachtwoord-2026');
  await page.getByLabel('Wachtwoord herhalen').fill('Nieuw-geheim-wachtwoord-2026');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByLabel('Huidig wachtwoord')).toHaveAccessibleDescription(
    'Het huidige wachtwoord klopt niet.',
  );

  await page.getByLabel('Huidig wachtwoord').fill(user.password);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Je wachtwoord is gewijzigd. Je andere sessies zijn beëindigd.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Huidig wachtwoord')).toHaveValue('');
  expect(await statusOf(request, '/api/user', otherToken)).toBe(401);

  // Sign in elsewhere again, then end that session from here.
  const otherTokenAgain = await apiLogin(request, { ...user, password: 'Nieuw-geheim-wachtwoord-2026' });
  await page.getByRole('button', { name: 'Overal uitloggen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Je bent op alle andere apparaten uitgelogd.' }),
  ).toBeVisible();
  expect(await statusOf(request, '/api/user', otherTokenAgain)).toBe(401);
  expect(await statusOf(page.request, '/api/user', await tokenOf(page))).toBe(200);

  // This session carries on, and a later profile save is not mistaken for a conflict.
  await page.getByLabel('Naam', { exact: true }).fill('Sessies Opgeruimd');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item succesvol opgeslagen.' })).toBeVisible();
});
