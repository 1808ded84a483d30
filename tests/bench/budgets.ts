/**
 * The performance budgets of issue 16, checked against the figures in bench/results/*.json (each
 * part of the bench writes its own; a smaller run only replaces the parts it ran).
 */
import type { ColdStartReport } from './cold-start/measure.ts';
import type { DailyBenchReport } from './daily.ts';
import type { BenchReport, ExportBenchReport } from './report.ts';
import type { SpaReport } from './spa.ts';
import type { SpaFloor } from './spa-floor/measure.ts';

export interface AllResults {
  /** 1-minute load average as the run began. */
  loadAverage?: number;
  coldStart?: ColdStartReport & { date: string; node: string; loadAverage?: number };
  spa?: SpaReport & { date: string; loadAverage?: number; floor?: SpaFloor };
  relations?: BenchReport;
  export?: ExportBenchReport;
  daily?: DailyBenchReport;
}

/** The list pages the app-time budget is about (page size 25, no search). */
export const LIST_PAGE_SCENARIOS = [
  'leads: first list page',
  'leads: page 50',
  'leads: status filter, name descending',
];

/** A route that does next to nothing (`GET /api/user`): its app time is the floor of any call's. */
export const TRIVIAL_SCENARIO = 'user: who am I (a trivial route)';

const MB = 1000 * 1000;
const mb = (bytes: number) => (bytes / MB).toFixed(2);

interface Row {
  measure: string;
  budget: string;
  figure: string;
  met: boolean | undefined;
}

/** The api's time against the empty app's, taken in the same run, with the stack floor's beside it. */
function ratioRow(measure: string, api: number | undefined, empty: number | undefined, floor?: number): Row {
  if (api === undefined || empty === undefined)
    return { measure, budget: '≤ 1.5 × empty app', figure: '–', met: undefined };
  const ratio = api / empty;
  const floorFigure =
    floor === undefined
      ? ''
      : `; the empty app with zod and jose ${floor} ms: ${(floor / empty).toFixed(2)}×`;
  return {
    measure,
    budget: '≤ 1.5 × empty app',
    figure: `${api} ms vs ${empty} ms: ${ratio.toFixed(2)}×${floorFigure}`,
    met: ratio <= 1.5,
  };
}

function rows(results: AllResults): Row[] {
  const { coldStart: cold, spa, relations } = results;
  const exportRuns = results.export?.runs ?? [];
  const jobRuns = results.export?.jobsFunction ?? [];
  const listPages = relations?.results.filter((r) => LIST_PAGE_SCENARIOS.includes(r.name)) ?? [];
  const appTimes = listPages.flatMap((r) => (r.appP50 === undefined ? [] : [r.appP50]));
  const worstApp = appTimes.length ? Math.max(...appTimes) : undefined;
  const trivialApp = relations?.results.find((r) => r.name === TRIVIAL_SCENARIO)?.appP50;
  return [
    {
      measure: 'api Lambda bundle (minified, all dependencies)',
      budget: '≤ 1 MB',
      figure: cold
        ? `${mb(cold.api.bundle.bytes)} MB in ${cold.api.bundle.files} files` +
          (cold.api.bundle.ownBytes === undefined
            ? ''
            : ` (dependencies ${mb(cold.api.bundle.bytes - cold.api.bundle.ownBytes)} MB, our code ${mb(cold.api.bundle.ownBytes)} MB)`) +
          `, ${mb(cold.api.bundle.initBytes)} MB of them read at a cold start (empty app ${mb(cold.empty.bundle.bytes)} MB, ${mb(cold.empty.bundle.initBytes)} MB)`
        : '–',
      met: cold && cold.api.bundle.bytes <= MB,
    },
    ratioRow(
      'api module init, median',
      cold?.api.initMs.median,
      cold?.empty.initMs.median,
      cold?.floor?.initMs.median,
    ),
    ratioRow(
      'first request after init (`GET /api/user`), median',
      cold?.api.firstRequestMs.median,
      cold?.empty.firstRequestMs.median,
      cold?.floor?.firstRequestMs.median,
    ),
    {
      measure: 'SPA JS before the login form is usable (gzip)',
      budget: '≤ 100 KB',
      figure: spa
        ? `${spa.login.gzipKiB} KiB in ${spa.login.files} files` +
          (spa.floor ? `; React, React DOM and React Router alone ${spa.floor.loginGzipKiB} KiB` : '')
        : '–',
      met: spa && spa.login.gzipKiB <= 100,
    },
    {
      measure: 'SPA JS for the dashboard after sign-in (gzip, cumulative)',
      budget: '≤ 160 KB',
      figure: spa
        ? `${spa.dashboard.gzipKiB} KiB in ${spa.dashboard.files} files` +
          (spa.floor
            ? `; the same with TanStack Query, zod and Headless UI alone ${spa.floor.dashboardGzipKiB} KiB`
            : '')
        : '–',
      met: spa && spa.dashboard.gzipKiB <= 160,
    },
    // The jobs function's own process (as in AWS); older results only have the in-process run.
    ...(jobRuns.length
      ? jobRuns.map((run) => ({
          measure: `export of ${run.rows} leads, ${run.format.toUpperCase()} (jobs function process)`,
          budget: '≤ 8 s, peak RSS ≤ 256 MB',
          figure: `${run.jobSeconds} s, ${run.peakRssMiB} MiB (load average ${results.export?.loadAverage ?? '–'})`,
          met: run.jobSeconds <= 8 && run.peakRssMiB <= 256,
        }))
      : exportRuns.map((run) => ({
          measure: `export of ${run.rows} leads, ${run.format.toUpperCase()}`,
          budget: '≤ 8 s, peak RSS ≤ 256 MB',
          figure: `${run.seconds} s, ${run.memoryMiB.rssPeak} MiB`,
          met: run.seconds <= 8 && run.memoryMiB.rssPeak <= 256,
        }))),
    {
      measure: 'app time per list page of 25 (total minus DynamoDB wait), p50',
      budget: '≤ 1.5 ms',
      figure:
        worstApp === undefined
          ? '–'
          : `at most ${worstApp} ms (${appTimes.length} list calls)` +
            (trivialApp
              ? `; ${(worstApp / trivialApp).toFixed(2)}× a trivial route's ${trivialApp} ms`
              : '') +
            ` (load average ${relations?.loadAverage ?? '–'})`,
      met: worstApp === undefined ? undefined : worstApp <= 1.5,
    },
    dailyRow(results.daily),
  ];
}

