import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { BadRequestError } from '@crm/core/errors';

/** The methods a form may ask for: the seed's PUT, and PATCH and DELETE. Nothing else. */
const overridable = new Set(['PUT', 'PATCH', 'DELETE']);

const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'];

export const unreadableBodyMessage = 'De inhoud van het verzoek kan niet worden gelezen.';
export const methodNotOverridableMessage = 'Een formulier kan alleen PUT, PATCH of DELETE vragen.';

/**
 * A form POST carrying `_method=PUT` (PATCH, DELETE) is answered as that method, as the seed's
 * client sends a PUT with a file. Hono's own middleware reads the form without catching, and
 * passes any `_method` on; here a body that cannot be read is a 400 and other methods are refused,
 * so no client can make the API answer 500.
 */
export function methodOverride(app: Hono) {
  return createMiddleware(async (c, next) => {
    const contentType = c.req.header('Content-Type')?.toLowerCase() ?? '';
    if (c.req.method !== 'POST' || !formTypes.some((type) => contentType.startsWith(type))) {
      return next();
    }
    let form: FormData;
    try {
      form = await c.req.raw.clone().formData();
    } catch {
      throw new BadRequestError(unreadableBodyMessage);
    }
    const requested = form.get('_method');
    if (requested === null) return next();
    const method = typeof requested === 'string' ? requested.toUpperCase() : '';
    if (!overridable.has(method)) throw new BadRequestError(methodNotOverridableMessage);

    form.delete('_method');
    const headers = new Headers(c.req.raw.headers);
    // The new body sets its own type (with a fresh boundary) and length.
    headers.delete('Content-Type');
    headers.delete('Content-Length');
    const body = contentType.startsWith('multipart/form-data') ? form : formAsParams(form);
    return app.fetch(new Request(c.req.url, { method, headers, body }), c.env);
  });
}

function formAsParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') params.append(name, value);
  return params;
}
