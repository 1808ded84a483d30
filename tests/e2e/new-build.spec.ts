import { expect, test } from '@playwright/test';

test('a newer build is noticed by the hourly check and offered as a reload', async ({ page }) => {
  // The clock stands still from the start: real time passing between the page setting its hourly
  // timer and runFor below would otherwise make the timer fire before the hour is over.
  await page.clock.install({ time: new Date('2026-11-24T08:00:00') });
  await page.clock.pauseAt(new Date('2026-11-24T08:00:01'));
  await page.route('**/build.json', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();

  // Not asked before the hour is over.
  await page.clock.runFor(3_599_000);
  await expect(page.getByText('Er is een nieuwe versie beschikbaar')).toBeHidden();

  await page.clock.runFor(1_000);
  await expect(page.getByText('Er is een nieuwe versie beschikbaar')).toBeVisible();

  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.getByRole('button', { name: 'Pagina vernieuwen' }).click();
  await expect.poll(() => loads.length).toBe(1);
});

test('a page chunk that fails to load reloads the page once, then shows the error', async ({ page }) => {
  await page.route('**/assets/not-found-*.js', (route) => route.abort());
  let loads = 0;
  page.on('load', () => loads++);

  await page.goto('/nope');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  await expect(page.getByText(/dynamically imported module/)).toBeVisible();
  expect(loads).toBe(2);
});
