/**
 * `npm run bench`: the performance budgets (issue 16), in parts:
 * - cold-start: the api bundle as SST builds it beside an empty Hono + DynamoDB app, each imported
 *   and asked `GET /api/user` in fresh processes (size, module init, first request);
 * - spa: the JavaScript Chromium loads for the login page and the dashboard (gzip);
 * - relations: seeds the local stack (100,000 leads, 20,000 customers with 2 contact people each,
 *   5,000 suppliers by default) and measures the relation API over HTTP, beside the same DynamoDB
 *   Query made directly, plus global search, with the API's own time from `Server-Timing`;
 * - export: exports every lead as a background job (XLSX, then CSV): wall time and peak memory;
 * - files: 200 uploads to one customer (presign, upload, complete) and its detail read after;
 * - requests: the review screen of a supplier request whose answer changes every field (API and
 *   Chromium), and a supplier's Verzoeken tab with 200 requests (tests/bench/supplier-requests.ts);
 * - contracts: seeds 50,000 contracts (tests/bench/contracts.ts) and measures their list pages, a
 *   customer's tab, the dashboard's "Op te zeggen binnen 90 dagen" and a rename's refresh;
 * - daily: the daily job over 50,000 contracts after a 61-day gap, then the same day again
 *   (tests/bench/daily.ts; a table of its own, each run in a fresh process): time, records handed
 *   over, outcomes, DynamoDB requests, mails and peak memory.
 * - import: a CSV of 50,000 leads (BENCH_IMPORT_LEADS) checked and written by the jobs bundle in
 *   fresh processes: time and peak memory, beside DynamoDB Local's transaction pace (`BENCH_ONLY=import`).
 * Results go to bench/results/ (<part>.{json,md}, and budgets.md over all of them).
 * Smaller runs: BENCH_ONLY (comma-separated parts; export needs relations' seeding), BENCH_LEADS,
 * BENCH_CUSTOMERS, BENCH_SUPPLIERS, BENCH_CONTRACTS, BENCH_DAILY_CONTRACTS, BENCH_SAMPLES,
 * BENCH_COLD_SAMPLES (10);
 * BENCH_CPU_PROFILE=<folder> writes a CPU profile of each export job process there, and one of this
 * process (the API serving the requests) while the relation scenarios run.
 * `BENCH_ONLY=contracts` runs the contracts part alone (it seeds its own customers and suppliers).
 * - exact: 5,000 customers with a bank account synced to a fake Exact Online of its own, then 1,000
 *   changed there and pulled (tests/bench/exact.ts; BENCH_EXACT_CUSTOMERS, BENCH_EXACT_CHANGES):
 *   calls, days of Exact's daily limit, time, peak memory.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../packages/local/src/stack.ts';
import { renderBudgets, renderColdStart, renderSpa, TRIVIAL_SCENARIO, type AllResults } from './budgets.ts';
import { measureColdStart } from './cold-start/measure.ts';
import { bundleLambda } from './cold-start/bundle.ts';
import { measureContracts, renderContracts } from './contracts.ts';
import { measureDaily, renderDaily } from './daily.ts';
import { measureExact, renderExact } from './exact.ts';
import { companyName, contactPerson, pick } from './data.ts';
import { measureExport, measureExportInJobsFunction, measureExportReadFloor } from './export.ts';
import { measureFiles, renderFiles } from './files.ts';
import { measureImport, renderImport } from './import.ts';
import { renderExportMarkdown, renderMarkdown, type BenchReport, type ExportBenchReport } from './report.ts';
import { apiCaller, directQuery, runScenarios, type Scenario } from './scenarios.ts';
import { measureSpa } from './spa.ts';
import { measureRequests, renderRequests } from './supplier-requests.ts';
import { measureSpaFloor } from './spa-floor/measure.ts';

process.env.EXPOSE_DB_METRICS = '1';
process.env.LOG_LEVEL = 'silent';
process.env.MAIL_QUIET = '1';

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const sizes = {
  leads: count('BENCH_LEADS', 100_000),
  customers: count('BENCH_CUSTOMERS', 20_000),
  suppliers: count('BENCH_SUPPLIERS', 5_000),
};
const contractSizes = {
  contracts: count('BENCH_CONTRACTS', 50_000),
  customers: count('BENCH_CONTRACT_CUSTOMERS', 2_000),
  suppliers: count('BENCH_CONTRACT_SUPPLIERS', 500),
  renamedCustomerContracts: count('BENCH_RENAMED_CONTRACTS', 1_000),
};
const dailySizes = {
  contracts: count('BENCH_DAILY_CONTRACTS', 50_000),
  customers: count('BENCH_CONTRACT_CUSTOMERS', 2_000),
  suppliers: count('BENCH_CONTRACT_SUPPLIERS', 500),
};
const SAMPLES = count('BENCH_SAMPLES', 200);
const COLD_SAMPLES = count('BENCH_COLD_SAMPLES', 10);
const parts = new Set(
  (
    process.env.BENCH_ONLY ?? 'cold-start,spa,files,requests,relations,export,contracts,daily,import,exact'
  ).split(','),
);
/** The parts budgets.md sums up; a run of other parts alone leaves it as it is. */
const budgetParts = ['cold-start', 'spa', 'relations', 'export', 'daily'];
const RESULTS = 'bench/results';
const PAGE = 25;
const admin = { email: 'bench@example.nl', password: 'Bench-Wachtwoord-2026!', name: 'Bench' };

