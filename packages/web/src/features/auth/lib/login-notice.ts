/**
 * A confirmation the login page shows when it is opened after a password was set or reset. It
 * travels in the history entry's state, so it is not in the URL and cannot be forged by a link.
 */
export type LoginNoticeState = { loginNotice: string };

export function loginNoticeState(message: string): LoginNoticeState {
  return { loginNotice: message };
}

export function readLoginNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('loginNotice' in state)) return null;
  return typeof state.loginNotice === 'string' && state.loginNotice !== '' ? state.loginNotice : null;
}
