import * as z from 'zod';

/**
 * Zod compiles object parsers with `new Function` after probing whether eval is allowed; our CSP
 * forbids it, so the probe logged a CSP error on every signed-in page. Jitless parsing never
 * probes. Imported first by `main.tsx`, before any schema parses.
 */
z.config({ jitless: true });
