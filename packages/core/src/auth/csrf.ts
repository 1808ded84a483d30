import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Double-submit CSRF tokens for cookie mode: a random value in a readable cookie that a page of
 * this site must copy into a header. Another site can make the browser send the cookie, but can
 * neither read it nor set a custom header on a cross-site request without passing CORS.
 */
export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether the header repeats the cookie (both present, same value), compared in constant time. */
export function csrfTokensMatch(cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
