import { defineConfig } from '@playwright/test';
import type { AuthModeOptions } from './tests/e2e/auth-mode.ts';

/**
 * End-to-end tests against the app started the way `npm start` starts it (tests/e2e/global-setup.ts),
 * driven by Debian's Chromium: a downloaded browser is never used. `npm run test:e2e` builds the SPA
 * first. The global setup puts the app's URL in E2E_BASE_URL before the workers load this file, and
 * the URL of the same app in cookie mode (decision 017) in E2E_COOKIE_BASE_URL: the session specs
 * run against both.
 *
 * Any two tests may run at the same time (`--workers 2`, and two copies of one test under
 * `--repeat-each`): a test makes its own data and asserts on it alone (README, "End-to-end tests").
 * The few specs that assert on the whole data set (counts over all leads, the newest changes of
 * everyone) form the `chromium-alone` project, which runs after the others, one test at a time.
 * One worker by default: on the 2-core machine the browser alone keeps both cores busy, and two
 * workers were slower (16 min against 14) and ran tests past their timeouts.
 */
/**
 * Specs whose assertions read data every test writes to, or that change what the whole installation
 * shares (its one Exact Online connection): they run alone, after the rest.
 */
const aloneSpecs = ['dashboard.spec.ts', 'exact-connect.spec.ts'];

export default defineConfig<AuthModeOptions>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: aloneSpecs, use: { browserName: 'chromium' } },
    {
      name: 'chromium-cookie-mode',
      testMatch: 'session.spec.ts',
      use: { browserName: 'chromium', baseURL: process.env.E2E_COOKIE_BASE_URL, authMode: 'cookie' },
    },
    {
      // After every other test, so nothing else writes while these read the whole data set.
      name: 'chromium-alone',
      testMatch: aloneSpecs,
      dependencies: ['chromium', 'chromium-cookie-mode'],
      workers: 1,
      use: { browserName: 'chromium' },
    },
  ],
});
