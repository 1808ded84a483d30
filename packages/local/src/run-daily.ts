/**
 * `npm run jobs:daily [-- --today YYYY-MM-DD] [--job NAME] [--apply]`: runs the daily job
 * (decisions 024 and 039) now, against the data of the running `npm start` (DATA_DIR, `.data` by
 * default). `--today` runs it as if it were that day in Amsterdam, e.g. a contract's decision date:
 * for a day that is not today that is a dry run, which prints what it would do and changes nothing,
 * unless `--apply` is given. `--job` keeps the run's state (the last completed day) under a name of
 * its own; `--contract ID` (repeatable) hands over only those contracts. Mail goes to that stack's
 * outbox.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readStackFile } from './stack-file.ts';
import { repoRoot } from './stack.ts';

const { values } = parseArgs({
  options: {
    today: { type: 'string' },
    job: { type: 'string' },
    apply: { type: 'boolean' },
    contract: { type: 'string', multiple: true },
  },
});
if (values.contract?.some((id) => !/^[0-9A-Z]{26}$/.test(id))) {
  console.error('--contract must be a contract id (26 letters and digits, as in its page address).');
  process.exit(1);
}
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
const { dutchToday } = await import('@crm/core/nl/date');
// Another day than today changes live records, todos and mail only when asked to.
const dryRun = values.today !== undefined && values.today !== dutchToday() && !values.apply;
// `--contract` limits the run to those contracts (a rerun for one contract; the e2e specs).
const records = values.contract ? new Set(values.contract.map((id) => `CONTRACT#${id}`)) : undefined;
const run = await runDaily({ today: values.today, jobName: values.job, dryRun, records });
const span = run.days.length > 1 ? `${run.days[0]} to ${run.days.at(-1)}` : run.days[0];
for (const outcome of run.outcomes) {
  const lines = [
    ...outcome.steps,
    ...outcome.actions.map((action) =>
      action.late ? `${action.what} (${action.late} days late)` : action.what,
    ),
  ];
  console.log(`${outcome.label}: ${lines.join('; ')}`);
}
console.log(
  dryRun
    ? `Dry run for ${run.days.at(-1)} (would read ${span}): ${run.outcomes.length} records would change or be reminded; nothing was changed. Add --apply to do it.`
    : `Daily job done for ${run.days.at(-1)} (read ${span}): ${run.handled} handled, ${run.failed} failed, ${run.skipped} without a handler, ${run.late} late.`,
);
process.exit(run.failed > 0 ? 1 : 0);
