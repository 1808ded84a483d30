import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The daily job's part of the bench (issue: "the daily job over 50,000 contracts after a 61-day
 * gap"). In a table of its own on the bench's DynamoDB Local, daily-job.ts seeds the contracts
 * bench's mix of contracts as they stood on the seed day (today) and runs the daily job for that
 * day, which leaves the data as the job would have (todos, ledger and mails of reminders already
 * due). Then nothing runs for 61 days: the job's state says `lastCompleted` = the seed day, and
 * `runDaily` runs once for the seed day + 61, in a fresh process as the jobs function would, then
 * a second time for the same day, which must find nothing new to do, and a third time with the state
 * put back to the seed day, so every day of the gap is read again and the ledger alone stops a
 * second reminder.
 */
export const GAP_DAYS = 61;

/** What one `runDaily` reported, as daily-job.ts prints it, with the mails it wrote. */
export interface DailyRunFigures {
  today: string;
  days: number;
  from: string;
  seconds: number;
  handled: number;
  failed: number;
  skipped: number;
  outcomes: number;
  steps: Record<string, number>;
  /** Todos and mails made, each once. */
  reminders: number;
  /** The reminders by kind (from their subject), todo and mail together. */
  reminderKinds: Record<string, number>;
  late: number;
  dynamoRequests: number;
  itemsRead: number;
  dynamoWaitSeconds: number;
  commands: Record<string, number>;
  rssBeforeMiB: number;
  peakRssMiB: number;
  /** Files the run added to the outbox, by kind. */
  mails: Record<string, number>;
  mailsTotal: number;
}

export interface DailyBenchReport {
  date: string;
  node: string;
  loadAverage: number;
  sizes: { contracts: number; customers: number; suppliers: number };
  seedDay: string;
  gapDays: number;
  seedSeconds: number;
  itemsSeeded: number;
  statuses: Record<string, number>;
  /** The run on the seed day that brings the seeded data up to date. */
  seedDayRun: DailyRunFigures;
  /** After the gap. */
  first: DailyRunFigures;
  /** The same day again. */
  second: DailyRunFigures;
  /** The same day again, with the state put back before the gap: every day re-read, the ledger stops it. */
  reread: DailyRunFigures;
}

/**
 * The kind of a reminder from a mail's subject or an action's summary (contracts/reminder-text.ts).
 */
export function kindOf(text: string): string {
  if (text.startsWith('Termijnbewaking:')) return 'late summary';
  if (/^nog \d+ dagen?[:,]/i.test(text)) return '7-day notice';
  if (text.startsWith('Opzegdatum verstreken') || / verstreken, volgende kans /.test(text))
    return 'notice day missed';
  if (/^(Contract )?loopt af op/.test(text)) return 'expiry (no renewal)';
  if (/[:,] loopt af op /.test(text)) return 'decision (renewal only when agreed)';
  if (/uiterlijk opzeggen op/.test(text)) return 'decision (tacit renewal)';
  return 'other';
}

export const tally = (values: Iterable<string>) => {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
};

const here = dirname(fileURLToPath(import.meta.url));
const execute = promisify(execFile);

