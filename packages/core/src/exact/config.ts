import { Resource } from 'sst';

/**
 * Where Exact Online is and who we are to it. In AWS the client id and secret are the stage's
 * `sst.Secret`s `ExactClientId` and `ExactClientSecret`; locally the local stack gives the fake's
 * (packages/local). `EXACT_BASE_URL` is the country's host (NL when left out), the fake's URL
 * locally; the redirect URI is the SPA's `/exact/callback` under `APP_URL`, which hands code and
 * state to the API with the signed-in user's token (a redirect carries no bearer token).
 */
export interface ExactClock {
  now(): number;
  /** Waits `ms` (tests: moves the clock instead, so a minute's reset costs no real minute). */
  sleep(ms: number): Promise<void>;
}

export interface ExactSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  clock: ExactClock;
  /** How long one request may take before it is abandoned. */
  timeoutMs: number;
  /** How long a call may wait for a minute's reset before the caller is told to stop instead. */
  maxWaitMs: number;
}

export const DEFAULT_EXACT_BASE_URL = 'https://start.exactonline.nl';

export const realClock: ExactClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function exactSettings(overrides: Partial<ExactSettings> = {}): ExactSettings {
  const appUrl = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return {
    baseUrl: (process.env.EXACT_BASE_URL || DEFAULT_EXACT_BASE_URL).replace(/\/$/, ''),
    get clientId() {
      return Resource.ExactClientId.value;
    },
    get clientSecret() {
      return Resource.ExactClientSecret.value;
    },
    redirectUri: `${appUrl}/exact/callback`,
    clock: realClock,
    timeoutMs: 30_000,
    maxWaitMs: 75_000,
    ...overrides,
  };
}
