import * as z from 'zod';
import { authModes, DEFAULT_AUTH_MODE } from '@crm/core/auth/auth-mode';

/**
 * Process configuration that is not a linked resource. APP_ORIGIN lists the SPA origins allowed
 * by CORS (comma-separated); unset means same-origin only (the local stack serves both). AUTH_MODE
 * is `token` (default) or `cookie` (decision 017); the SPA must be built with the same mode.
 */
const schema = z.object({
  APP_ORIGIN: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  AUTH_MODE: z.enum(authModes).default(DEFAULT_AUTH_MODE),
});

const parsed = schema.parse(process.env);

export const config = { allowedOrigins: parsed.APP_ORIGIN, authMode: parsed.AUTH_MODE };
