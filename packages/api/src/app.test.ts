import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const source = (path: string) => readFile(new URL(path, import.meta.url), 'utf8');

describe('the route groups loaded on their first request', () => {
  it('each import the start-up module, so a bundle keeps the cold start in a few chunks', async () => {
    // esbuild puts modules in one chunk when the same entries reach them. A group that does not
    // reach start-up.ts splits the cold start's modules into more files (decision 034).
    const groups = [...(await source('./app.ts')).matchAll(/import\('\.\/(routes\/[\w-]+\.ts)'\)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(groups.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const group of groups)
      if (!/^import '\.\.\/start-up\.ts';$/m.test(await source(`./${group}`))) missing.push(group);
    expect(missing).toEqual([]);
  });
});
