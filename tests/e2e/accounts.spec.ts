import { expect, test } from '@playwright/test';
import { forgotPasswordAnswer } from '../../packages/api/src/routes/password.ts';
import {
  admin,
  apiLogin,
  createActiveUser,
  fillLogin,
  linkIn,
  pathOf,
  signIn,
  statusOf,
  tokenOf,
  uniqueEmail,
  waitForMail,
} from './support.ts';

test('a Beheerder invites a Medewerker, who sets a password, sees no admin menu, and is cut off when deactivated', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('medewerker');
  const name = 'Mila Medewerker';

  await signIn(page);
  await page.goto('/users/create');
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Rol').selectOption('medewerker');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Item succesvol opgeslagen.')).toBeVisible();
  const adminToken = await apiLogin(request, admin);
  const found = await request.get(`/api/users?search=${encodeURIComponent(email)}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${adminToken}` },
  });
  const { items } = (await found.json()) as { items: { id: string; email: string }[] };
  const userId = items.find((candidate) => candidate.email === email)?.id ?? '';
  expect(userId).not.toBe('');

  // The invitation link sets the password (auth layout, guest only).
  const invitation = linkIn(await waitForMail(email));
  expect(invitation).toContain('/password-set/');
  const guest = await browser.newContext();
  const worker = await guest.newPage();
  await worker.goto(pathOf(invitation));
  await expect(worker).toHaveTitle(/Wachtwoord instellen/);
  const password = 'Nieuw-Medewerker-Wachtwoord-2026';
  await worker.getByLabel(/^Wachtwoord\*?$/).fill(password);
  await expect(worker.getByLabel(/^Wachtwoord\*?$/)).toHaveAttribute('placeholder', 'Wachtwoord');
  await worker.getByLabel('Wachtwoord herhalen').fill(password);
  await expect(worker.getByLabel('Wachtwoord herhalen')).toHaveAttribute('placeholder', 'Herhaal wachtwoord');
  await worker.getByRole('button', { name: 'Opslaan' }).click();
  await expect(worker).toHaveURL(/\/login/);

  // Signed in, the Medewerker sees no Gebruikers or Exact, and the API agrees.
  await fillLogin(worker, { email, password });
  await expect(worker.getByRole('heading', { name: `Welkom, ${name}` })).toBeVisible();
  await worker.getByRole('button', { name: 'Configuratie' }).click();
  await expect(worker.getByRole('menuitem', { name: 'Contracttypes' })).toBeVisible();
  await expect(worker.getByRole('menuitem', { name: 'Gebruikers' })).toHaveCount(0);
  await expect(worker.getByRole('menuitem', { name: 'Exact' })).toHaveCount(0);
  await worker.keyboard.press('Escape');
  const workerToken = await tokenOf(worker);
  expect(await statusOf(request, '/api/users', workerToken)).toBe(403);

  // The Beheerder deactivates them: their open session ends on its next request.
  await page.goto(`/users/edit/${userId}`);
  await page.getByRole('switch', { name: 'Actief' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Item succesvol opgeslagen.')).toBeVisible();
  expect(await statusOf(request, '/api/user', workerToken)).toBe(401);
  await worker.reload();
  await expect(worker.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await guest.close();
});

test('forgot password: the reset link sets a new password once; the old password stops working', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'vergeten');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar inloggen' })).toBeVisible();
  const since = new Date();
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page.getByText(forgotPasswordAnswer)).toBeVisible();

  const link = linkIn(await waitForMail(user.email, { subject: 'Nieuw wachtwoord', since }));
  await page.goto(pathOf(link));
  const password = 'Heel-Nieuw-Wachtwoord-2026';
  await page.getByLabel(/^Wachtwoord\*?$/).fill(password);
  await page.getByLabel('Wachtwoord herhalen').fill(password);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/login/);

  expect(typeof (await apiLogin(request, { email: user.email, password }))).toBe('string');
  const old = await request.post('/api/login', { data: { email: user.email, password: user.password } });
  expect(old.status()).toBe(401);

  await page.goto(pathOf(link));
  await expect(page.getByText('Deze link is al gebruikt.')).toBeVisible();
  await expect(page.getByRole('link', { name: /nieuwe link/i })).toBeVisible();
});

test('a duplicate e-mail address in another letter case is refused under the field', async ({ page }) => {
  await signIn(page);
  await page.goto('/users/create');
  await page.getByLabel('Naam', { exact: true }).fill('Dubbele Dirk');
  await page.getByLabel('E-mailadres').fill(admin.email.toUpperCase());
  await page.getByLabel('Rol').selectOption('medewerker');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Er bestaat al een gebruiker met dit e-mailadres.')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/create/);
});
