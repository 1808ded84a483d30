import { wireHooks } from '@crm/core/wiring';

// Vitest's setup for every test file: a test process wires its hooks as every other process does
// (core/src/wiring.ts), so a core test that renames a customer sees its contracts follow.
wireHooks();
