/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; empty means the same origin as the SPA. */
  readonly VITE_API_URL?: string;
  /** The company's name on the pages, as in the mails (the stage's COMPANY_NAME). */
  readonly VITE_COMPANY_NAME?: string;
  /** Retries for idempotent requests that failed on the network: 0 (default) or 1. */
  readonly VITE_API_RETRY?: string;
  /** Set by the build (vite.config.ts); `dev` under the dev server. */
  readonly VITE_BUILD_ID?: string;
  /** `token` (default) or `cookie`; the API's AUTH_MODE must be the same (decision 017). */
  readonly VITE_AUTH_MODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