/**
 * The daily job after a gap, within what the jobs function that runs it has (15 minutes, 1024 MB),
 * with nothing failed, and a second run the same day that makes no reminder.
 */
function dailyRow(daily: DailyBenchReport | undefined): Row {
  const measure = `daily job over ${daily?.sizes.contracts ?? 50_000} contracts after a ${daily?.gapDays ?? 61}-day gap`;
  const budget =
    '≤ 15 min, peak RSS ≤ 1024 MB, failed 0; again the same day (also re-reading the gap): 0 reminders';
  if (!daily) return { measure, budget, figure: '–', met: undefined };
  const { first, second, reread } = daily;
  return {
    measure,
    budget,
    figure: `${first.seconds} s, ${first.peakRssMiB} MiB, ${first.handled} handed over, ${first.failed} failed; again ${second.seconds} s, ${second.reminders} reminders, ${second.mailsTotal} mails; the gap re-read ${reread.seconds} s, ${reread.handled} handed over, ${reread.reminders} reminders, ${reread.mailsTotal} mails (load average ${daily.loadAverage})`,
    met:
      first.seconds <= 15 * 60 &&
      first.peakRssMiB <= 1024 &&
      first.failed === 0 &&
      second.failed === 0 &&
      second.reminders === 0 &&
      second.mailsTotal === 0 &&
      reread.failed === 0 &&
      reread.reminders === 0 &&
      reread.mailsTotal === 0,
  };
}

const kib = (value: number) => `${value.toFixed(1)} KiB`;

/**
 * Why each budget that is missed cannot be met with the design card's stack, from the floors the
 * bench measures beside the app (the empty app with zod and jose; the SPA's libraries alone).
 */
