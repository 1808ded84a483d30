import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * While `npm start` runs, `<DATA_DIR>/stack.json` names its process and the settings of its
 * services (ports, table, outbox), so a command such as `npm run jobs:daily` can work on the same
 * data: DynamoDB Local keeps its files open and cannot be started twice on them.
 */
export interface StackFile {
  pid: number;
  url: string;
  env: Record<string, string>;
}

export function stackFilePath(dataDir: string): string {
  return join(dataDir, 'stack.json');
}

export async function writeStackFile(dataDir: string, stack: StackFile): Promise<void> {
  await writeFile(stackFilePath(dataDir), JSON.stringify(stack, null, 2), { mode: 0o600 });
}

export async function removeStackFile(dataDir: string): Promise<void> {
  await rm(stackFilePath(dataDir), { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running stack on these data, or undefined when none runs (no file, or a stale one). */
export async function readStackFile(dataDir: string): Promise<StackFile | undefined> {
  let text: string;
  try {
    text = await readFile(stackFilePath(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = JSON.parse(text) as Partial<StackFile>;
  if (typeof parsed.pid !== 'number' || typeof parsed.env !== 'object' || parsed.env === null)
    return undefined;
  if (!isRunning(parsed.pid)) return undefined;
  return { pid: parsed.pid, url: String(parsed.url ?? ''), env: parsed.env };
}
