/**
 * Run by the daily-job part of the bench (daily.ts) in a fresh `node --import tsx` process, against
 * a table of the part's own (SST_RESOURCE_Table) on the bench's DynamoDB Local, so the contracts of
 * the contracts part are not read and its own are not moved. Prints one line of JSON.
 * - `seed <contracts> <customers> <suppliers> <day>`: the table, a Beheerder who owns every
 *   contract, and the contracts bench's mix of contracts (contracts.ts) as they stood on `<day>`:
 *   one whose last period had ended by then is Verlopen (or Beëindigd when notice was given).
 * - `run <today> <jobName> [<lastCompleted>]`: puts the job's state (`lastCompleted`) when given,
 *   then `runDaily` once for `<today>`, counting its DynamoDB requests; the process's peak RSS.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { benchContract } from './contracts.ts';
import { kindOf, tally } from './daily.ts';
import { companyName, pick } from './data.ts';

const [mode, ...args] = process.argv.slice(2);
const { wireHooks } = await import('@crm/core/wiring');
wireHooks();

async function seed(count: number, customerCount: number, supplierCount: number, day: string) {
  const { ensureTable } = await import('@crm/core/db/create-table');
  const { ensureAdmin } = await import('@crm/core/users/seed');
  const { findUserIdByEmail } = await import('@crm/core/users/repository');
  const { RelationSeeder } = await import('@crm/core/relations/seed');
  const { ContractSeeder } = await import('@crm/core/contracts/seed');
  const { contractDates } = await import('@crm/core/contracts/dates');
  await ensureTable();
  const email = 'bench-daily@example.nl';
  await ensureAdmin({ email, password: 'Bench-Dagelijks-2026!', name: 'Bench' });
  const ownerId = (await findUserIdByEmail(email)) ?? '';
  const started = performance.now();
  const parties = new RelationSeeder();
  const customers: { id: string; name: string }[] = [];
  const suppliers: { id: string; name: string }[] = [];
  for (let i = 1; i <= customerCount; i++) {
    const data = { ...companyName(6_000_000 + i), status: 'actief' };
    customers.push({ id: await parties.add('customer', data, 800_000 + i), name: data.companyName });
  }
  for (let i = 1; i <= supplierCount; i++) {
    const data = { ...companyName(7_000_000 + i), status: 'actief', category: 'Energie' };
    suppliers.push({ id: await parties.add('supplier', data, 800_000 + i), name: data.companyName });
  }
  await parties.finish();
  const seeder = new ContractSeeder();
  const statuses: Record<string, number> = {};
  for (let i = 0; i < count; i++) {
    const contract = benchContract(i, { customer: pick(customers, i), suppliers, types: [], ownerId });
    // The daily job kept the data up to date until `day`: nothing running past its last period.
    const dates = contractDates({ ...contract, agreedRenewals: 0, status: 'actief' }, day);
    if (!dates.renews && dates.periodEnd < day) {
      if (contract.status === 'actief') contract.status = 'verlopen';
      if (contract.status === 'opgezegd') contract.status = 'beeindigd';
    }
    statuses[contract.status] = (statuses[contract.status] ?? 0) + 1;
    await seeder.add(contract, day);
  }
  await seeder.finish();
  return {
    itemsSeeded: seeder.written + parties.written,
    seedSeconds: Math.round((performance.now() - started) / 1000),
    statuses,
  };
}

async function run(today: string, jobName: string, lastCompleted: string | undefined) {
  const { dynamo, tableName } = await import('@crm/core/db/client');
  const { keys } = await import('@crm/core/db/keys');
  const { measure } = await import('@crm/core/db/metrics');
  const { runDaily } = await import('@crm/core/deadlines/daily');
  if (lastCompleted) {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.jobState(jobName), type: 'job-state', lastCompleted },
      }),
    );
  }
  const rssBeforeMiB = Math.round(process.memoryUsage().rss / 1024 / 1024);
  const started = performance.now();
  const { result, metrics } = await measure(() => runDaily({ today, jobName }));
  const seconds = +((performance.now() - started) / 1000).toFixed(1);
  const actions = result.outcomes.flatMap((outcome) => outcome.actions);
  return {
    today,
    days: result.days.length,
    from: result.days[0],
    seconds,
    handled: result.handled,
    failed: result.failed,
    skipped: result.skipped,
    outcomes: result.outcomes.length,
    steps: tally(result.outcomes.flatMap((outcome) => outcome.steps)),
    reminders: actions.length,
    reminderKinds: tally(actions.map((action) => kindOf(action.what))),
    late: result.late,
    dynamoRequests: metrics.requests,
    itemsRead: metrics.itemsRead,
    dynamoWaitSeconds: +(metrics.dbMs / 1000).toFixed(1),
    commands: tally(metrics.commands),
    rssBeforeMiB,
    // maxRSS is in KiB: the whole process, import and run.
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

const answer =
  mode === 'seed'
    ? await seed(Number(args[0]), Number(args[1]), Number(args[2]), args[3] ?? '')
    : await run(args[0] ?? '', args[1] ?? '', args[2]);
console.log(JSON.stringify(answer));
process.exit(0);
