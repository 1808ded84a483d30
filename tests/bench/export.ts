/**
 * The export bench, two ways:
 * - through the API, as the screen does it (POST, then poll GET until done), while this process's
 *   memory is sampled. The job runs in this process (nothing is linked as the jobs function
 *   locally), so the samples include it, the API, DynamoDB's client and what seeding left behind;
 * - as the jobs function runs it in AWS: the jobs handler bundled as SST builds it, run in a fresh
 *   `node` process that does nothing else (`export-job-probe.mjs`), which reports its own time and
 *   peak memory. That process is what the budget (8 s, 256 MB for 100,000 leads) is about.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ExportReadFloor, ExportRun, JobsFunctionRun } from './report.ts';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));

const SAMPLE_EVERY_MS = 50;
const POLL_EVERY_MS = 250;
const MiB = 1024 * 1024;

interface ExportAnswer {
  id: string;
  status: string;
  rows: number;
  url?: string;
  message?: string;
}

function memorySampler(before: NodeJS.MemoryUsage) {
  const peak = {
    rss: before.rss,
    heapUsed: before.heapUsed,
    external: before.external + before.arrayBuffers,
  };
  const sample = () => {
    const memory = process.memoryUsage();
    peak.rss = Math.max(peak.rss, memory.rss);
    peak.heapUsed = Math.max(peak.heapUsed, memory.heapUsed);
    peak.external = Math.max(peak.external, memory.external + memory.arrayBuffers);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** Bytes of the downloaded file, counted as they stream (the file is never held whole). */
async function downloadedBytes(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`download: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
  return bytes;
}

export async function measureExport(options: {
  baseUrl: string;
  headers: Record<string, string>;
  format: 'xlsx' | 'csv';
}): Promise<ExportRun> {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${options.baseUrl}${path}`, { ...init, headers: options.headers });
    const body = (await response.json()) as { record: ExportAnswer };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body.record;
  };
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  const sampler = memorySampler(before);
  const started = performance.now();
  const job = await call('/api/exports', {
    method: 'POST',
    body: JSON.stringify({
      list: 'leads',
      format: options.format,
      query: { sort: 'name', order: 'asc', limit: 25 },
    }),
  });
  let answer = job;
  let polls = 0;
  while (answer.status === 'queued' || answer.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
    answer = await call(`/api/exports/${job.id}`);
    polls += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();
  if (answer.status !== 'done' || !answer.url) throw new Error(`export ${answer.status}: ${answer.message}`);
  const fileBytes = await downloadedBytes(answer.url);
  const report: ExportRun = {
    format: options.format,
    rows: answer.rows,
    seconds: +seconds.toFixed(1),
    rowsPerSecond: Math.round(answer.rows / seconds),
    fileMiB: +(fileBytes / MiB).toFixed(1),
    polls,
    memoryMiB: {
      rssBefore: +(before.rss / MiB).toFixed(0),
      rssPeak: +(peak.rss / MiB).toFixed(0),
      heapUsedBefore: +(before.heapUsed / MiB).toFixed(0),
      heapUsedPeak: +(peak.heapUsed / MiB).toFixed(0),
      externalPeak: +(peak.external / MiB).toFixed(0),
    },
  };
  console.log(JSON.stringify(report));
  return report;
}

/** Runs `export-job-probe.mjs` in a fresh process on `bundle` for the export record `exportId`. */
export async function probeInFreshProcess(bundle: string, exportId: string, env: Record<string, string>) {
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    [
      // BENCH_CPU_PROFILE=<folder>: a CPU profile of each job process, to open in Chrome's DevTools.
      ...(process.env.BENCH_CPU_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
        : []),
      join(here, 'export-job-probe.mjs'),
      bundle,
      exportId,
    ],
    { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env }, maxBuffer: 1024 * 1024 },
  );
  const seconds = (performance.now() - started) / 1000;
  const answer = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    initMs: number;
    jobMs: number;
    peakRssMiB: number;
    rows?: number;
  };
  return { ...answer, seconds };
}

const leadsByName = { sort: 'name', order: 'asc', limit: 25 } as const;

async function leadExportRecord(format: 'xlsx' | 'csv') {
  const { createExportRecord } = await import('@crm/core/export/record');
  return createExportRecord({
    ownerId: 'bench',
    role: 'beheerder',
    list: 'leads',
    fileStem: 'leads',
    format,
    query: leadsByName,
  });
}

/**
 * One export of every lead in a fresh process running the bundled jobs handler (`bundle`), with
 * the local stack's `env`; the record is made as `POST /api/exports` makes it.
 */
export async function measureExportInJobsFunction(options: {
  bundle: string;
  env: Record<string, string>;
  format: 'xlsx' | 'csv';
}): Promise<JobsFunctionRun> {
  const { getExportRecord } = await import('@crm/core/export/record');
  const item = await leadExportRecord(options.format);
  const answer = await probeInFreshProcess(options.bundle, item.id, options.env);
  const done = await getExportRecord(item.id);
  if (done?.status !== 'done') throw new Error(`export in the jobs function: ${done?.status}`);
  const report: JobsFunctionRun = {
    format: options.format,
    rows: done.rows,
    jobSeconds: +(answer.jobMs / 1000).toFixed(1),
    processSeconds: +answer.seconds.toFixed(1),
    initMs: Math.round(answer.initMs),
    rowsPerSecond: Math.round(done.rows / (answer.jobMs / 1000)),
    peakRssMiB: Math.round(answer.peakRssMiB),
  };
  console.log(JSON.stringify(report));
  return report;
}

/**
 * The export's floor in a fresh process: the same view read page by page and made into rows by the
 * bundled `export-read-floor.ts` (`bundle`), with nothing written.
 */
export async function measureExportReadFloor(options: {
  bundle: string;
  env: Record<string, string>;
}): Promise<ExportReadFloor> {
  const item = await leadExportRecord('csv');
  const answer = await probeInFreshProcess(options.bundle, item.id, options.env);
  const rows = answer.rows ?? 0;
  const report: ExportReadFloor = {
    rows,
    seconds: +(answer.jobMs / 1000).toFixed(1),
    rowsPerSecond: Math.round(rows / (answer.jobMs / 1000)),
    peakRssMiB: Math.round(answer.peakRssMiB),
  };
  console.log(JSON.stringify(report));
  return report;
}
