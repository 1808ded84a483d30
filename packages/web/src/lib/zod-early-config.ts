type ZodGlobalConfig = { jitless?: boolean };
type WithZodConfig = { __zod_globalConfig?: ZodGlobalConfig };

/**
 * zod's configuration before zod itself has loaded: zod takes its global configuration from
 * `globalThis.__zod_globalConfig` when it loads (a test checks it still does), and an object
 * schema decides at its construction whether it may compile with `new Function`. The public entry
 * (decision 055) loads a link page's schemas before the shell that imports `zod-config.ts`, so
 * it sets `jitless` here first: without it, zod's eval probe would break the CSP (see zod-config.ts).
 */
export function configureZodBeforeItLoads(scope: WithZodConfig = globalThis as WithZodConfig): void {
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
