import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** DynamoDB Local runs on 11+, but 17 is the oldest release still maintained on every platform. */
export const minimumJavaVersion = 17;

const installHelp = [
  'Install a Java runtime (17 or newer) and run the command again:',
  '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless   (or default-jre-headless)',
  '  macOS:         brew install openjdk@17',
  'or set JAVA_HOME to an installed Java 17+.',
].join('\n');

export class JavaMissingError extends Error {
  override name = 'JavaMissingError';
}

/**
 * The major version from `java -version` output: `openjdk version "17.0.15" 2025-04-15` → 17,
 * `java version "1.8.0_292"` → 8 (the old 1.x scheme), `openjdk version "21-ea"` → 21.
 */
export function parseJavaMajorVersion(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(output);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] !== undefined ? Number(match[2]) : first;
}

/**
 * The Java executable to run DynamoDB Local with: `$JAVA_HOME/bin/java` when JAVA_HOME is set,
 * otherwise `java` on PATH. Throws a JavaMissingError that says what to install when there is
 * none or it is too old.
 */
export function findJava(env: NodeJS.ProcessEnv = process.env): string {
  const fromHome = env.JAVA_HOME ? join(env.JAVA_HOME, 'bin', 'java') : undefined;
  const java = fromHome && existsSync(fromHome) ? fromHome : 'java';
  const result = spawnSync(java, ['-version'], { encoding: 'utf8', env });
  if (result.error || result.status !== 0) {
    throw new JavaMissingError(
      `No Java runtime found (tried ${java}). DynamoDB Local, the local database, is a Java program.\n${installHelp}`,
    );
  }
  // `java -version` writes to stderr.
  const output = `${result.stderr}${result.stdout}`;
  const version = parseJavaMajorVersion(output);
  if (version === undefined || version < minimumJavaVersion) {
    const found = version === undefined ? 'an unknown version' : `Java ${version}`;
    throw new JavaMissingError(
      `${java} is ${found}; DynamoDB Local, the local database, needs Java ${minimumJavaVersion} or newer.\n${installHelp}`,
    );
  }
  return java;
}
