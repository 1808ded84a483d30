/**
 * Builds a Lambda bundle the way SST builds a Node function for deploy (sst 4, pkg/runtime/node,
 * with `nodejs: { splitting: true }` as stacks/api.ts sets it): esbuild, ESM, every dependency,
 * minified, names kept, `require` shimmed by a banner, target esnext (SST's default), main fields
 * `module`, `main`; with splitting, an output folder where each `import()`ed module and the code
 * shared between them become chunk files beside `<entry>.mjs`. Answers the size of every file
 * together, of the files a cold start reads (the entry and what it imports statically), and what
 * weighs most.
 */
import { build, type Metafile } from 'esbuild';
import { basename, extname, join } from 'node:path';

export interface BundleReport {
  /** Every JavaScript file of the bundle (no source maps): what the Lambda's package holds. */
  bytes: number;
  files: number;
  /** The entry file and the chunks it imports statically: what a cold start reads and runs. */
  initBytes: number;
  initFiles: number;
  /** Bytes of all files that come from our own packages (`packages/…`), the rest being dependencies. */
  ownBytes?: number;
  /** Bytes over all files by package (`zod`, `@aws-sdk/client-s3`) or by source folder of ours. */
  largest: { name: string; bytes: number }[];
  /** The same, for the files read at a cold start only. */
  largestAtInit: { name: string; bytes: number }[];
}

const banner = [
  `import { createRequire as topLevelCreateRequire } from 'module';`,
  `const require = topLevelCreateRequire(import.meta.url);`,
  `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
  `const __filename = topLevelFileUrlToPath(import.meta.url)`,
  `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
].join('\n');

function owner(input: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (inPackage?.[1]) return inPackage[1];
  return input.split('/').slice(0, 4).join('/');
}

type Output = Metafile['outputs'][string];

function largest(outputs: Output[]) {
  const byOwner = new Map<string, number>();
  for (const output of outputs)
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      byOwner.set(owner(input), (byOwner.get(owner(input)) ?? 0) + bytesInOutput);
  return [...byOwner]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8);
}

/** The entry output and every output it reaches through static imports. */
function loadedAtInit(outputs: Metafile['outputs'], entryFile: string): string[] {
  const seen = new Set<string>();
  const pending = [entryFile];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { path, kind } of outputs[file]?.imports ?? [])
      if (kind === 'import-statement' && outputs[path]) pending.push(path);
  }
  return [...seen];
}

/** Bundles `entry` into `outDir` (a folder of its own); answers the entry file and the report. */
export async function bundleLambda(entry: string, outDir: string) {
  const result = await build({
    entryPoints: [entry],
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'esnext',
    mainFields: ['module', 'main'],
    bundle: true,
    minify: true,
    keepNames: true,
    metafile: true,
    banner: { js: banner },
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const entryName = `${basename(entry, extname(entry))}.mjs`;
  const entryFile = Object.keys(outputs).find((file) => basename(file) === entryName);
  if (!entryFile) throw new Error(`esbuild wrote no ${entryName} for ${entry}`);
  const all = Object.values(outputs);
  const atInit = loadedAtInit(outputs, entryFile).flatMap((file) => outputs[file] ?? []);
  const sum = (list: Output[]) => list.reduce((total, output) => total + output.bytes, 0);
  let ownBytes = 0;
  for (const output of all)
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      if (!input.includes('node_modules/')) ownBytes += bytesInOutput;
  const report: BundleReport = {
    bytes: sum(all),
    ownBytes,
    files: all.length,
    initBytes: sum(atInit),
    initFiles: atInit.length,
    largest: largest(all),
    largestAtInit: largest(atInit),
  };
  return { file: join(outDir, entryName), report };
}
