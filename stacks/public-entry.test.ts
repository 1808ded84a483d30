import { describe, expect, it } from 'vitest';
import { publicEntryInjection } from './public-entry';
import { viewerIpInjection } from './viewer-ip';

/** Runs the injected code the way the Router's viewer-request function does: `event` in scope. */
function uriAfter(code: string, uri: string): string {
  const event = { request: { uri, headers: {} }, viewer: { ip: '203.0.113.9' } };
  new Function('event', code)(event);
  return event.request.uri;
}

describe('publicEntryInjection', () => {
  const code = publicEntryInjection();

  it.each([
    '/contract-conditions/eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiIwMSJ9.c2ln/01M8F0CY8WJKNK4SD8W25KAZRP',
    '/supplier-information-requests/eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiIwMSJ9.c2ln',
    '/supplier-information-requests/eyJ.token/',
  ])('gives the link page %s the public entry', (uri) => {
    expect(uriAfter(code, uri)).toBe('/public.html');
  });

  it.each([
    '/',
    '/login',
    '/supplier-information-requests/settings',
    '/supplier-information-requests/settings/edit/default',
    '/suppliers/01ABC/requests/01DEF',
    '/contracts/01ABC/conditions/01DEF',
    '/assets/public-abc123.js',
    '/api/contract-conditions/review',
    '/index.html',
  ])('leaves %s to the site and the api', (uri) => {
    expect(uriAfter(code, uri)).toBe(uri);
  });

  it('runs beside the viewer-IP code in one small function', () => {
    const both = [viewerIpInjection('a'.repeat(64)), code].join('\n');
    expect(uriAfter(both, '/supplier-information-requests/eyJ.token')).toBe('/public.html');
    // CloudFront Functions are limited to 10 KB, most of it SST's routing code.
    expect(code.length).toBeLessThan(400);
  });
});
