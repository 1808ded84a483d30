import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { Resource } from 'sst';
import { describe, expect, it } from 'vitest';
import { clientIp, EDGE_KEY_HEADER, VIEWER_IP_HEADER } from './client-ip.ts';

const app = new Hono().get('/ip', (c) => c.text(clientIp(c)));
// As the Router's viewer-request function computes it (stacks/viewer-ip.ts).
const edgeKey = createHmac('sha256', Resource.JwtSecret.value).update('crm:edge').digest('hex');
const throughCloudFront = { event: { requestContext: { http: { sourceIp: '130.176.0.1' } } } };

async function ipOf(headers: Record<string, string>, env: object = throughCloudFront) {
  const response = await app.request('/ip', { headers }, env);
  return response.text();
}

describe('clientIp', () => {
  it("takes the Function URL event's sourceIp", async () => {
    expect(await ipOf({})).toBe('130.176.0.1');
  });

  it("takes the viewer's address the Router names, with the edge key", async () => {
    expect(await ipOf({ [VIEWER_IP_HEADER]: '203.0.113.9', [EDGE_KEY_HEADER]: edgeKey })).toBe('203.0.113.9');
  });

  it('ignores a viewer address without the right key: a client cannot pick its own', async () => {
    expect(await ipOf({ [VIEWER_IP_HEADER]: '203.0.113.9' })).toBe('130.176.0.1');
    expect(await ipOf({ [VIEWER_IP_HEADER]: '203.0.113.9', [EDGE_KEY_HEADER]: 'f'.repeat(64) })).toBe(
      '130.176.0.1',
    );
    expect(await ipOf({ [VIEWER_IP_HEADER]: '203.0.113.9', [EDGE_KEY_HEADER]: 'short' })).toBe('130.176.0.1');
  });

  it("takes the socket's address on Node", async () => {
    expect(await ipOf({}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })).toBe('127.0.0.1');
  });
});
