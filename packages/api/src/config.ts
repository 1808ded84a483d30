import * as z from 'zod';

/**
 * Process configuration that is not a linked resource. APP_ORIGIN lists the SPA origins allowed
 * by CORS (comma-separated); unset means same-origin only (the local stack serves both).
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
});

export const config = { allowedOrigins: schema.parse(process.env).APP_ORIGIN };
