import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isConflict, splitApiErrors } from './form-errors';

describe('splitApiErrors', () => {
  it("puts the form's fields under the field and keeps the rest", () => {
    const error = new ApiError(422, 'De gegevens zijn niet geldig.', {
      email: ['Er bestaat al een gebruiker met dit e-mailadres.', 'Tweede melding.'],
      _: ['Er moet minstens één actieve beheerder overblijven.'],
      version: ['De versie ontbreekt.'],
    });
    expect(splitApiErrors(error, ['name', 'email'] as const)).toEqual({
      fieldErrors: [['email', 'Er bestaat al een gebruiker met dit e-mailadres.']],
      otherMessages: ['Er moet minstens één actieve beheerder overblijven.', 'De versie ontbreekt.'],
    });
  });

  it('does not repeat the main message', () => {
    const message = 'Er moet minstens één actieve beheerder overblijven.';
    const error = new ApiError(422, message, { _: [message] });
    expect(splitApiErrors(error, ['name']).otherMessages).toEqual([]);
  });

  it('has nothing to say about other errors', () => {
    expect(splitApiErrors(new Error('kapot'), ['name'])).toEqual({ fieldErrors: [], otherMessages: [] });
  });
});

describe('isConflict', () => {
  it('recognises 409 only', () => {
    expect(isConflict(new ApiError(409, 'Gewijzigd.'))).toBe(true);
    expect(isConflict(new ApiError(422, 'Ongeldig.'))).toBe(false);
    expect(isConflict(new Error('409'))).toBe(false);
  });
});
