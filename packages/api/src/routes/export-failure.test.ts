import { describe, expect, it, vi } from 'vitest';

// This file's exports go to a bucket that does not exist in the S3 emulator (hoisted above the
// imports, which read the resource once), so the job fails where a real upload would.
vi.hoisted(() => {
  const resource = JSON.parse(process.env.SST_RESOURCE_Bucket ?? '{}') as Record<string, unknown>;
  process.env.SST_RESOURCE_Bucket = JSON.stringify({ ...resource, name: `ontbreekt-${process.pid}` });
});

const { FAILED_MESSAGE } = await import('@crm/core/export/public');
const { jobsIdle } = await import('@crm/core/jobs/dispatch');
const { createTestUser, json, request, signIn } = await import('../testing.ts');

describe('an export job that fails', () => {
  it('shows the export as failed with the Dutch message, and no download link', async () => {
    const { email } = await createTestUser('medewerker');
    const token = await signIn(email);
    const started = await request('/api/exports', {
      method: 'POST',
      token,
      body: JSON.stringify({ list: 'leads', format: 'csv', query: {} }),
    });
    expect(started.status).toBe(202);
    const { id } = (await json<{ record: { id: string } }>(started)).record;
    await jobsIdle();
    const { record: answer } = await json<{ record: Record<string, unknown> }>(
      await request(`/api/exports/${id}`, { token }),
    );
    expect(answer).toMatchObject({ id, status: 'failed', message: FAILED_MESSAGE });
    expect(answer).not.toHaveProperty('url');
  });
});
