import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EDGE_KEY_HEADER, edgeKey, VIEWER_IP_HEADER, viewerIpInjection } from './viewer-ip';

type Headers = Record<string, { value: string }>;

/** Runs the injected code the way the Router's viewer-request function does: `event` in scope. */
function runInjection(code: string, headers: Headers, ip: string, uri = '/api/login'): Headers {
  const event = { request: { uri, headers }, viewer: { ip } };
  new Function('event', code)(event);
  return event.request.headers;
}

describe('viewerIpInjection', () => {
  const key = edgeKey('stage-secret');

  it("sets the viewer's address and the edge key, overwriting what the client sent", () => {
    const headers = runInjection(
      viewerIpInjection(key),
      { [VIEWER_IP_HEADER]: { value: '10.0.0.1' }, [EDGE_KEY_HEADER]: { value: 'forged' } },
      '203.0.113.9',
    );
    expect(headers[VIEWER_IP_HEADER]).toEqual({ value: '203.0.113.9' });
    expect(headers[EDGE_KEY_HEADER]).toEqual({ value: key });
  });

  it("leaves requests for the site's files alone", () => {
    for (const uri of ['/', '/index.html', '/assets/app.js', '/apiary']) {
      expect(runInjection(viewerIpInjection(key), {}, '203.0.113.9', uri)).toEqual({});
    }
    expect(runInjection(viewerIpInjection(key), {}, '203.0.113.9', '/api')[VIEWER_IP_HEADER]).toEqual({
      value: '203.0.113.9',
    });
  });

  it('accepts only a hex key, so nothing can break out of the string', () => {
    expect(() => viewerIpInjection('"; evil(); "')).toThrow();
  });
});

describe('edgeKey', () => {
  it("is the api's keyFor('edge'): HMAC-SHA256 of crm:edge under the JwtSecret, in hex", () => {
    expect(edgeKey('s')).toBe(createHmac('sha256', 's').update('crm:edge').digest('hex'));
    expect(edgeKey('s')).not.toBe(edgeKey('t'));
  });
});
