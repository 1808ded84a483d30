/**
 * The sweep's stale stages, one per line:
 *   node --import tsx stacks/sweep-target.ts <stages> <open pull requests> <branches>
 * Each argument is a file with one entry per line (.github/scripts/sweep.sh writes them). The
 * choice itself is `staleStages` in stage.ts (unit-tested).
 */
import { readFileSync } from 'node:fs';
import { staleStages } from './stage';

const lines = (path: string | undefined): string[] => {
  if (!path) throw new Error('usage: sweep-target.ts <stages> <open pull requests> <branches>');
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
};

const [stages, pullRequests, branches] = process.argv.slice(2);
const openPullRequests = lines(pullRequests).map((line) => {
  const number = Number(line);
  if (!Number.isInteger(number)) throw new Error(`Not a pull request number: ${line}`);
  return number;
});

for (const stage of staleStages({ stages: lines(stages), openPullRequests, branches: lines(branches) })) {
  console.log(stage);
}
