import { defineConfig } from 'vitest/config';

// One Vitest run for unit and integration tests. The global setup starts DynamoDB Local and the
// S3 emulator (in memory, on free ports) once, so integration tests talk to real stand-ins.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'stacks/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { LOG_LEVEL: 'silent' },
  },
});
