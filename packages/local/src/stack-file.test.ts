import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readStackFile, removeStackFile, writeStackFile } from './stack-file.ts';

describe('the running stack’s file', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('names the running stack until it is removed', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'crm-stack-file-'));
    expect(await readStackFile(dataDir)).toBeUndefined();
    const stack = {
      pid: process.pid,
      url: 'http://localhost:3000',
      env: { DYNAMODB_ENDPOINT: 'http://localhost:8000' },
    };
    await writeStackFile(dataDir, stack);
    expect(await readStackFile(dataDir)).toEqual(stack);
    await removeStackFile(dataDir);
    expect(await readStackFile(dataDir)).toBeUndefined();
  });

  it('ignores a file left by a stack that was killed', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'crm-stack-file-'));
    // A process that has ended: its id names nothing now.
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeStackFile(dataDir, { pid: ended, url: 'http://localhost:3000', env: {} });
    expect(await readStackFile(dataDir)).toBeUndefined();
  });
});
