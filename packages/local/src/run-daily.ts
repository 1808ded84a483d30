/**
 * `npm run jobs:daily [-- --today YYYY-MM-DD] [--job NAME]`: runs the daily job (decision 024) now,
 * against the data of the running `npm start` (DATA_DIR, `.data` by default). `--today` runs it as
 * if it were that day in Amsterdam, e.g. a contract's decision date. `--job` keeps the run's state
 * (the last completed day) under a name of its own: a trial run for a day in the future then does
 * not move the real job's state past today, which would stop its catch-up until that day. Mail goes
 * to that stack's outbox.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readStackFile } from './stack-file.ts';
import { repoRoot } from './stack.ts';

const { values } = parseArgs({ options: { today: { type: 'string' }, job: { type: 'string' } } });
if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today)) {
  console.error(`--today must be a date as YYYY-MM-DD, not "${values.today}".`);
  process.exit(1);
}
if (values.job !== undefined && !/^[\w-]{1,100}$/.test(values.job)) {
  console.error(`--job must be a name of letters, digits, - and _, not "${values.job}".`);
  process.exit(1);
}

const dataDir = resolve(process.env.DATA_DIR ?? resolve(repoRoot, '.data'));
const stack = await readStackFile(dataDir);
if (!stack) {
  console.error(
    `The local stack is not running on ${dataDir}. Start it first with \`npm start\` (in another terminal), then run this command again.`,
  );
  process.exit(1);
}
Object.assign(process.env, stack.env);

const { wireHooks } = await import('@crm/core/wiring');
wireHooks();
const { runDaily } = await import('@crm/core/deadlines/daily');
const run = await runDaily({ today: values.today, jobName: values.job });
console.log(
  `Daily job done for ${run.days.at(-1)} (read ${run.days.join(', ')}): ${run.handled} handled, ${run.failed} failed, ${run.skipped} without a handler.`,
);
process.exit(run.failed > 0 ? 1 : 0);
