/**
 * The export bench: every lead to XLSX through the API, as the screen does it (POST, then poll
 * GET until done), while the process's memory is sampled. The job runs in this process (nothing is
 * linked as the jobs function locally), so the samples include it, the API and DynamoDB's client.
 */
import type { ExportRun } from './report.ts';

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