async function writeResult(name: string, json: unknown, markdown: string) {
  await mkdir(RESULTS, { recursive: true });
  await writeFile(join(RESULTS, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(join(RESULTS, `${name}.md`), markdown);
  console.log(markdown);
}

/** budgets.md over every part's latest figures (this run's, or an earlier run's). */
async function writeBudgets(loadAverage: number) {
  const read = async <T>(name: string): Promise<T | undefined> => {
    const file = join(RESULTS, `${name}.json`);
    return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : undefined;
  };
  const results: AllResults = {
    loadAverage,
    coldStart: await read('cold-start'),
    spa: await read('spa'),
    relations: await read('relations'),
    export: await read('export'),
    daily: await read('daily'),
  };
  await writeFile(join(RESULTS, 'budgets.md'), renderBudgets(results));
  console.log(renderBudgets(results));
}

/** On a busy machine DynamoDB Local may miss its 30 s to answer; the bench tries up to three times. */
async function startStackPatiently(dataDir: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStack({ port: 0, dataDir, inMemory: true, seedAdmin: admin, quiet: true });
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(
        `local stack did not start (${error instanceof Error ? error.message.split('\n')[0] : error}); again`,
      );
    }
  }
}

/**
 * With BENCH_CPU_PROFILE=<folder>, a CPU profile of this process while `work` runs (the local API
 * answers the bench's requests in this process), written to `<folder>/<name>.cpuprofile`.
 */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return work();
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** The 1-minute load average: other developers' tests share the machine; each part records it. */
const currentLoad = () => +(loadavg()[0] ?? 0).toFixed(1);

