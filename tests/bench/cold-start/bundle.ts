/**
 * Builds a Lambda bundle the way SST builds a Node function for deploy (sst 4, pkg/runtime/node):
 * esbuild, one ESM file with every dependency, minified, names kept, `require` shimmed by a banner;
 * the target is Node 22 (the api's runtime). Answers its size and what weighs most in it.
 */
import { build } from 'esbuild';
import { join } from 'node:path';

export interface BundleReport {
  bytes: number;
  /** Bytes in the output by package (`zod`, `@aws-sdk/client-s3`) or by source folder of ours. */
  largest: { name: string; bytes: number }[];
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

export async function bundleLambda(entry: string, outDir: string, name: string) {
  const outfile = join(outDir, `${name}.mjs`);
  const result = await build({
    entryPoints: [entry],
    outfile,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    bundle: true,
    minify: true,
    keepNames: true,
    metafile: true,
    banner: { js: banner },
    logLevel: 'error',
  });
  const output = Object.values(result.metafile.outputs)[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  const byOwner = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
    byOwner.set(owner(input), (byOwner.get(owner(input)) ?? 0) + bytesInOutput);
  const largest = [...byOwner]
    .map(([owner, bytes]) => ({ name: owner, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8);
  return { file: outfile, report: { bytes: output.bytes, largest } satisfies BundleReport };
}
