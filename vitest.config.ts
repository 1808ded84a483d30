import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// One Vitest run for unit and integration tests. The global setup starts DynamoDB Local and the
// S3 emulator (in memory, on free ports) once, so integration tests talk to real stand-ins.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'stacks/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/global-setup.ts'],
    setupFiles: ['tests/integration/wire-hooks.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      // Mail goes to a local outbox that the tests read.
      MAIL_OUTBOX_DIR: join(tmpdir(), `crm-vitest-outbox-${process.pid}`),
      MAIL_QUIET: '1',
      APP_URL: 'http://localhost:3000',
    },
  },
});