async function main() {
  const loadAverage = currentLoad();
  // The SPA is measured as built from this code.
  if (parts.has('spa')) execFileSync('npm', ['run', 'build', '-w', '@crm/web'], { stdio: 'inherit' });
  const dataDir = await mkdtemp(join(tmpdir(), 'crm-bench-'));
  const stack = await startStackPatiently(dataDir);
  try {
    const { RelationSeeder } = await import('@crm/core/relations/seed');
    const { decodeCursor } = await import('@crm/core/db/cursor');
    const { leadSources, leadStatuses } = await import('@crm/core/leads/schema');
    const login = await fetch(`${stack.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };

    if (parts.has('cold-start')) {
      const load = currentLoad();
      const report = await measureColdStart({ env: stack.env, token, samples: COLD_SAMPLES });
      const result = { date: new Date().toISOString(), node: process.version, loadAverage: load, ...report };
      await writeResult('cold-start', result, renderColdStart(result));
    }
    if (parts.has('spa')) {
      const load = currentLoad();
      const result = {
        date: new Date().toISOString(),
        loadAverage: load,
        ...(await measureSpa({ baseUrl: stack.url, account: admin })),
        floor: await measureSpaFloor(),
      };
      await writeResult('spa', result, renderSpa(result));
    }
    if (parts.has('files')) {
      const result = {
        date: new Date().toISOString(),
        loadAverage: +(loadavg()[0] ?? 0).toFixed(1),
        ...(await measureFiles({ baseUrl: stack.url, token })),
      };
      await writeResult('files', result, renderFiles(result));
    }
    if (parts.has('requests')) {
      const result = {
        date: new Date().toISOString(),
        loadAverage: currentLoad(),
        ...(await measureRequests({
          baseUrl: stack.url,
          token,
          account: admin,
          samples: Math.min(SAMPLES, 50),
        })),
      };
      await writeResult('supplier-requests', result, renderRequests(result));
    }
    if (parts.has('contracts')) {
      const result = await measureContracts({
        baseUrl: stack.url,
        headers,
        sizes: contractSizes,
        samples: SAMPLES,
        loadAverage: currentLoad(),
      });
      await writeResult('contracts', result, renderContracts(result));
    }
    if (parts.has('daily')) {
      const result = await measureDaily({ env: stack.env, sizes: dailySizes, loadAverage: currentLoad() });
      await writeResult('daily', result, renderDaily(result));
    }
    if (parts.has('import')) {
      const jobs = await bundleLambda(
        join(process.cwd(), 'packages/api/src/jobs.ts'),
        await mkdtemp(join(tmpdir(), 'crm-bench-import-')),
      );
      const result = await measureImport({
        bundle: jobs.file,
        env: stack.env,
        leads: count('BENCH_IMPORT_LEADS', 50_000),
        loadAverage: currentLoad(),
        // BENCH_IMPORT_NODE_OPTIONS (e.g. a heap limit) runs the jobs so, into a result of its own.
        ...(process.env.BENCH_IMPORT_NODE_OPTIONS
          ? { nodeOptions: process.env.BENCH_IMPORT_NODE_OPTIONS }
          : {}),
      });
      await writeResult(result.nodeOptions ? 'import-node-options' : 'import', result, renderImport(result));
    }
    if (parts.has('exact')) {
      const result = await measureExact({
        customers: count('BENCH_EXACT_CUSTOMERS', 5_000),
        changed: count('BENCH_EXACT_CHANGES', 1_000),
        loadAverage: currentLoad(),
      });
      await writeResult('exact', result, renderExact(result));
    }
    if (!parts.has('relations') && !parts.has('export')) return;

    // Seed.
    const seedStarted = performance.now();
    const seeder = new RelationSeeder();
    const customerIds: string[] = [];
    for (let i = 1; i <= sizes.leads; i++) {
      await seeder.add(
        'lead',
        {
          ...companyName(i),
          source: pick(leadSources, i),
          status: pick(leadStatuses, i * 7),
          ...(pick(leadStatuses, i * 7) === 'verloren' ? { lostReason: 'Te duur' } : {}),
          expectedValue: (i % 50) * 1000,
        },
        i,
      );
    }
    for (let i = 1; i <= sizes.customers; i++) {
      customerIds.push(
        await seeder.add(
          'customer',
          { ...companyName(1_000_000 + i), status: i % 9 ? 'actief' : 'inactief' },
          i,
          [contactPerson(i, true), contactPerson(i + 1, false)],
        ),
      );
    }
    for (let i = 1; i <= sizes.suppliers; i++) {
      await seeder.add(
        'supplier',
        {
          ...companyName(2_000_000 + i),
          status: 'actief',
          category: pick(['Energie', 'ICT', 'Schoonmaak', 'Catering'], i),
        },
        i,
      );
    }
    await seeder.finish({ customer: sizes.customers, supplier: sizes.suppliers });
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    console.log(`seeded ${seeder.written} items in ${seedSeconds} s`);

    const api = apiCaller(stack.url, headers);
    const direct = directQuery;

    if (parts.has('relations')) {
      const relationsLoad = currentLoad();
      // The cursor of page 50 (followed once, then reused).
      let cursor: string | null = null;
      for (let page = 1; page < 50; page++) {
        const { body } = await api(
          `/api/leads?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        cursor = (body as { cursor: string }).cursor;
      }
      const deepCursor = cursor ?? '';
      const deepKey = decodeCursor(deepCursor, 'gsi1:LEAD:');

      const searchTerms = ['jansen', 'bakk', 'de vries', 'utrecht', 'install', 'visser', 'groen', 'smit'];
      // Parts of names, as typed into the global search (Ctrl+K).
      const globalTerms = ['bakk', 'jans', 'vries', 'install', 'meij', 'transp', 'garage de', 'zorg'];
      // Several words, each shared by thousands of records: name, kind of business and city.
      const multiWordTerms = [
        'bakkerij jansen utrecht',
        'transport visser rotterdam',
        'garage bakker amsterdam',
        'zorggroep meijer groningen',
      ];
      const scenarios: Scenario[] = [
        {
          // The app time of a route that does next to nothing, taken in the same run as the lists'.
          name: TRIVIAL_SCENARIO,
          call: () => api('/api/user'),
        },
        {
          name: 'leads: first list page',
          call: () => api(`/api/leads?limit=${PAGE}`),
          direct: () =>
            direct({
              IndexName: 'gsi1',
              KeyConditionExpression: 'gsi1pk = :pk',
              ExpressionAttributeValues: { ':pk': 'LEAD' },
              Limit: PAGE,
            }),
        },
        {
          name: 'leads: page 50',
          call: () => api(`/api/leads?limit=${PAGE}&cursor=${encodeURIComponent(deepCursor)}`),
          direct: () =>
            direct({
              IndexName: 'gsi1',
              KeyConditionExpression: 'gsi1pk = :pk',
              ExpressionAttributeValues: { ':pk': 'LEAD' },
              Limit: PAGE,
              ExclusiveStartKey: deepKey,
            }),
        },
        {
          name: 'leads: status filter, name descending',
          call: () => api(`/api/leads?status=gekwalificeerd&sort=name&order=desc&limit=${PAGE}`),
          direct: () =>
            direct({
              IndexName: 'gsi2',
              KeyConditionExpression: 'gsi2pk = :pk',
              ExpressionAttributeValues: { ':pk': 'LEAD#status#gekwalificeerd' },
              ScanIndexForward: false,
              Limit: PAGE,
            }),
        },
        {
          name: 'leads: status + source filter (bounded filter)',
          call: () => api(`/api/leads?status=nieuw&source=beurs&limit=${PAGE}`),
        },
        {
          name: 'leads: search',
          call: (i) =>
            api(`/api/leads?search=${encodeURIComponent(searchTerms[i % searchTerms.length] ?? 'jansen')}`),
        },
        {
          name: 'global search (part of a name)',
          call: (i) =>
            api(`/api/search?q=${encodeURIComponent(globalTerms[i % globalTerms.length] ?? 'bakk')}`),
        },
        {
          name: 'global search (three words)',
          call: (i) =>
            api(
              `/api/search?q=${encodeURIComponent(multiWordTerms[i % multiWordTerms.length] ?? 'bakkerij')}`,
            ),
        },
        {
          name: 'customers: detail with contact people',
          call: (i) => api(`/api/customers/${customerIds[(i * 7919) % customerIds.length]}`),
          direct: (i) =>
            direct({
              KeyConditionExpression: 'pk = :pk AND sk < :h',
              ExpressionAttributeValues: {
                ':pk': `CUSTOMER#${customerIds[(i * 7919) % customerIds.length]}`,
                ':h': 'HISTORY#',
              },
            }),
        },
        {
          name: 'leads: create',
          call: (i) =>
            api('/api/leads', {
              method: 'POST',
              body: JSON.stringify({ ...companyName(3_000_000 + i), source: 'website' }),
            }),
        },
      ];

      const results = await profiled('relations', () => runScenarios(scenarios, SAMPLES));

      const report: BenchReport = {
        date: new Date().toISOString(),
        node: process.version,
        sizes,
        pageSize: PAGE,
        samples: SAMPLES,
        seedSeconds,
        itemsSeeded: seeder.written,
        loadAverage: relationsLoad,
        results,
      };
      await writeResult('relations', report, renderMarkdown(report));
    }

    if (parts.has('export')) {
      const exportReport: ExportBenchReport = {
        date: new Date().toISOString(),
        node: process.version,
        leads: sizes.leads,
        loadAverage: currentLoad(),
        runs: [],
        jobsFunction: [],
      };
      for (const format of ['xlsx', 'csv'] as const)
        exportReport.runs.push(await measureExport({ baseUrl: stack.url, headers, format }));
      const jobs = await bundleLambda(
        join(process.cwd(), 'packages/api/src/jobs.ts'),
        await mkdtemp(join(tmpdir(), 'crm-bench-jobs-')),
      );
      for (const format of ['xlsx', 'csv'] as const)
        exportReport.jobsFunction?.push(
          await measureExportInJobsFunction({ bundle: jobs.file, env: stack.env, format }),
        );
      const floor = await bundleLambda(
        join(process.cwd(), 'tests/bench/export-read-floor.ts'),
        await mkdtemp(join(tmpdir(), 'crm-bench-export-floor-')),
      );
      exportReport.readFloor = await measureExportReadFloor({ bundle: floor.file, env: stack.env });
      await writeResult('export', exportReport, renderExportMarkdown(exportReport));
    }
  } finally {
    await stack.stop();
    if (budgetParts.some((part) => parts.has(part))) await writeBudgets(loadAverage);
  }
}

await main();
