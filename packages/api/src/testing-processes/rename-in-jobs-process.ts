/**
 * A separate Node process that loads what the jobs function loads (`jobs.ts`) and nothing of the
 * API, renames a customer through core as a job will (the Exact pull), and waits for the jobs it
 * started. `jobs-process.test.ts` runs it. With `--unwired` it skips the jobs entry, to show the
 * test would catch a process that did not wire its hooks.
 * Arguments: customer id, its version, the new name.
 */
const [id, version, name, flag] = process.argv.slice(2);
if (!id || !version || !name)
  throw new Error('usage: rename-in-jobs-process <id> <version> <name> [--unwired]');

if (flag !== '--unwired') await import('../jobs.ts');
const { editableFields, updateOrganisation } = await import('@crm/core/relations/service');
const { getRelation } = await import('@crm/core/relations/repository');
const { jobsIdle } = await import('@crm/core/jobs/dispatch');

// The customer's editable fields as they are, with the new name: what an edit form would send.
const current: Record<string, unknown> = { ...(await getRelation('customer', id)) };
const input = Object.fromEntries(editableFields('customer').map((field) => [field, current[field]]));
await updateOrganisation(
  'customer',
  id,
  { ...input, companyName: name } as Parameters<typeof updateOrganisation>[2],
  Number(version),
  { id: 'system:test', name: 'Test' },
);
await jobsIdle();
