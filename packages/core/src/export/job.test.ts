import { describe, expect, it } from 'vitest';
import { runExport } from './job.ts';
import { createExportRecord, getExportRecord, isStale, STALE_AFTER_MS } from './record.ts';

const request = {
  ownerId: 'u-job-test',
  role: 'beheerder' as const,
  list: 'users',
  fileStem: 'gebruikers',
  query: {},
};

describe('export job (DynamoDB Local, S3 emulator)', () => {
  it('runs a fresh export to the end', async () => {
    const item = await createExportRecord({ ...request, format: 'csv' });
    await runExport(item.id);
    expect(await getExportRecord(item.id)).toMatchObject({ status: 'done' });
  });

  it('does not start an export the screen has already reported as failed', async () => {
    const queuedAt = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    const item = await createExportRecord({ ...request, format: 'xlsx' }, queuedAt);
    expect(isStale(item)).toBe(true);
    await runExport(item.id);
    expect(await getExportRecord(item.id)).toMatchObject({ status: 'queued', rows: 0 });
  });

  it('runs once when delivered twice', async () => {
    const item = await createExportRecord({ ...request, format: 'csv' });
    await Promise.all([runExport(item.id), runExport(item.id)]);
    expect(await getExportRecord(item.id)).toMatchObject({ status: 'done' });
  });
});
