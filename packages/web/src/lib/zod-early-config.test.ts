import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { configureZodBeforeItLoads } from './zod-early-config';

describe('configuring zod before it loads', () => {
  it('writes the global zod reads its configuration from', () => {
    // The very object z.config() changes: what is set there before zod loads is zod's configuration.
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
  });

  it('turns jitless on and keeps what was set', () => {
    const scope: { __zod_globalConfig?: { jitless?: boolean; customError?: unknown } } = {
      __zod_globalConfig: { customError: 'x' },
    };
    configureZodBeforeItLoads(scope);
    expect(scope.__zod_globalConfig).toEqual({ customError: 'x', jitless: true });
    const empty: { __zod_globalConfig?: { jitless?: boolean } } = {};
    configureZodBeforeItLoads(empty);
    expect(empty.__zod_globalConfig).toEqual({ jitless: true });
  });
});
