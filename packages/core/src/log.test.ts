import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log.ts';

describe('the log', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('never writes a token, the client id or secret, nor an OAuth code or state', () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    log('info', 'exact', {
      status: 200,
      request: { client_secret: 'geheim-1', client_id: 'id-2', refresh_token: 'Gcp7!abc' },
      accessToken: 'AAEA!def',
      code: 'XTzM!ghi',
      state: 'eyJhbGc',
    });
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    for (const secret of ['geheim-1', 'id-2', 'Gcp7!abc', 'AAEA!def', 'XTzM!ghi', 'eyJhbGc'])
      expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({ status: 200, request: { client_secret: '[redacted]' } });
  });
});
