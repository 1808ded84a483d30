import { expect, type Page } from '@playwright/test';

/** The Beheerder the global setup seeds. */
export const admin = {
  email: 'beheerder@example.nl',
  password: 'E2e-Beheerder-wachtwoord-2026!',
  name: 'Bea Beheerder',
} as const;

export const TOKEN_COOKIE = 'crm_token';

/** Signs in through the login form the page is on. */
export async function fillLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel('E-mailadres').fill(credentials.email);
  await page.getByLabel('Wachtwoord').fill(credentials.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Opens the login page, signs in as the Beheerder and waits for the greeting. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, admin);
  await expect(page.getByRole('heading', { name: `Welkom, ${admin.name}` })).toBeVisible();
}

/** The bearer token the SPA keeps in its cookie. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === TOKEN_COOKIE);
  if (!cookie) throw new Error(`No ${TOKEN_COOKIE} cookie`);
  return decodeURIComponent(cookie.value);
}
