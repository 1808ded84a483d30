import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeError, NOT_FOUND_EXPLANATION, SERVER_ERROR_EXPLANATION } from './describe-error';

/** What a route's `throw data(body, { status })` reaches the error boundary as. */
function routeError(body: unknown, status: number) {
  return { status, statusText: '', internal: false, data: body };
}

describe('describeError', () => {
  it('describes a 404 with the path', () => {
    expect(describeError(routeError(null, 404), '/nope')).toEqual({
      status: 404,
      title: 'Page Not Found',
      message: 'Page Not Found: /nope',
      explanation: NOT_FOUND_EXPLANATION,
    });
    expect(describeError(new ApiError(404, 'Niet gevonden.'), '/leads/1')).toMatchObject({
      title: 'Page Not Found',
      message: 'Page Not Found: /leads/1',
    });
  });

  it('shows Internal Server Error for errors without a message', () => {
    expect(describeError(new Error(''), '/')).toEqual({
      status: 500,
      title: 'Internal Server Error',
      message: 'Internal Server Error',
      explanation: SERVER_ERROR_EXPLANATION,
    });
    expect(describeError('kapot', '/')).toMatchObject({ message: 'Internal Server Error' });
    expect(describeError(routeError(null, 500), '/')).toMatchObject({ message: 'Internal Server Error' });
  });

  it("uses the error's own message", () => {
    expect(describeError(new Error('Geen toegang tot deze klant.'), '/')).toMatchObject({
      status: 500,
      message: 'Geen toegang tot deze klant.',
    });
    expect(describeError(new ApiError(403, 'Je hebt geen toegang.'), '/')).toEqual({
      status: 403,
      title: 'Internal Server Error',
      message: 'Je hebt geen toegang.',
      explanation: SERVER_ERROR_EXPLANATION,
    });
    expect(describeError(routeError({ message: 'Verlopen link.' }, 410), '/')).toMatchObject({
      status: 410,
      message: 'Verlopen link.',
    });
  });
});
