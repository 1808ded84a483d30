/** Renders the bench's JSON as the committed Markdown table, with the targets checked. */
export interface BenchResult {
  name: string;
  p50: number;
  p95: number;
  dynamoRequestsPerCall: number;
  itemsReadPerCall: number;
  directP50: number | null;
  ratioToDirect: number | null;
  /** The API's own time (Server-Timing `app`: total minus DynamoDB wait), p50. */
  appP50?: number;
}

export interface BenchReport {
  date: string;
  node: string;
  sizes: { leads: number; customers: number; suppliers: number };
  pageSize: number;
  samples: number;
  seedSeconds: number;
  itemsSeeded: number;
  /** 1-minute load average as the measuring (after seeding) began. */
  loadAverage?: number;
  results: BenchResult[];
}

/** The session check reads 2 items (session and user) on every call. */
const SESSION_ITEMS = 2;

export function renderMarkdown(report: BenchReport): string {
  const rows = report.results.map(
    (r) =>
      `| ${r.name} | ${r.p50} | ${r.p95} | ${r.appP50 ?? '–'} | ${r.dynamoRequestsPerCall} | ${r.itemsReadPerCall} | ${r.directP50 ?? '–'} | ${r.ratioToDirect ?? '–'} |`,
  );
  const lists = report.results.filter(
    (r) => r.name.startsWith('leads:') && r.name !== 'leads: create' && r.name !== 'leads: search',
  );
  const maxItems = Math.max(...lists.map((r) => r.itemsReadPerCall - SESSION_ITEMS));
  const ratios = report.results.filter((r) => r.ratioToDirect !== null).map((r) => r.ratioToDirect ?? 0);
  const worstRatio = Math.max(...ratios);
  const itemsMet = maxItems <= 2 * report.pageSize;
  return [
    '# Relations bench',
    '',
    `${report.date}, Node ${report.node}, DynamoDB Local in memory, ${report.sizes.leads} leads, ${report.sizes.customers} customers (2 contact people each), ${report.sizes.suppliers} suppliers (${report.itemsSeeded} items seeded in ${report.seedSeconds} s); ${report.samples} requests per row, page size ${report.pageSize}. Times in ms, through HTTP on this machine (2 cores, shared with other work while measuring). Items read include the session check (${SESSION_ITEMS} items). Search answers up to 50 matches. App time is the API's own \`Server-Timing\` \`app\` (the call's time in the API minus the time any DynamoDB request was under way).`,
    '',
    '| call | p50 | p95 | app p50 (Server-Timing) | DynamoDB requests | items read | direct Query p50 | API / direct |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## Targets',
    '',
    `- Items read per list page at most twice the page size (${2 * report.pageSize}): ${itemsMet ? 'met' : 'missed'}, at most ${maxItems} besides the session check.`,
    `- API at most 1.5 times the direct Query at p50: ${worstRatio <= 1.5 ? 'met' : `missed, by up to ${(worstRatio / 1.5).toFixed(1)}× (worst ratio ${worstRatio})`}.`,
    '  DynamoDB Local answers a Query in 2 to 4 ms, so the fixed cost of a call (HTTP on loopback, the',
    '  token check, JSON in and out, validating every item read, the total counter read beside the Query)',
    '  weighs more than it would against DynamoDB in AWS (typically 5 to 10 ms a Query). The session check',
    '  already runs beside the Query (decision 003), so a list costs one DynamoDB round trip.',
    '',
  ].join('\n');
}

export interface ExportRun {
  format: 'xlsx' | 'csv';
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  fileMiB: number;
  polls: number;
  memoryMiB: {
    rssBefore: number;
    rssPeak: number;
    heapUsedBefore: number;
    heapUsedPeak: number;
    externalPeak: number;
  };
}

/** One export run by the bundled jobs handler in a process of its own (as in AWS). */
export interface JobsFunctionRun {
  format: 'xlsx' | 'csv';
  rows: number;
  /** From the handler's call to its end. */
  jobSeconds: number;
  /** The whole process: start, import, job. */
  processSeconds: number;
  initMs: number;
  rowsPerSecond: number;
  peakRssMiB: number;
}