async function inFreshProcess<T>(env: Record<string, string>, args: string[]): Promise<T> {
  const { stdout } = await execute(
    process.execPath,
    ['--import', 'tsx', join(here, 'daily-job.ts'), ...args],
    { env: { PATH: process.env.PATH ?? '', ...env }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as T;
}

/** The outbox's files, oldest first (one JSON file per mail, named by its ULID). */
const outboxFiles = async (dir: string) => (await readdir(dir).catch(() => [])).sort();

async function runOnce(
  env: Record<string, string>,
  outbox: string,
  args: string[],
): Promise<DailyRunFigures> {
  const before = new Set(await outboxFiles(outbox));
  const figures = await inFreshProcess<Omit<DailyRunFigures, 'mails' | 'mailsTotal'>>(env, ['run', ...args]);
  const added = (await outboxFiles(outbox)).filter((file) => !before.has(file));
  const subjects = await Promise.all(
    added.map(
      async (file) => (JSON.parse(await readFile(join(outbox, file), 'utf8')) as { subject: string }).subject,
    ),
  );
  const result = { ...figures, mails: tally(subjects.map(kindOf)), mailsTotal: added.length };
  console.log(JSON.stringify(result));
  return result;
}

export async function measureDaily(options: {
  env: Record<string, string>;
  sizes: { contracts: number; customers: number; suppliers: number };
  loadAverage: number;
}): Promise<DailyBenchReport> {
  const { addDays, dutchToday } = await import('@crm/core/nl/date');
  const { name } = JSON.parse(options.env.SST_RESOURCE_Table ?? '{}') as { name?: string };
  const outbox = await mkdtemp(join(tmpdir(), 'crm-bench-daily-outbox-'));
  const env = {
    ...options.env,
    SST_RESOURCE_Table: JSON.stringify({ name: `${name ?? 'crm'}-daily` }),
    MAIL_OUTBOX_DIR: outbox,
    MAIL_QUIET: '1',
    LOG_LEVEL: 'silent',
  };
  const jobName = 'bench-daily';
  const seedDay = dutchToday();
  const today = addDays(seedDay, GAP_DAYS);
  const { sizes } = options;
  const seeded = await inFreshProcess<{
    itemsSeeded: number;
    seedSeconds: number;
    statuses: Record<string, number>;
  }>(env, ['seed', String(sizes.contracts), String(sizes.customers), String(sizes.suppliers), seedDay]);
  console.log(`daily: seeded ${seeded.itemsSeeded} items in ${seeded.seedSeconds} s`);
  const seedDayRun = await runOnce(env, outbox, [seedDay, jobName]);
  const first = await runOnce(env, outbox, [today, jobName, addDays(today, -GAP_DAYS)]);
  const second = await runOnce(env, outbox, [today, jobName]);
  const reread = await runOnce(env, outbox, [today, jobName, addDays(today, -GAP_DAYS)]);
  return {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: options.loadAverage,
    sizes,
    seedDay,
    gapDays: GAP_DAYS,
    ...seeded,
    seedDayRun,
    first,
    second,
    reread,
  };
}

const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ') || '–';

const perRecord = (run: DailyRunFigures) => ((run.seconds * 1000) / Math.max(1, run.handled)).toFixed(1);
const share = (run: DailyRunFigures) =>
  Math.round((100 * run.dynamoWaitSeconds) / Math.max(0.001, run.seconds));

export function renderDaily(report: DailyBenchReport): string {
  const row = (name: string, run: DailyRunFigures) =>
    `| ${name} | ${run.today} (${run.days} days from ${run.from}) | ${run.seconds} s | ${run.handled} | ${run.failed} | ${list(run.steps)} | ${run.reminders} (${run.late} late) | ${run.mailsTotal} | ${run.dynamoRequests} (${run.dynamoWaitSeconds} s waiting) | ${run.itemsRead} | ${run.rssBeforeMiB} → ${run.peakRssMiB} MiB |`;
  const detail = (name: string, run: DailyRunFigures) => [
    `- **${name}.** Reminders by kind (todo and mail each count): ${list(run.reminderKinds)}. Mails: ${list(run.mails)}. DynamoDB requests: ${list(run.commands)}. Without a handler: ${run.skipped}.`,
  ];
  return [
    '# Daily job bench',
    '',
    `${report.date}, Node ${report.node}, DynamoDB Local in memory (a table of this part's own), load average ${report.loadAverage} (1 minute, at the start; 2 cores shared with other developers' tests). ${report.sizes.contracts} contracts, the contracts bench's mix (3 in 5 renew tacitly, 1 in 5 never, 1 in 5 when agreed; first terms of 1 to 5 years, renewals of a year, notice 1 to 3 months, started 2019 to 2026; 70% Actief), over ${report.sizes.customers} customers and ${report.sizes.suppliers} suppliers, one owner; as they stood on ${report.seedDay}: ${list(report.statuses)} (${report.itemsSeeded} items seeded in ${report.seedSeconds} s).`,
    '',
    `The job ran on ${report.seedDay} (bringing the seeded data up to date: the todos, mails and ledger of reminders already due), then not for ${report.gapDays} days: with \`lastCompleted\` ${report.seedDay}, \`runDaily\` ran for ${report.first.today}, then again for the same day, then once more with \`lastCompleted\` put back to ${report.seedDay} (the gap read again: only the ledger stops a second reminder). Each run is a fresh \`node --import tsx\` process (\`tests/bench/daily-job.ts\`) as the jobs function would be; time is \`runDaily\`'s own, DynamoDB requests are counted by core's request metrics (failed conditional writes are not counted), peak RSS is the process's (import and run), mails are the files the run added to the outbox.`,
    '',
    '| run | for | time | records handed over | failed | steps | reminders | mails | DynamoDB requests | items read | RSS after import → peak |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    row('seed day', report.seedDayRun),
    row(`after ${report.gapDays} days`, report.first),
    row('same day again', report.second),
    row('same day, the gap re-read', report.reread),
    '',
    ...detail('Seed day', report.seedDayRun),
    ...detail(`After ${report.gapDays} days`, report.first),
    ...detail('Same day again', report.second),
    ...detail('Same day, the gap re-read (state put back to the seed day)', report.reread),
    '',
    '## Reading it',
    '',
    `- The seed day's run is the seeding's catch-up, not a normal day: the seeder writes no ledger, so every contract already past its Beslisdatum or its last notice day gets its todo and mail then (most of them "Opzegdatum verstreken").`,
    `- After the gap the job hands each record over one after another: ${perRecord(report.first)} ms a record, ${share(report.first)}% of the run waiting for DynamoDB (${(report.first.dynamoRequests / Math.max(1, report.first.handled)).toFixed(1)} requests a record). Time grows with the records that have a date in the gap or an ended period, not with the days.`,
    `- Run again for the same day it reads that day alone and finds nothing to do; with the whole gap read again it hands every record with a due item over again and the ledger (one BatchGetItem a record) stops every second todo and mail.`,
    `- After a gap the Beheerders get one summary mail of what came late: ${report.first.late} actions, one line per contract (a todo and its mail say the same).`,
    '',
  ].join('\n');
}