function reasons(results: AllResults): string[] {
  const { coldStart: cold, spa } = results;
  const lines: string[] = [];
  if (cold?.api.bundle.ownBytes !== undefined) {
    const dependencies = cold.api.bundle.bytes - cold.api.bundle.ownBytes;
    lines.push(
      `- **Bundle.** The dependencies alone weigh ${mb(dependencies)} MB: the AWS SDK clients the design card's parts need`,
      '  (DynamoDB; S3 with its presigned POST for uploads; SES v2 for mail; Lambda to start jobs), with hono, zod and',
      `  jose. That leaves ${Math.max(0, (MB - dependencies) / 1000).toFixed(0)} KB of the budget for our own ${mb(cold.api.bundle.ownBytes)} MB (the common-password`,
      '  list 68 KB of it). A cold start reads only the entry and its static chunks',
      `  (${mb(cold.api.bundle.initBytes)} MB, code splitting as SST builds the function); the S3, SES and Lambda SDKs and the password`,
      '  list are chunks read when first used, and the credential providers for SSO, STS and profiles',
      '  and `bowser` (a browser user-agent parser) are never read in Lambda. Meeting the budget would',
      '  mean signing AWS requests by hand instead of using the SDK.',
    );
  }
  if (cold?.floor) {
    const headroom = 1.5 * cold.empty.initMs.median - cold.floor.initMs.median;
    const ours = cold.api.initMs.median - cold.floor.initMs.median;
    lines.push(
      `- **Init.** The empty app with zod and jose alone takes ${(cold.floor.initMs.median / cold.empty.initMs.median).toFixed(2)}× the empty app's init: the`,
      '  environment is checked with zod at start-up and every signed-in request verifies a JWT with',
      `  jose (STYLE.md, the design card). That leaves ${Math.max(0, headroom).toFixed(0)} ms of the budget for the api's own modules,`,
      `  which take ${Math.max(0, ours).toFixed(0)} ms more. Since decision 033 a cold start imports only the middleware and the auth`,
      "  routes; every other route group, with its zod schemas, is imported on its group's first request;",
      `  since decision 034 the start-up sits in ${cold.api.bundle.initFiles} files (it was 26). CPU profiles of the import beside`,
      "  the floor's (8 runs each, 2026-11-24) put the rest in compiling more code (about 20 ms: our start-up",
      "  modules, 39 KB; Hono's CORS, secure-headers, body-limit and cookie middleware; and about 20 KB of the",
      "  AWS SDK's XML and query protocols, which code splitting puts at start-up because the S3, SES and STS",
      "  chunks reach them through the SDK modules DynamoDB's client imports), running it (about 17 ms) and",
      '  collecting its garbage (about 7 ms). Not building the history and password schemas at start-up saved',
      '  under 2 ms; building without kept names saved 3 to 7 ms for the app and the floors alike.',
    );
  }
  if (spa?.floor) {
    lines.push(
      `- **SPA.** A login page with only React DOM rendering a bare form through React Router's data`,
      `  router, in one file, is ${kib(spa.floor.loginGzipKiB)} gzip: the budget holds the framework and no more. Ours loads`,
      `  ${kib(spa.login.gzipKiB - spa.floor.loginGzipKiB)} beyond it: the shared form (react-hook-form), the API client, TanStack Query's`,
      '  client and the page itself; zod and Headless UI wait until after the form shows. A signed-in',
      "  page with the design card's TanStack Query, zod and Headless UI's Menu and Dialog alone is",
      `  ${kib(spa.floor.dashboardGzipKiB)}, over the dashboard's budget before any screen of ours; the dashboard loads`,
      `  ${kib(spa.dashboard.gzipKiB - spa.floor.dashboardGzipKiB)} beyond it (the shell, the dashboard's blocks and the todo parts, split over many`,
      '  chunks that each compress a little worse than one file).',
    );
  }
  const readFloor = results.export?.readFloor;
  const slowest = Math.max(...(results.export?.jobsFunction ?? []).map((run) => run.jobSeconds));
  lines.push(
    '- **Export.** Read one 1,000-item Query after another (the next page read while one is written),',
    '  with only the attributes written and no parse per row, while zlib deflates the XLSX off the main',
    '  thread (decision 030).',
    ...(readFloor && Number.isFinite(slowest)
      ? [
          `  Reading the same view and making its rows, writing nothing, takes ${readFloor.seconds} s in a process of its`,
          `  own (\`export-read-floor.ts\`): ${readFloor.seconds <= 8 ? `${(8 - readFloor.seconds).toFixed(1)} s of the budget are left` : 'over the budget'} for writing and uploading the file,`,
          `  which take ${Math.max(0, slowest - readFloor.seconds).toFixed(1)} s more at the slowest format.`,
        ]
      : []),
    "  On this machine DynamoDB Local's Java process and the job share 2 cores, and the figure moves",
    "  with the load average beside it. Memory is the jobs process's own peak.",
    "- **App time.** Measured against a trivial route's app time in the same run, as the machine's load",
    '  moves both.',
  );
  return lines;
}

