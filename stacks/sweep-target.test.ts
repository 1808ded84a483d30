import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function sweepTarget(stages: string, pullRequests: string, branches: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-'));
  const files = Object.entries({ stages, pullRequests, branches }).map(([name, text]) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  });
  return execFileSync(process.execPath, ['--import', 'tsx', 'stacks/sweep-target.ts', ...files], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('sweep-target.ts', () => {
  it('prints the stale stages of the lists sweep.sh writes, one per line', () => {
    const output = sweepTarget('pr-1\nproduction\npr-2\nold-branch\n', '2\n', 'main\nfeature/x\n');
    expect(output).toBe('old-branch\npr-1\n');
  });

  it('prints nothing when nothing is stale, also for empty lists', () => {
    expect(sweepTarget('', '', '')).toBe('');
    expect(sweepTarget('production\npr-3\n', '3\n', 'main\n')).toBe('');
  });

  it('fails rather than sweep on a pull request list it cannot read', () => {
    expect(() => sweepTarget('pr-1\n', 'not-a-number\n', 'main\n')).toThrow();
  });
});
