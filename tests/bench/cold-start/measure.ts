/**
 * The cold-start bench: bundles the api, the empty app (`empty-app.ts`) and the stack floor
 * (`stack-floor.ts`: the empty app with zod and jose) as SST would (each in a
 * folder of its own: code splitting writes chunk files beside the entry), then,
 * alternating between them, starts a fresh `node` process per sample that imports the bundle and
 * answers one `GET /api/user` with a token against DynamoDB Local (`probe.mjs`).
 */
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bundleLambda, type BundleReport } from './bundle.ts';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(here, '../../..');

interface ProbeAnswer {
  initMs: number;
  firstRequestMs: number;
  status: number;
}

export interface ColdStartSide {
  bundle: BundleReport;
  initMs: { median: number; samples: number[] };
  firstRequestMs: { median: number; samples: number[] };
}

export interface ColdStartReport {
  samples: number;
  api: ColdStartSide;
  empty: ColdStartSide;
  /** The empty app with zod and jose, as the design card has them on every request (`stack-floor.ts`). */
  floor?: ColdStartSide;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const round = (ms: number) => +ms.toFixed(1);

async function probe(bundle: string, token: string, env: Record<string, string>): Promise<ProbeAnswer> {
  const { stdout } = await run(process.execPath, [join(here, 'probe.mjs'), bundle, token], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
  });
  const answer = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ProbeAnswer;
  if (answer.status !== 200) throw new Error(`cold start probe of ${bundle}: status ${answer.status}`);
  return answer;
}

/** `env` is what the local stack gives the app (resources, endpoints, credentials). */
export async function measureColdStart(options: {
  env: Record<string, string>;
  token: string;
  samples: number;
}): Promise<ColdStartReport> {
  const outDir = await mkdtemp(join(tmpdir(), 'crm-cold-start-'));
  const api = await bundleLambda(join(repoRoot, 'packages/api/src/lambda.ts'), join(outDir, 'api'));
  const empty = await bundleLambda(join(here, 'empty-app.ts'), join(outDir, 'empty'));
  const floor = await bundleLambda(join(here, 'stack-floor.ts'), join(outDir, 'floor'));
  const answers = { api: [] as ProbeAnswer[], empty: [] as ProbeAnswer[], floor: [] as ProbeAnswer[] };
  // One of each before measuring: the first process after a build pays for a cold file cache.
  for (const bundle of [api, empty, floor]) await probe(bundle.file, options.token, options.env);
  for (let i = 0; i < options.samples; i++) {
    answers.api.push(await probe(api.file, options.token, options.env));
    answers.empty.push(await probe(empty.file, options.token, options.env));
    answers.floor.push(await probe(floor.file, options.token, options.env));
  }
  const side = (bundle: BundleReport, list: ProbeAnswer[]): ColdStartSide => ({
    bundle,
    initMs: { median: round(median(list.map((a) => a.initMs))), samples: list.map((a) => round(a.initMs)) },
    firstRequestMs: {
      median: round(median(list.map((a) => a.firstRequestMs))),
      samples: list.map((a) => round(a.firstRequestMs)),
    },
  });
  return {
    samples: options.samples,
    api: side(api.report, answers.api),
    empty: side(empty.report, answers.empty),
    floor: side(floor.report, answers.floor),
  };
}
