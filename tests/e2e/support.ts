import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
  await page.getByLabel('Wachtwoord', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Opens the login page, signs in (as the Beheerder unless told otherwise) and waits for the greeting. */
export async function signIn(
  page: Page,
  account: { email: string; password: string; name: string } = admin,
): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, account);
  await expect(page.getByRole('heading', { name: `Welkom, ${account.name}` })).toBeVisible();
}

/**
 * The Beheerder's session of the whole run (see global-setup): `test.use({ storageState:
 * adminState })` starts every page of a spec signed in, without a sign-in of its own.
 */
export const adminState = process.env.E2E_ADMIN_STATE;

/**
 * A storage state holding a session: the SPA's token cookie for `baseURL`. The global setup writes
 * the Beheerder's as a file; `openHomeAs` gives a page another account's.
 */
export function sessionState(baseURL: string, token: string) {
  return { cookies: [tokenCookie(baseURL, token)], origins: [] };
}

/** The SPA's token cookie (token mode) holding a session's token, for `baseURL`. */
export function tokenCookie(baseURL: string, token: string) {
  return {
    name: TOKEN_COOKIE,
    value: encodeURIComponent(token),
    domain: new URL(baseURL).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Strict' as const,
  };
}

/**
 * Starts a page signed in as an account that signed in once through the API (`createSignedInUser`),
 * without a form sign-in (each is a full scrypt), and opens the dashboard. For specs whose subject
 * is not signing in.
 */
export async function openHomeAs(page: Page, account: { token: string; name: string }): Promise<void> {
  await startSessionOf(page, account);
  await openHome(page, account);
}

/**
 * Gives a page an account's session (see `openHomeAs`) without opening a page: for a test that goes
 * straight to the page it is about (every full load of the SPA costs seconds on a busy machine).
 */
export async function startSessionOf(page: Page, account: { token: string }): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set: the global setup did not run');
  await page.context().addCookies(sessionState(baseURL, account.token).cookies);
}

