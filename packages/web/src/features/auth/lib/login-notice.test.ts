import { describe, expect, it } from 'vitest';
import { loginNoticeState, readLoginNotice } from './login-notice';

describe('login notice', () => {
  it('reads back what was put in the history state', () => {
    expect(readLoginNotice(loginNoticeState('Je wachtwoord is ingesteld.'))).toBe(
      'Je wachtwoord is ingesteld.',
    );
  });

  it('ignores anything else', () => {
    for (const state of [null, undefined, 'tekst', {}, { loginNotice: 3 }, { loginNotice: '' }]) {
      expect(readLoginNotice(state)).toBeNull();
    }
  });
});
