import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { claimPort, freePort } from './free-port.ts';
import { findJava } from './java.ts';

export interface DynamoDbLocalOptions {
  /** Port to listen on; a free one when left out. */
  port?: number;
  /** Directory for the database file; in memory when left out. */
  dbPath?: string;
  /** Java executable; found with findJava() when left out. */
  java?: string;
  startTimeoutMs?: number;
}

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

// Only the jar is used: the package's JavaScript wrapper pulls in the Amplify CLI.
const emulatorDir = join(
  dirname(createRequire(import.meta.url).resolve('amplify-dynamodb-simulator/package.json')),
  'emulator',
);

/**
 * Runs Java under a shell that holds the read end of a pipe from this process. When this process
 * closes it (stop) or goes away by any means (exit, signal, crash), the shell stops Java, so
 * DynamoDB Local never outlives the process that started it. (A background job's stdin is
 * /dev/null unless redirected, hence the pipe's copy on fd 3.)
 */
const watchdog = `exec 3<&0
"$@" </dev/null 3<&- &
java=$!
(cat >/dev/null; kill -TERM "$java") <&3 >/dev/null 2>&1 &
exec 3<&-
wait "$java"`;

const maxOutputChars = 20_000;

class PortInUseError extends Error {}

/** Starts AWS's DynamoDB Local jar and resolves once it answers HTTP requests. */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  const java = options.java ?? findJava();
  if (options.dbPath) await mkdir(options.dbPath, { recursive: true });
  if (options.port !== undefined) {
    await claimPort(options.port).catch((error: NodeJS.ErrnoException) => {
      throw new Error(`DynamoDB Local cannot use port ${options.port}: ${error.code ?? error.message}`);
    });
    return launch(java, options.port, options);
  }
  // A port picked by binding port 0 can be taken by someone else before Java binds it; try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(java, await freePort(), options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortInUseError)) throw error;
    }
  }
}

async function launch(java: string, port: number, options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const args = [
    `-Djava.library.path=${join(emulatorDir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(emulatorDir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    // One database whatever the client's credentials and region.
    '-sharedDb',
    // The machine may have no internet access, and nothing should be reported from a dev machine.
    '-disableTelemetry',
    ...(options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory']),
  ];
  // Its own process group: a Ctrl-C reaches only us, and stop() shuts Java down in order.
  const child = spawn('sh', ['-c', watchdog, 'dynamodb-local', java, ...args], {
    cwd: emulatorDir,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const capture = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-maxOutputChars);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  // Nothing is written to the pipe; only its closing matters, even when the shell is gone.
  child.stdin?.on('error', () => {});
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // Java keeps running after a failed start (e.g. the port is taken), so watch its output too.
  const failure = () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      return `the Java process exited with ${child.exitCode ?? child.signalCode}`;
    }
    return /Exception in thread "main"/.test(output) ? 'Java reported an error' : undefined;
  };
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(endpoint, failure, options.startTimeoutMs ?? 30_000);
  } catch (error) {
    await stopChild(child, exited);
    const message = `DynamoDB Local did not start on port ${port}: ${(error as Error).message}`;
    const details = `${message}\n--- ${java} ${args.join(' ')}\n${output.trim()}`;
    throw /BindException|Address already in use/.test(output)
      ? new PortInUseError(details)
      : new Error(details);
  }
  return { endpoint, stop: () => stopChild(child, exited) };
}

async function waitUntilAnswering(
  endpoint: string,
  failure: () => string | undefined,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failed = failure();
    if (failed) throw new Error(failed);
    try {
      // Any HTTP answer (DynamoDB answers a bare GET with 400) means the server is up.
      await fetch(endpoint, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`no answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  // Closing the pipe makes the watchdog send SIGTERM, which lets the JVM close the database file.
  child.stdin?.end();
  if (child.exitCode !== null || child.signalCode !== null) return;
  const timer = setTimeout(() => {
    // Java hangs: kill the whole group (shell, watchdog and Java).
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, 5_000);
  await exited;
  clearTimeout(timer);
}
