import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface LocalSecrets {
  jwtSecret: string;
}

function generate(): LocalSecrets {
  return { jwtSecret: randomBytes(48).toString('base64url') };
}

/**
 * Secrets for a local run. With a file they are created once and kept there, so access tokens
 * stay valid across restarts of `npm start`; without one they are new each time.
 */
export async function loadSecrets(file?: string): Promise<LocalSecrets> {
  if (!file) return generate();
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<LocalSecrets>;
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 43) {
      return { jwtSecret: stored.jwtSecret };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets = generate();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
