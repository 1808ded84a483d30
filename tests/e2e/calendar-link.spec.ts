import { expect, test } from '@playwright/test';
import { apiCall, createSignedInUser, startSessionOf } from './support.ts';

// A user of its own, signed in through the API: the Beheerder is shared by tests running at the same
// time, and a calendar link is one per user.
test('a user makes, copies, replaces and revokes their private calendar link', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Two full loads of the SPA (the page and its reload), four link changes and four feed
  // requests: about 20 s on a 2-core machine shared by other builds, too close to the default 30 s.
  test.setTimeout(45_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const user = await createSignedInUser(request, 'agenda');
  // A new user has no link yet: there is nothing to revoke.
  const revoked = await apiCall(request, user.token, 'DELETE', '/api/profile/calendar');
  expect(revoked.status).toBe(404);
  await startSessionOf(page, user);
  // Straight to the profile page: every full load of the SPA costs seconds on a busy machine.
  await page.goto('/users/profile');

  const section = page.getByRole('region', { name: 'Agenda-koppeling' });
  await expect(section.getByText('Abonneer je in Outlook')).toBeVisible();
  await section.getByRole('button', { name: 'Link maken' }).click();
  const field = section.getByLabel('Je agenda-link (alleen nu zichtbaar)');
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await field.inputValue();

  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);

  await section.getByRole('button', { name: 'Kopiëren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De link is gekopieerd.' })).toBeVisible();
  // A string: this project's types have no DOM; the page's clipboard answers what was copied.
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(first);

  // After a reload the link is not shown again, only that it exists.
  await page.reload();
  await expect(section.getByText(/^Je hebt een agenda-link sinds \d{2}-\d{2}-\d{4}/)).toBeVisible();
  await expect(section.getByLabel('Je agenda-link (alleen nu zichtbaar)')).toHaveCount(0);

  await section.getByRole('button', { name: 'Nieuwe link maken' }).click();
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const second = await field.inputValue();
  expect(second).not.toBe(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);

  await section.getByRole('button', { name: 'Intrekken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agenda-link intrekken?' });
  await dialog.getByRole('button', { name: 'Intrekken' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De agenda-link is ingetrokken.' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Link maken' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Intrekken' })).toHaveCount(0);
  expect((await request.get(second)).status()).toBe(404);
});
