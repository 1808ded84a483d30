import { describe, expect, it } from 'vitest';
import { shouldRetry } from './retry-policy';

const networkError = new TypeError('Failed to fetch');

describe('shouldRetry', () => {
  it('does not retry by default (0 retries configured)', () => {
    expect(shouldRetry({ method: 'GET', error: networkError, attempt: 0, maxRetries: 0 })).toBe(false);
  });

  it('retries a GET once after a network error when configured', () => {
    expect(shouldRetry({ method: 'GET', error: networkError, attempt: 0, maxRetries: 1 })).toBe(true);
    expect(shouldRetry({ method: 'get', error: networkError, attempt: 0, maxRetries: 1 })).toBe(true);
    expect(shouldRetry({ method: 'GET', error: networkError, attempt: 1, maxRetries: 1 })).toBe(false);
  });

  it('never retries more than once, whatever is configured', () => {
    expect(shouldRetry({ method: 'GET', error: networkError, attempt: 1, maxRetries: 5 })).toBe(false);
  });

  it('never retries writes', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(shouldRetry({ method, error: networkError, attempt: 0, maxRetries: 1 })).toBe(false);
    }
  });

  it('never retries errors that are not network failures', () => {
    expect(shouldRetry({ method: 'GET', error: new Error('HTTP 500'), attempt: 0, maxRetries: 1 })).toBe(
      false,
    );
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    expect(shouldRetry({ method: 'GET', error: abort, attempt: 0, maxRetries: 1 })).toBe(false);
  });
});
