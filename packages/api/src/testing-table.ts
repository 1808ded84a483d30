/**
 * Points this test process at a DynamoDB table of its own, for a test that asserts on data every
 * file shares (a counter, the change feed): other files writing at the same time cannot meet it.
 * Call it inside `vi.hoisted`, before any module reads `Resource` (sst reads the variable once),
 * then create the table with `ensureTable` in `beforeAll`. Imports nothing, so hoisting it is safe.
 */
export function useOwnTable(prefix: string): string {
  const resource = JSON.parse(process.env.SST_RESOURCE_Table ?? '{}') as Record<string, unknown>;
  const name = `${prefix}-${process.pid}-${Date.now()}`;
  process.env.SST_RESOURCE_Table = JSON.stringify({ ...resource, name });
  return name;
}
