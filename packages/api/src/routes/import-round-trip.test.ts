import { beforeAll, describe, expect, it, vi } from 'vitest';

// A table of this file's own (hoisted above the imports, which read it once): the leads are
// exported, removed, and imported back into a database that holds no other leads.
await vi.hoisted(async () => {
  const { useOwnTable } = await import('../testing-table.ts');
  useOwnTable('import-round-trip');
});

const fc = (await import('fast-check')).default;
const { tableName } = await import('@crm/core/db/client');
const { ensureTable } = await import('@crm/core/db/create-table');
const { editableFields } = await import('@crm/core/catalogue/field');
const { leadCatalogue, leadInputSchema } = await import('@crm/core/leads/schema');
const { RelationSeeder } = await import('@crm/core/relations/seed');
const { deleteOrganisation } = await import('@crm/core/relations/service');
const { getRelation } = await import('@crm/core/relations/repository');
const { importedRows } = await import('@crm/core/import/record');
const { recordArbitraries } = await import('@crm/core/import/testing');
const { jobsIdle } = await import('@crm/core/jobs/dispatch');
const { queryAll, rawItems } = await import('@crm/core/db/page');
const { listPartitions } = await import('@crm/core/db/index-keys');
const { createTestUser, json, request, signIn } = await import('../testing.ts');
const { importState, importStep, uploadSheet } = await import('./imports-testing.ts');

const LEADS = 1000;
const fields = editableFields(leadCatalogue);

let token: string;
let owner: { id: string; name: string };
/** The leads as stored before the export, by company name. */
const originals = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  expect(tableName()).toMatch(/^import-round-trip-/);
  await ensureTable();
  const user = await createTestUser('beheerder');
  token = await signIn(user.email);
  owner = { id: user.user.id, name: user.user.name };
  const seeder = new RelationSeeder();
  const samples = fc.sample(recordArbitraries.lead, { numRuns: LEADS, seed: 29 });
  for (const [i, sample] of samples.entries()) {
    // Unique identities: the duplicate check would otherwise (rightly) skip a second copy.
    const lead = leadInputSchema.parse({
      ...sample,
      companyName: `${String(sample.companyName).slice(0, 30)} ${i}`,
      ownerId: sample.ownerId ? owner.id : undefined,
      ...(sample.kvkNumber ? { kvkNumber: String(20_000_000 + i) } : {}),
      ...(sample.email ? { email: `lead${i}@voorbeeld.nl` } : {}),
      ...(sample.vatNumber ? { vatNumber: `NL${String(300_000_000 + i)}B01` } : {}),
    }) as Record<string, unknown> & { companyName: string; status: string };
    await seeder.add('lead', lead, i + 1);
    originals.set(lead.companyName, lead);
  }
  await seeder.finish();
}, 120_000);

async function exported(format: 'csv' | 'xlsx'): Promise<Uint8Array> {
  const started = await request('/api/exports', {
    method: 'POST',
    token,
    body: JSON.stringify({ list: 'leads', format, query: {} }),
  });
  expect(started.status).toBe(202);
  await jobsIdle();
  const { record } = await json<{ record: { id: string } }>(started);
  const done = await json<{ record: { status: string; url: string; rows: number } }>(
    await request(`/api/exports/${record.id}`, { token }),
  );
  expect(done.record).toMatchObject({ status: 'done', rows: LEADS });
  return new Uint8Array(await (await fetch(done.record.url)).arrayBuffer());
}

async function allLeads(): Promise<{ id: string }[]> {
  return (await json<{ items: { id: string }[] }>(await request(`/api/leads?limit=100`, { token }))).items;
}

/** Imports a file into the table and answers the leads it made, as stored. */
async function imported(bytes: Uint8Array, name: string) {
  const { status, body } = await uploadSheet(token, 'lead', bytes, name);
  expect(status).toBe(200);
  const id = String(body.id);
  await importStep(token, `lead/${id}/mapping`, 'PUT', body.record);
  expect(await importState(token, 'lead', id)).toMatchObject({
    status: 'checked',
    counts: { valid: LEADS, error: 0, duplicate: 0 },
  });
  await importStep(token, `lead/${id}/start`, 'POST', {});
  expect(await importState(token, 'lead', id)).toMatchObject({
    status: 'done',
    progress: { created: LEADS, refused: 0, skipped: 0 },
  });
  const leads: Record<string, unknown>[] = [];
  // Ten reads at a time: a burst of a whole page opens more connections than DynamoDB Local
  // accepts within the client's connect timeout on a loaded machine.
  for await (const page of importedRows(id)) {
    for (let i = 0; i < page.length; i += 10) {
      leads.push(
        ...(await Promise.all(page.slice(i, i + 10).map((row) => getRelation('lead', row.recordId)))),
      );
    }
  }
  return { id, leads };
}

/** A lead's editable fields as stored (absent ones left out). */
const editable = (lead: Record<string, unknown>) =>
  Object.fromEntries(fields.flatMap((field) => (lead[field] === undefined ? [] : [[field, lead[field]]])));

describe('an export of 1,000 leads imported into an empty database', () => {
  it('gives back every field of every lead, from CSV and from XLSX', async () => {
    const files = { csv: await exported('csv'), xlsx: await exported('xlsx') };
    const actor = { id: owner.id, name: owner.name };
    const stored = await queryAll({
      index: 'gsi1',
      partition: listPartitions.relations('lead'),
      schema: rawItems,
    });
    expect(stored).toHaveLength(LEADS);
    for (let i = 0; i < stored.length; i += 10) {
      await Promise.all(
        stored.slice(i, i + 10).map((lead) => deleteOrganisation('lead', String(lead.id), 1, actor)),
      );
    }
    expect(await allLeads()).toEqual([]);

    for (const format of ['csv', 'xlsx'] as const) {
      const { id, leads } = await imported(files[format], `leads.${format}`);
      expect(leads).toHaveLength(LEADS);
      const byName = new Map(leads.map((lead) => [String(lead.companyName), editable(lead)]));
      for (const [name, original] of originals)
        expect(byName.get(name), `${format}: ${name}`).toEqual(editable(original));
      // Undone, the database is empty again for the next format.
      await importStep(token, `lead/${id}/undo`, 'POST');
      expect(await importState(token, 'lead', id)).toMatchObject({ status: 'undone', kept: [] });
      expect(await allLeads()).toEqual([]);
    }
  }, 600_000);
});
