/**
 * Run by the export bench in a fresh `node` process, as the jobs function runs in AWS: imports the
 * jobs bundle, runs one export job to its end and prints, as JSON, how long the import and the job
 * took and the process's peak resident memory, with the rows the handler says it made if it says
 * (the export's read floor does). Arguments: bundle path, export id (or a job as JSON: the import
 * bench runs its jobs the same way).
 */
import { pathToFileURL } from 'node:url';

const [bundle, exportId] = process.argv.slice(2);
const started = performance.now();
const { handler } = await import(pathToFileURL(bundle).href);
const initMs = performance.now() - started;
const jobStarted = performance.now();
const result = await handler(exportId.startsWith('{') ? JSON.parse(exportId) : { name: 'export', exportId });
const jobMs = performance.now() - jobStarted;
// maxRSS is in KiB.
console.log(
  JSON.stringify({ initMs, jobMs, peakRssMiB: process.resourceUsage().maxRSS / 1024, rows: result?.rows }),
);
