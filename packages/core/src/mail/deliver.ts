import { DomainError } from '../errors.ts';
import { log } from '../log.ts';

/** A message the user asked for explicitly could not be sent: 502 with what to do instead. */
export class MailNotSentError extends DomainError {
  readonly status = 502;
}

/** Sends a message; a failure is logged and reported to the caller, never thrown away silently. */
export async function deliver(
  send: () => Promise<unknown>,
  context: Record<string, unknown>,
): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    log('error', 'mail not sent', {
      ...context,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
