import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isServiceUnavailable } from '@crm/core/db/aws-options';
import { DomainError, TooManyRequestsError, ValidationError } from '@crm/core/errors';
import { LinkError } from '@crm/core/links/link-error';
import { log } from '@crm/core/log';

const statusMessages: Partial<Record<number, string>> = {
  400: 'Het verzoek is ongeldig.',
  401: 'Je bent niet ingelogd.',
  403: 'Je hebt geen toestemming voor deze actie.',
  404: 'Niet gevonden.',
  405: 'Deze methode is hier niet toegestaan.',
  413: 'Het verzoek is te groot.',
  415: 'Dit type inhoud wordt niet ondersteund.',
};

export const serviceUnavailableMessage =
  'De toepassing kan haar gegevens nu niet bereiken. Probeer het over een halve minuut opnieuw.';

/** Field messages for a 422; the kind of problem for a link that cannot be used (410). */
function bodyOf(error: DomainError) {
  if (error instanceof ValidationError) return { message: error.message, errors: error.errors };
  if (error instanceof LinkError) return { message: error.message, problem: error.problem };
  return { message: error.message };
}

/** The one place where errors become responses. No stack trace ever leaves the server. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof DomainError) {
    if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
    // 419 (the seed's CSRF mismatch) is no official status, so Hono's type lacks it.
    return c.json(bodyOf(error), error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    if (status === 400 && error.message.toLowerCase().includes('json')) {
      return c.json({ message: 'De inhoud van het verzoek is geen geldige JSON.' }, 400);
    }
    return c.json({ message: statusMessages[status] ?? 'Er ging iets mis.' }, status);
  }
  if (isServiceUnavailable(error)) {
    // The database, file storage or mail did not answer within its bound (decision 042).
    log('error', 'service unavailable', { requestId: c.get('requestId'), error: error.message });
    c.header('Retry-After', '30');
    return c.json({ message: serviceUnavailableMessage }, 503);
  }
  log('error', 'unhandled error', {
    requestId: c.get('requestId'),
    error: error.message,
    stack: error.stack,
  });
  return c.json({ message: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.' }, 500);
}
