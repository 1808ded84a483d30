/**
 * Domain errors. The API translates them in one place (`app.onError`) to a status and a Dutch
 * `{ message }` body; validation errors also carry `errors: { field: [messages] }`.
 */
export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 419 | 422 | 429 | 502;
}

export class BadRequestError extends DomainError {
  readonly status = 400;
  constructor(message = 'Het verzoek is ongeldig.') {
    super(message);
  }
}

export class UnauthorizedError extends DomainError {
  readonly status = 401;
  constructor(message = 'Je bent niet ingelogd.') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  constructor(message = 'Je hebt geen toestemming voor deze actie.') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly status = 404;
  constructor(message = 'Het item is niet gevonden.') {
    super(message);
  }
}

export class ConflictError extends DomainError {
  readonly status = 409;
  constructor(
    message = 'Dit item is intussen door iemand anders gewijzigd. Laad de pagina opnieuw en probeer het nog eens.',
  ) {
    super(message);
  }
}

export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  constructor(message = 'Ongeldige bestandsgrootte') {
    super(message);
  }
}

/** Cookie mode: the CSRF header does not repeat the CSRF cookie (the seed's 419). */
export class CsrfMismatchError extends DomainError {
  readonly status = 419;
  constructor(
    message = 'De beveiligingscontrole van dit verzoek is mislukt. Laad de pagina opnieuw en probeer het nog eens.',
  ) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  readonly status = 422;
  constructor(
    readonly errors: FieldErrors,
    message = 'De gegevens zijn niet geldig. Controleer de gemarkeerde velden.',
  ) {
    super(message);
  }
}

export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`);
  }
}
