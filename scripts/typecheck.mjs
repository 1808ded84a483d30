// Type-checks every project: the workspaces, the root (tests, scripts) and the infrastructure
// (sst.config.ts and stacks/ against SST's real types, installed offline by `sst install`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (existsSync('stacks/tsconfig.json') && !existsSync('.sst/platform/config.d.ts')) {
  run('npx', ['sst', 'install'], {
    SST_SKIP_DEPENDENCY_CHECK: '1',
    SST_NO_BUN: '1',
    SST_TELEMETRY_DISABLED: '1',
    SST_STAGE: 'typecheck',
  });
}

const projects = [
  'packages/core',
  'packages/api',
  'packages/local',
  'packages/web',
  '.',
  'tests/bench/spa-floor/pages',
];
if (existsSync('stacks/tsconfig.json')) projects.push('stacks');
for (const project of projects) {
  console.log(`tsc -p ${project}`);
  run('npx', ['tsc', '-p', project]);
}
