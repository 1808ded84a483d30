import { expect, test } from '@playwright/test';
import {
  admin,
  adminState,
  createActiveUser,
  createSignedInUser,
  createUserViaApi,
  fillLogin,
  linkIn,
  openHome,
  openHomeAs,
  pathOf,
  statusOf,
  tokenOf,
  uniqueCompany,
  uniqueEmail,
  updateUserViaApi,
  waitForMail,
} from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

// The invitation journey is four tests. As one it hashed three passwords, waited for mail and
// loaded about fifteen pages within 30 s; the API answered each request in milliseconds (but the
// password set, a full scrypt), yet on a busy machine each page took seconds to render and the
// journey timed out wherever it had got to. Now the screens of the invitation are one test (one
// scrypt); the rights and the end of an open session are each arranged through the API with one
// sign-in that the browser reuses as its session (no sign-in form); the refused sign-in of a
// deactivated account is a test of its own.
test('a Beheerder invites a Medewerker from the Gebruikers menu, who sets a password through the e-mailed link', async ({
  page,
  browser,
  baseURL,
}) => {
  const medewerker = {
    name: 'Mo Medewerker',
    email: uniqueEmail('mo'),
    password: 'Mijn-eigen-wachtwoord-2026',
  };

  // The Beheerder creates the user from the Gebruikers menu: no password field, an invitation instead.
  await openHome(page);
  await page.getByRole('button', { name: 'Configuratie' }).click();
  await page.getByRole('menuitem', { name: 'Gebruikers' }).click();
  await expect(page).toHaveURL('/users');
  await page.getByRole('link', { name: 'Gebruiker toevoegen' }).click();
  await expect(page.getByLabel('Wachtwoord')).toHaveCount(0);
  await page.getByLabel('Naam', { exact: true }).fill(medewerker.name);
  await page.getByLabel('E-mailadres').fill(medewerker.email);
  await page.getByLabel('Rol').selectOption({ label: 'Medewerker' });
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Item succesvol opgeslagen.' })).toBeVisible();
  await expect(page).toHaveURL(/\/users\/[0-9A-Z]{26}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(medewerker.name);
  await expect(page.getByText('Wachtwoord ingesteld')).toBeVisible();
  await expect(page.locator('dd').nth(4)).toHaveText('Nee');

  // The Medewerker opens the invitation link in their own browser.
  const invitation = await waitForMail(medewerker.email, { subject: 'Je account' });
  // A browser of their own: no session (this spec's contexts otherwise start as the Beheerder).
  const guest = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const medewerkerPage = await guest.newPage();
  await medewerkerPage.goto(pathOf(linkIn(invitation)));
  await expect(medewerkerPage).toHaveTitle('Wachtwoord instellen');
  await expect(medewerkerPage.getByText(`Welkom, ${medewerker.name}!`)).toBeVisible();
  const password = medewerkerPage.getByLabel('Wachtwoord', { exact: true });
  const confirmation = medewerkerPage.getByLabel('Wachtwoord herhalen');
  await expect(password).toHaveAttribute('placeholder', 'Wachtwoord');
  await expect(confirmation).toHaveAttribute('placeholder', 'Herhaal wachtwoord');

  await password.fill(medewerker.password);
  await confirmation.fill('iets-anders-2026');
  await medewerkerPage.getByRole('button', { name: 'Opslaan' }).click();
  await expect(medewerkerPage.getByText('De wachtwoorden komen niet overeen.')).toBeVisible();

  await confirmation.fill(medewerker.password);
  await medewerkerPage.getByRole('button', { name: 'Opslaan' }).click();
  await expect(medewerkerPage).toHaveURL('/login');
  await expect(medewerkerPage.getByRole('status')).toHaveText(
    'Je wachtwoord is ingesteld. Je kunt nu inloggen.',
  );
  await guest.close();
});

test('a Medewerker sees neither Exact nor Gebruikers, and the API refuses the users list', async ({
  browser,
  baseURL,
  request,
}) => {
  const medewerker = await createSignedInUser(request, 'rechten');
  const guest = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const medewerkerPage = await guest.newPage();
  await openHomeAs(medewerkerPage, medewerker);
  await medewerkerPage.getByRole('button', { name: 'Configuratie' }).click();
  await expect(medewerkerPage.getByRole('menuitem')).toHaveText(['Contracttypes', 'Instellingen']);
  await medewerkerPage.keyboard.press('Escape');
  expect(await statusOf(medewerkerPage.request, '/api/users', await tokenOf(medewerkerPage))).toBe(403);
  await medewerkerPage.goto('/users');
  await expect(medewerkerPage.getByText('Je hebt geen toegang tot deze pagina.')).toBeVisible();
  await expect(medewerkerPage.getByRole('button', { name: 'Configuratie' })).toBeVisible();
  await guest.close();
});

test('a deactivated Medewerker’s open session ends at once, and the history tells the whole story', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Its subject needs two browsers at once (the Medewerker's open page while the Beheerder
  // deactivates them) besides the two scrypts of arranging the account: about twelve page loads. On
  // a busy machine that work alone passed 30 s in 3 of 3 runs, so it has twice the time.
  test.setTimeout(60_000);
  // Invited and password set through the e-mailed link, as the test above does through the screens.
  const medewerker = await createSignedInUser(request, 'mo');
  const userPath = `/users/${medewerker.id}`;
  const guest = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const medewerkerPage = await guest.newPage();
  await openHomeAs(medewerkerPage, medewerker);
  const medewerkerToken = await tokenOf(medewerkerPage);

  // The Beheerder sees the password set, and deactivates them.
  await page.goto(userPath);
  await expect(page.locator('dd').nth(4)).toHaveText('Ja');
  await page.getByRole('link', { name: 'Bewerken' }).click();
  const active = page.getByRole('switch', { name: 'Actief' });
  await expect(active).toBeChecked();
  await active.click();
  await expect(active).not.toBeChecked();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item succesvol opgeslagen.' })).toBeVisible();
  await expect(page).toHaveURL(userPath);
  await expect(page.locator('dd').nth(3)).toHaveText('Nee');

  // The Medewerker's open session ends at once: the API answers 401 and the app opens the login page.
  expect(await statusOf(medewerkerPage.request, '/api/user', medewerkerToken)).toBe(401);
  await medewerkerPage.getByRole('button', { name: medewerker.name }).click();
  await medewerkerPage.getByRole('menuitem', { name: 'Profiel' }).click();
  // The app sends them on to the page they were opening once they sign in again.
  await expect(medewerkerPage).toHaveURL('/login?redirect=%2Fusers%2Fprofile');
  await expect(medewerkerPage.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await guest.close();

  // The history tells who changed what, from what to what.
  await page.getByRole('tab', { name: 'Geschiedenis' }).click();
  const history = page.getByRole('list', { name: 'Geschiedenis' });
  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText(`Gewijzigd door ${admin.name} op`);
  await expect(latest).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expect(latest.getByRole('row', { name: /Actief/ })).toContainText(/Ja\s*Nee/);
  await expect(history).toContainText(`Wachtwoord ingesteld via uitnodiging door ${medewerker.name}`);
  await expect(history).toContainText('Wachtwoord gewijzigd');
  await expect(history.getByRole('listitem').last()).toContainText(`Aangemaakt door ${admin.name}`);
});

test('a deactivated Medewerker cannot sign in again', async ({ browser, baseURL, request }) => {
  const medewerker = await createActiveUser(request, 'uit');
  const { name, email, role, version } = medewerker;
  await updateUserViaApi(request, medewerker.id, { name, email, role, active: false, version });
  const guest = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const medewerkerPage = await guest.newPage();
  await medewerkerPage.goto('/login?redirect=%2Fusers%2Fprofile');
  await fillLogin(medewerkerPage, medewerker);
  await expect(medewerkerPage.getByRole('alert')).toBeVisible();
  await expect(medewerkerPage).toHaveURL(/\/login/);
  await guest.close();
});

test('the list searches, filters and sorts, and a link reproduces the view', async ({ page, request }) => {
  const tag = `lijst${Date.now()}`;
  await createUserViaApi(request, { name: `Anna ${tag}`, email: uniqueEmail(tag), role: 'medewerker' });
  await createUserViaApi(request, { name: `Bram ${tag}`, email: uniqueEmail(tag), role: 'alleen_lezen' });

  await page.goto('/users');
  await page.getByLabel('Zoeken').fill(tag);
  await expect(page).toHaveURL(`/users?search=${tag}`);
  await expect(page.getByText('2 gebruikers')).toBeVisible();
  const names = page.locator('tbody tr td:nth-child(2)');
  await expect(names).toHaveText([`Anna ${tag}`, `Bram ${tag}`]);

  await page.getByRole('button', { name: 'Naam' }).click();
  await expect(page).toHaveURL(`/users?search=${tag}&sort=name&order=desc`);
  await expect(page.getByRole('columnheader', { name: 'Naam' })).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText([`Bram ${tag}`, `Anna ${tag}`]);

  await page.getByLabel('Rol').selectOption({ label: 'Alleen lezen' });
  await expect(page).toHaveURL(`/users?search=${tag}&role=alleen_lezen&sort=name&order=desc`);
  await expect(page.getByText('1 gebruiker', { exact: true })).toBeVisible();
  await expect(names).toHaveText([`Bram ${tag}`]);

  await page.getByLabel('Status').selectOption({ label: 'Alleen inactief' });
  await expect(page).toHaveURL(/active=false/);
  await expect(page.getByText('0 gebruikers')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Geen resultaten' })).toBeVisible();

  // The same link in a fresh load shows the same view.
  const link = `/users?search=${tag}&sort=email&order=asc&active=true`;
  await page.goto(link);
  await expect(page.getByLabel('Zoeken')).toHaveValue(tag);
  await expect(page.getByLabel('Status')).toHaveValue('true');
  await expect(page.getByRole('columnheader', { name: 'E-mailadres' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByText('2 gebruikers')).toBeVisible();

  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page).toHaveURL('/users?sort=email&order=asc');
  await expect(page.getByLabel('Zoeken')).toHaveValue('');
});

test('an e-mail address in use, in any letter case, is refused under the field', async ({ page }) => {
  await page.goto('/users/create');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een naam in.')).toBeVisible();
  await expect(page.getByText('Vul een e-mailadres in.')).toBeVisible();

  await page.getByLabel('Naam', { exact: true }).fill('Dubbele Bea');
  await page.getByLabel('E-mailadres').fill(admin.email.toUpperCase());
  await page.getByRole('button', { name: 'Opslaan' }).click();

  const email = page.getByLabel('E-mailadres');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Er bestaat al een gebruiker met dit e-mailadres\./);
  await expect(page).toHaveURL('/users/create');
});

test('delete asks first, with the focus on cancel, then confirms with a toast', async ({ page, request }) => {
  // A name of its own: another test (or another copy of this one) may list its own at the same time.
  const name = `Weg ${uniqueCompany('x').word}`;
  const user = await createUserViaApi(request, { name, email: uniqueEmail('weg'), role: 'alleen_lezen' });
  await page.goto(`/users/${user.id}`);

  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weet je zeker dat je dit item wilt verwijderen?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Verwijderen' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item succesvol verwijderd.' })).toBeVisible();
  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  // The signed-in Beheerder is not offered to delete themself.
  await page.getByRole('link', { name: admin.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.name);
  await expect(page.getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
});

test('leaving a changed form asks first', async ({ page, request }) => {
  const user = await createUserViaApi(request, {
    name: 'Blijf Hier',
    email: uniqueEmail('blijf'),
    role: 'medewerker',
  });
  await page.goto(`/users/edit/${user.id}`);
  await page.getByLabel('Naam', { exact: true }).fill('Blijf Hier Even');
  await page.getByRole('link', { name: 'Annuleren' }).click();

  const dialog = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Blijven' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Blijven' }).click();
  await expect(page).toHaveURL(`/users/edit/${user.id}`);
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Blijf Hier Even');

  await page.getByRole('link', { name: 'Annuleren' }).click();
  await page.getByRole('button', { name: 'Pagina verlaten' }).click();
  await expect(page).toHaveURL(`/users/${user.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blijf Hier');
});

test('a save after someone else’s shows the conflict and reloads the latest version', async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, {
    name: 'Eerste Naam',
    email: uniqueEmail('conflict'),
    role: 'medewerker',
  });
  await page.goto(`/users/edit/${user.id}`);
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Eerste Naam');

  await updateUserViaApi(request, user.id, { ...user, name: 'Naam Van Collega', version: user.version });

  await page.getByLabel('Naam', { exact: true }).fill('Mijn Naam');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Dit item is intussen gewijzigd' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Opnieuw laden' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Naam Van Collega');

  await page.getByLabel('Naam', { exact: true }).fill('Mijn Naam');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item succesvol opgeslagen.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn Naam');
});
