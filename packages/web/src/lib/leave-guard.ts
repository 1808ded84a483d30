type Place = { pathname: string; search: string };

/**
 * Whether leaving a form with unsaved changes for `next` deserves a question. Going to the login
 * page never does: that is the session ending (logout or a 401), and blocking it would leave the
 * user on a page that can no longer load anything.
 */
export function shouldWarnBeforeLeaving(current: Place, next: Place, loginPath: string): boolean {
  if (next.pathname === loginPath) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}