export function renderBudgets(results: AllResults): string {
  const dates = [
    results.coldStart &&
      `cold start ${results.coldStart.date} (load average ${results.coldStart.loadAverage ?? '–'})`,
    results.spa && `SPA ${results.spa.date} (load average ${results.spa.loadAverage ?? '–'})`,
    results.relations && `relations ${results.relations.date} (${results.relations.sizes.leads} leads)`,
    results.export && `export ${results.export.date}`,
    results.daily && `daily job ${results.daily.date} (${results.daily.sizes.contracts} contracts)`,
  ].filter(Boolean);
  const verdict = (met: boolean | undefined) => (met === undefined ? 'not measured' : met ? 'met' : 'missed');
  return [
    '# Performance budgets',
    '',
    `Figures from ${dates.join('; ')}. Details: cold-start.md, spa.md, relations.md, export.md, daily.md.`,
    '',
    `The machine is shared (2 cores, other developers' builds and tests running): load average ${results.loadAverage ?? '–'} when this run began. Ratios taken in one run (api against the empty app) hold up better than absolute times.`,
    '',
    '| measure | budget | figure | |',
    '| --- | --- | --- | --- |',
    ...rows(results).map((row) => `| ${row.measure} | ${row.budget} | ${row.figure} | ${verdict(row.met)} |`),
    '',
    '## Why a budget is missed, and by how much; what the met ones rest on (decisions 018, 023, 030, 033 and 034)',
    '',
    ...reasons(results),
    '',
  ].join('\n');
}

export function renderColdStart(report: NonNullable<AllResults['coldStart']>): string {
  const side = (name: string, s: ColdStartReport['api']) =>
    `| ${name} | ${mb(s.bundle.bytes)} MB in ${s.bundle.files} | ${mb(s.bundle.initBytes)} MB in ${s.bundle.initFiles} | ${s.initMs.median} ms | ${s.initMs.samples.join(', ')} | ${s.firstRequestMs.median} ms | ${s.firstRequestMs.samples.join(', ')} |`;
  const weights = (parts: { name: string; bytes: number }[]) =>
    parts.map((part) => `| ${part.name} | ${(part.bytes / 1000).toFixed(0)} |`);
  return [
    '# Cold-start bench',
    '',
    `${report.date}, Node ${report.node}. Load average ${report.loadAverage ?? '–'} as it began. Each bundle built as SST builds the api function (esbuild, ESM with code splitting: an entry file and chunks, every dependency, minified, names kept, target esnext; \`tests/bench/cold-start/bundle.ts\`); then ${report.samples} fresh \`node\` processes per bundle, taking turns, each importing the bundle (module init) and answering one \`GET /api/user\` with a token against DynamoDB Local (first request). The empty app is Hono with one DynamoDB document client and one route making one GetItem (\`tests/bench/cold-start/empty-app.ts\`). The empty app with zod and jose (\`stack-floor.ts\`) adds what the design card puts on every request of ours: the environment checked with zod at start-up (zod imported as core imports it, Dutch locale only) and the access token verified with jose before the GetItem of its user.`,
    '',
    '| bundle | all files | read at a cold start | init, median | init, each | first request, median | first request, each |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    side('api', report.api),
    side('empty app', report.empty),
    ...(report.floor ? [side('empty app with zod and jose', report.floor)] : []),
    '',
    '## What weighs most in the api bundle, all files',
    '',
    '| package or folder | KB |',
    '| --- | --- |',
    ...weights(report.api.bundle.largest),
    '',
    '## What weighs most in what a cold start reads',
    '',
    '| package or folder | KB |',
    '| --- | --- |',
    ...weights(report.api.bundle.largestAtInit),
    '',
  ].join('\n');
}

export function renderSpa(report: NonNullable<AllResults['spa']>): string {
  return [
    '# SPA bench',
    '',
    `${report.date}, load average ${report.loadAverage ?? '–'} as it began. Chromium (\`/usr/bin/chromium\`) opens \`/login\` on the local stack; the JavaScript files it has loaded once the form shows and the network is quiet, then, after signing in, once the dashboard greets the user (cumulative). Sizes gzip-compressed here (level 6), as CloudFront sends them.`,
    '',
    '| moment | files | raw | gzip |',
    '| --- | --- | --- | --- |',
    `| login form usable | ${report.login.files} | ${report.login.rawKiB} KiB | ${report.login.gzipKiB} KiB |`,
    `| dashboard after sign-in | ${report.dashboard.files} | ${report.dashboard.rawKiB} KiB | ${report.dashboard.gzipKiB} KiB |`,
    '',
    ...(report.floor
      ? [
          '## The stack alone (`tests/bench/spa-floor/`)',
          '',
          "The design card's libraries, bundled for production by esbuild into one file each and gzip-compressed the same way, with no code of ours beyond a bare page:",
          '',
          `- a login page: React DOM rendering a two-field form through React Router's data router: ${report.floor.loginGzipKiB} KiB;`,
          `- a signed-in page: the same with TanStack Query, a zod schema for the identity and Headless UI's Menu and Dialog: ${report.floor.dashboardGzipKiB} KiB.`,
          '',
        ]
      : []),
    '## Largest files on the login page (gzip)',
    '',
    ...report.login.largest.map((file) => `- \`${file.file}\`: ${file.gzipKiB} KiB`),
    '',
  ].join('\n');
}