/** Opens the dashboard of a page that starts signed in (storage state) and waits for the greeting. */
export async function openHome(page: Page, account: { name: string } = admin): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welkom, ${account.name}` })).toBeVisible();
}

/** The bearer token the SPA keeps in its cookie. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === TOKEN_COOKIE);
  if (!cookie) throw new Error(`No ${TOKEN_COOKIE} cookie`);
  return decodeURIComponent(cookie.value);
}

/** An address no other test uses; the seeded Beheerder is shared, test users are not. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
}

// --- The API, for arranging what a test is not about ------------------------------------------

const jsonHeaders = (token?: string) => ({
  Accept: 'application/json',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

export async function apiLogin(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<string> {
  // The Beheerder signed in once for the whole run.
  const shared = process.env.E2E_ADMIN_TOKEN;
  if (shared && credentials.email === admin.email && credentials.password === admin.password) return shared;
  const response = await request.post('/api/login', { data: credentials, headers: jsonHeaders() });
  expect(response.status(), 'login').toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export type ApiUser = {
  id: string;
  name: string;
  email: string;
  role: string;
  active: boolean;
  hasPassword: boolean;
  version: number;
};

/** Creates a user as the Beheerder; they get an invitation e-mail. */
export async function createUserViaApi(
  request: APIRequestContext,
  input: { name: string; email: string; role: 'beheerder' | 'medewerker' | 'alleen_lezen' },
): Promise<ApiUser> {
  const token = await apiLogin(request, admin);
  const response = await request.post('/api/users', { data: input, headers: jsonHeaders(token) });
  expect(response.status(), 'create user').toBe(201);
  return ((await response.json()) as { record: ApiUser }).record;
}

export async function updateUserViaApi(
  request: APIRequestContext,
  id: string,
  input: { name: string; email: string; role: string; active: boolean; version: number },
): Promise<ApiUser> {
  const token = await apiLogin(request, admin);
  const response = await request.put(`/api/users/${id}`, { data: input, headers: jsonHeaders(token) });
  expect(response.status(), 'update user').toBe(200);
  return ((await response.json()) as { record: ApiUser }).record;
}

/** A user who accepted the invitation: created by the Beheerder, password set through the e-mailed link. */
export async function createActiveUser(
  request: APIRequestContext,
  label: string,
  role: 'beheerder' | 'medewerker' | 'alleen_lezen' = 'medewerker',
): Promise<ApiUser & { password: string }> {
  const email = uniqueEmail(label);
  const user = await createUserViaApi(request, { name: `Test ${label}`, email, role });
  const token = new URL(linkIn(await waitForMail(email))).pathname.split('/').pop() ?? '';
  const password = `Eigen-wachtwoord-${label}-2026`;
  const response = await request.post('/api/password/set', {
    data: { token, password, passwordConfirmation: password },
    headers: jsonHeaders(),
  });
  expect(response.status(), 'set password').toBe(200);
  return { ...user, hasPassword: true, version: user.version + 1, password };
}

/**
 * An active user (see `createActiveUser`) signed in once through the API: the token serves both the
 * API calls and, through `openHomeAs`, the browser.
 */
export async function createSignedInUser(
  request: APIRequestContext,
  label: string,
  role: 'beheerder' | 'medewerker' | 'alleen_lezen' = 'medewerker',
): Promise<ApiUser & { password: string; token: string }> {
  const user = await createActiveUser(request, label, role);
  return { ...user, token: await apiLogin(request, user) };
}

/** Calls the API with someone's token and answers the status. */
export async function statusOf(request: APIRequestContext, path: string, token: string): Promise<number> {
  return (await request.get(path, { headers: jsonHeaders(token) })).status();
}

// --- The local outbox -------------------------------------------------------------------------

/** A message as the local stack writes it to the outbox. */
export type OutboxMail = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
};

function outboxDir(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: the global setup did not run');
  return dir;
}

async function readOutbox(): Promise<OutboxMail[]> {
  const dir = outboxDir();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail),
  );
  return mails.sort((a, b) => a.id.localeCompare(b.id));
}

/** The messages to `to` (any letter case) so far whose subject contains `subject`, oldest first. */
export async function mailsTo(to: string, subject: string): Promise<OutboxMail[]> {
  return (await readOutbox()).filter(
    (mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.subject.includes(subject),
  );
}

/**
 * Waits until a message to `to` (any letter case) arrives, optionally with a subject containing
 * `subject` and sent after `since`, and answers the newest such message.
 */
export async function waitForMail(
  to: string,
  { subject, since }: { subject?: string; since?: Date } = {},
): Promise<OutboxMail> {
  const matches = async () =>
    (await readOutbox()).filter(
      (mail) =>
        mail.to.toLowerCase() === to.toLowerCase() &&
        (subject === undefined || mail.subject.includes(subject)) &&
        (since === undefined || new Date(mail.sentAt) >= since),
    );
  await expect
    .poll(async () => (await matches()).length, { message: `a mail to ${to}`, timeout: 10_000 })
    .toBeGreaterThan(0);
  const found = (await matches()).at(-1);
  if (!found) throw new Error(`No mail to ${to}`);
  return found;
}

/** The action link of a message (set or reset password). */
export function linkIn(mail: OutboxMail): string {
  const link = mail.links[0];
  if (!link) throw new Error(`Mail "${mail.subject}" has no link`);
  return link;
}

/** The link as a path in the app under test, whatever origin the mail was written with. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

// --- The deadlines engine's daily job ---------------------------------------------------------

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `npm run jobs:daily` as a developer runs it, against the suite's stack (global-setup names it in
 * E2E_DATA_DIR), for `today`, applied (a day other than today is otherwise a dry run). Its state lives under `job`, so the suite's runs never move each
 * other's (or the real job's) last completed day. `--contract` hands over only the spec's contract:
 * a day in the future would otherwise renew or expire every other spec's contracts too.
 */
export async function runDailyJob(today: string, job: string, contractId: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  const { stdout } = await promisify(execFile)(
    'npm',
    // Only this spec's contract: a day in the future would otherwise move every spec's contracts.
    [
      'run',
      '--silent',
      'jobs:daily',
      '--',
      '--today',
      today,
      '--job',
      job,
      '--apply',
      '--contract',
      contractId,
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } },
  );
  return stdout;
}

// --- Relations (leads, customers, suppliers), for arranging data ------------------------------

/** A company name no other test uses, with one searchable word: `Bakkerij Qx7k2m`. */
export function uniqueCompany(label: string): { name: string; word: string } {
  const word = `Zz${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${label} ${word}`, word };
}

/** An 8-digit KvK-nummer that is very unlikely to be used by another test. */
export function randomKvk(): string {
  return String(10_000_000 + Math.floor(Math.random() * 89_999_999));
}

/** Calls the API with a token and answers status and JSON body. */
export async function apiCall<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await request.fetch(path, { method, data, headers: jsonHeaders(token) });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : {}) as T };
}

/** Creates a lead, customer or supplier as the Beheerder and answers the stored record. */
export async function createRelationViaApi(
  request: APIRequestContext,
  area: 'leads' | 'customers' | 'suppliers',
  input: Record<string, unknown>,
): Promise<{ id: string; version: number; number?: string; companyName: string }> {
  const token = await apiLogin(request, admin);
  const { status, body } = await apiCall<{ record: { id: string; version: number; companyName: string } }>(
    request,
    token,
    'POST',
    `/api/${area}`,
    input,
  );
  expect(status, `create ${area}`).toBe(201);
  return body.record;
}

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys in the page task after the pick-up
 * (a `setTimeout(…, 0)`); a key pressed before that is lost. A zero timeout set now runs after it.
 */
export const keyboardDragReady = (page: Page) =>
  page.evaluate('new Promise((resolve) => setTimeout(resolve, 0))');