/** The export's view read and made into rows in a fresh process, with nothing written. */
export interface ExportReadFloor {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMiB: number;
}

export interface ExportBenchReport {
  date: string;
  node: string;
  leads: number;
  /** 1-minute load average as the export part began. */
  loadAverage?: number;
  runs: ExportRun[];
  jobsFunction?: JobsFunctionRun[];
  readFloor?: ExportReadFloor;
}

export function renderExportMarkdown(report: ExportBenchReport): string {
  const rows = report.runs.map((run) => {
    const m = run.memoryMiB;
    return `| ${run.format.toUpperCase()} | ${run.rows} | ${run.seconds} s | ${run.rowsPerSecond} | ${run.fileMiB} MiB (${Math.ceil(run.fileMiB / 5)} part${run.fileMiB > 5 ? 's' : ''}) | ${m.rssBefore} MiB | ${m.rssPeak} MiB | ${m.heapUsedBefore} MiB | ${m.heapUsedPeak} MiB | ${m.externalPeak} MiB |`;
  });
  const rowCount = report.runs[0]?.rows ?? 0;
  return [
    '# Export bench',
    '',
    `${report.date}, Node ${report.node}, DynamoDB Local in memory, S3 emulator: all ${rowCount} leads (${report.leads} seeded, the rest made by the create scenario), sorted by name, through \`POST /api/exports\` and polling \`GET /api/exports/{id}\` every 250 ms; wall time from the POST until the poll that sees it done. The job runs in the bench's own process (locally no jobs function is linked), so memory is that process's: the API, the job, DynamoDB's client and the bench, sampled every 50 ms.`,
    '',
    '| format | rows | wall time | rows per second | file (5 MiB parts) | RSS before | RSS peak | heap used before | heap used peak | external + array buffers peak |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## In a process of its own, as the jobs function runs it',
    '',
    `The jobs handler (\`packages/api/src/jobs.ts\`) bundled as SST builds it, run in a fresh \`node\` process that only runs the export (\`export-job-probe.mjs\`), against the same stack; its peak RSS is the process's own (\`process.resourceUsage().maxRSS\`). Load average ${report.loadAverage ?? '–'} as the export part began.`,
    '',
    '| format | rows | job | rows per second | whole process (start, import, job) | import | peak RSS |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...(report.jobsFunction ?? []).map(
      (run) =>
        `| ${run.format.toUpperCase()} | ${run.rows} | ${run.jobSeconds} s | ${run.rowsPerSecond} | ${run.processSeconds} s | ${run.initMs} ms | ${run.peakRssMiB} MiB |`,
    ),
    ...(report.readFloor
      ? [
          '',
          '## The floor: reading the view, writing nothing',
          '',
          "The same view read page by page with the list's own query code and made into rows, in a fresh process bundled like the jobs function (`tests/bench/export-read-floor.ts`), with no file written, nothing uploaded and no progress saved. The export's time beyond it is the writing.",
          '',
          '| rows | time | rows per second | peak RSS |',
          '| --- | --- | --- | --- |',
          `| ${report.readFloor.rows} | ${report.readFloor.seconds} s | ${report.readFloor.rowsPerSecond} | ${report.readFloor.peakRssMiB} MiB |`,
        ]
      : []),
    '',
    '## Reading it',
    '',
    '- Memory does not grow with the export: neither the rows nor the file are held, only two pages of',
    '  1,000 rows (the one being written and the one being read), the deflate buffers (XLSX) and at most',
    '  three 5 MiB upload parts (one filling, two uploading). A file under 5 MiB is stored with one',
    '  PutObject, a larger one as a multipart upload.',
    `- Time is DynamoDB Local paging through the name index, 1,000 items a Query (${Math.ceil(rowCount / 1000)} Queries`,
    '  one after another), overlapped with writing the rows: the next page is read while one is',
    '  written (decision 018), and zlib deflates the XLSX worksheet off the main thread (decision 030).',
    '  A row is read with only the attributes it writes and not parsed whole. The jobs function has',
    '  15 minutes.',
    '',
  ].join('\n');
}
