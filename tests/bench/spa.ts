/**
 * The SPA bench: opens the login page in Chromium (Debian's, as the e2e tests), waits until the
 * form can be used and the network is quiet, signs in and waits for the dashboard's greeting,
 * and sums the JavaScript the page loaded by then, gzip-compressed as CloudFront would send it
 * (the local server sends files as they are).
 */
import { chromium, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export interface SpaStep {
  files: number;
  rawKiB: number;
  gzipKiB: number;
}

export interface SpaReport {
  login: SpaStep & { largest: { file: string; gzipKiB: number }[] };
  dashboard: SpaStep;
}

const KiB = 1024;

export async function measureSpa(options: {
  baseUrl: string;
  account: { email: string; password: string; name: string };
}): Promise<SpaReport> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<{ raw: number; gzip: number }>>();
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname;
      if (scripts.has(file)) return;
      scripts.set(
        file,
        response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body).length })),
      );
    });
    const step = async () => {
      const sizes = await Promise.all(scripts.values());
      const sum = (pick: (size: { raw: number; gzip: number }) => number) =>
        +(sizes.reduce((total, size) => total + pick(size), 0) / KiB).toFixed(1);
      return { files: sizes.length, rawKiB: sum((s) => s.raw), gzipKiB: sum((s) => s.gzip) };
    };

    await page.goto(`${options.baseUrl}/login`);
    await page.getByRole('button', { name: 'Inloggen' }).waitFor();
    await page.waitForLoadState('networkidle');
    const login = await step();
    const largest = await Promise.all(
      [...scripts].map(async ([file, size]) => ({ file, gzipKiB: +((await size).gzip / KiB).toFixed(1) })),
    );

    await page.getByLabel('E-mailadres').fill(options.account.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(options.account.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    // The dashboard's route modules have loaded once its greeting shows.
    await page.getByRole('heading', { name: `Welkom, ${options.account.name}` }).waitFor();
    const dashboard = await step();
    return {
      login: { ...login, largest: largest.sort((a, b) => b.gzipKiB - a.gzipKiB).slice(0, 6) },
      dashboard,
    };
  } finally {
    await browser.close();
  }
}
