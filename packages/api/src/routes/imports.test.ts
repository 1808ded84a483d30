import { beforeAll, describe, expect, it } from 'vitest';
import { getImport, importedRows, moveImport } from '@crm/core/import/record';
import { runImport } from '@crm/core/import/job';
import { jobsIdle } from '@crm/core/jobs/dispatch';
import { jobsHandler } from '../jobs.ts';
import { markStale } from '@crm/core/import/testing';
import { importMessages, MAX_IMPORT_ROWS } from '@crm/core/import/public';
import { csvRecords } from '@crm/core/export/testing';
import { counterValue } from '@crm/core/db/counter';
import { clearPending, readSyncState } from '@crm/core/exact/sync-state';
import { normaliseForSearch } from '@crm/core/search/tokens';
import { json, request } from '../testing.ts';
import { importState, importStep, staff, uniqueKvk, uniqueWord, uploadSheet } from './imports-testing.ts';

type Json = Record<string, unknown>;
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

let user: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  user = await staff();
});

async function createCustomer(body: Json): Promise<{ id: string; version: number }> {
  const response = await request('/api/customers', {
    method: 'POST',
    token: user.token,
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await json<{ record: { id: string; version: number } }>(response)).record;
}

async function customer(id: string): Promise<{ status: number; record?: Json; financial?: Json }> {
  const response = await request(`/api/customers/${id}`, { token: user.token });
  return { ...(await json(response)), status: response.status };
}

describe('importing customers from the issue’s Windows-1252 semicolon CSV', () => {
  it('checks, previews, writes with history, gives an error file, and is undone', async () => {
    const word = uniqueWord();
    const existingKvk = uniqueKvk();
    const existing = await createCustomer({ companyName: `Bestaand ${word}`, kvkNumber: existingKvk });
    const newKvk = uniqueKvk();
    const csv = latin1(
      [
        'Bedrijfsnaam;KvK-nummer;IBAN;Opvolgdatum;Kredietlimiet;Datum machtiging;Plaats',
        `Café Noë ${word};${newKvk};NL91 ABNA 0417 1643 00;05-03-2027;1.234,56;05-03-2027;Zoëtermeer`,
        `Foutje ${word};;NL00 ABNA 0000 0000 00;;;;`,
        `Dubbel ${word};${existingKvk};;;;;Ede`,
        `Tweede keer ${word};${newKvk};;;;;`,
        '',
      ].join('\r\n'),
    );
    const uploaded = await uploadSheet(user.token, 'customer', csv, `klanten ${word}.csv`);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const id = String(uploaded.body.id);
    const record = uploaded.body.record as Json;
    expect(record).toMatchObject({
      status: 'uploaded',
      rows: 4,
      headers: [
        'Bedrijfsnaam',
        'KvK-nummer',
        'IBAN',
        'Opvolgdatum',
        'Kredietlimiet',
        'Datum machtiging',
        'Plaats',
      ],
      // Opvolgdatum is a lead's field, not a customer's.
      mapping: ['companyName', 'kvkNumber', 'iban', null, 'creditLimit', 'directDebitDate', 'city'],
    });
    const headers = record.headers as string[];
    const mapping = record.mapping as (string | null)[];

    // A column mapped twice, a stale mapping: Dutch 422s, nothing changed.
    const twice = await importStep(user.token, `customer/${id}/mapping`, 'PUT', {
      headers,
      mapping: ['companyName', 'city', 'iban', null, 'creditLimit', 'directDebitDate', 'city'],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({
      'mapping.1': [importMessages.mappedTwice('Plaats')],
      'mapping.6': [importMessages.mappedTwice('Plaats')],
    });
    const stale = await importStep(user.token, `customer/${id}/mapping`, 'PUT', {
      headers: ['Naam', ...headers.slice(1)],
      mapping,
    });
    expect(stale.status).toBe(422);
    expect(stale.body.message).toBe(importMessages.staleMapping);
    expect((await importState(user.token, 'customer', id)).status).toBe('uploaded');

    const mapped = await importStep(user.token, `customer/${id}/mapping`, 'PUT', { headers, mapping });
    expect(mapped.status).toBe(202);
    const checked = await importState(user.token, 'customer', id);
    expect(checked).toMatchObject({
      status: 'checked',
      counts: { valid: 1, warning: 2, error: 1, duplicate: 2 },
    });

    const problems = await json<{ rows: Json[]; total: number }>(
      await request(`/api/imports/customer/${id}/rows?only=problems`, { token: user.token }),
    );
    expect(problems.total).toBe(3);
    expect(problems.rows).toEqual([
      expect.objectContaining({
        row: 3,
        state: 'error',
        messages: ['IBAN: Dit IBAN klopt niet. Controleer het nummer.'],
      }),
      expect.objectContaining({
        row: 4,
        state: 'warning',
        duplicates: [{ field: 'kvk', recordId: existing.id, label: `Bestaand ${word}` }],
      }),
      expect.objectContaining({
        row: 5,
        state: 'warning',
        duplicates: [{ field: 'kvk', row: 2, label: 'rij 2' }],
      }),
    ]);

    // The existing customer's empty Plaats is filled; the file's second copy is skipped.
    const started = await importStep(user.token, `customer/${id}/start`, 'POST', {
      duplicates: { default: 'skip', rows: { '4': 'fill' } },
    });
    expect(started.status).toBe(202);
    const done = await importState(user.token, 'customer', id);
    expect(done).toMatchObject({
      status: 'done',
      progress: { done: 4, created: 1, updated: 1, skipped: 1, refused: 1 },
    });
    expect(done.undoUntil).toBeDefined();

    const found = await json<{ items: { id: string; companyName: string }[] }>(
      await request(`/api/customers?search=${word}`, { token: user.token }),
    );
    const made = found.items.find((item) => item.companyName === `Café Noë ${word}`);
    expect(made).toBeDefined();
    const detail = await customer(made!.id);
    expect(detail.record).toMatchObject({
      companyName: `Café Noë ${word}`,
      kvkNumber: newKvk,
      city: 'Zoëtermeer',
    });
    expect(detail.financial).toMatchObject({
      iban: 'NL91ABNA0417164300',
      creditLimit: 1234.56,
      directDebitDate: '2027-03-05',
    });
    const history = await json<{ items: Json[] }>(
      await request(`/api/customers/${made!.id}/history`, { token: user.token }),
    );
    expect(history.items).toEqual([
      expect.objectContaining({ action: 'import', subjectType: 'import', label: `klanten ${word}.csv` }),
    ]);
    expect((await customer(existing.id)).record).toMatchObject({
      city: 'Ede',
      version: existing.version + 1,
    });

    const link = await json<{ url: string }>(
      await request(`/api/imports/customer/${id}/errors`, { token: user.token }),
    );
    const errorFile = new Uint8Array(await (await fetch(link.url)).arrayBuffer());
    expect(csvRecords(errorFile)).toEqual([
      expect.objectContaining({
        Bedrijfsnaam: `Foutje ${word}`,
        IBAN: 'NL00 ABNA 0000 0000 00',
        Reden: 'IBAN: Dit IBAN klopt niet. Controleer het nummer.',
      }),
    ]);

    const undone = await importStep(user.token, `customer/${id}/undo`, 'POST');
    expect(undone.status).toBe(202);
    expect(await importState(user.token, 'customer', id)).toMatchObject({ status: 'undone', kept: [] });
    expect((await customer(made!.id)).status).toBe(404);
    const restored = (await customer(existing.id)).record;
    expect(restored?.city).toBeUndefined();
    expect(restored?.companyName).toBe(`Bestaand ${word}`);
  });

  it('keeps and names a record changed since the import when it is undone', async () => {
    const word = uniqueWord();
    const csv = latin1(`Bedrijfsnaam;Plaats\r\nEen ${word};Ede\r\nTwee ${word};Epe\r\n`);
    const { body } = await uploadSheet(user.token, 'customer', csv, 'twee.csv');
    const id = String(body.id);
    const record = body.record as { headers: string[]; mapping: (string | null)[] };
    await importStep(user.token, `customer/${id}/mapping`, 'PUT', record);
    await importStep(user.token, `customer/${id}/start`, 'POST', {});
    const found = await json<{ items: { id: string; companyName: string; version: number }[] }>(
      await request(`/api/customers?search=${word}`, { token: user.token }),
    );
    const changed = found.items.find((item) => item.companyName === `Twee ${word}`)!;
    const kept = found.items.find((item) => item.companyName === `Een ${word}`)!;
    const update = await request(`/api/customers/${changed.id}`, {
      method: 'PUT',
      token: user.token,
      body: JSON.stringify({ companyName: `Twee ${word}`, city: 'Elst', version: changed.version }),
    });
    expect(update.status).toBe(200);
    await importStep(user.token, `customer/${id}/undo`, 'POST');
    expect(await importState(user.token, 'customer', id)).toMatchObject({
      status: 'undone',
      kept: [{ id: changed.id, label: `Twee ${word}` }],
    });
    expect((await customer(changed.id)).status).toBe(200);
    expect((await customer(kept.id)).status).toBe(404);
  });
});

describe('filling a duplicate’s financial record', () => {
  it('fills its empty financial fields, marks it for Exact, and empties them again on undo', async () => {
    const word = uniqueWord();
    const [kvkA, kvkB] = [uniqueKvk(), uniqueKvk()];
    // A has no financial record yet; B has one with a payment term and no IBAN.
    const a = await createCustomer({ companyName: `Zonder ${word}`, kvkNumber: kvkA });
    const b = await createCustomer({ companyName: `Met ${word}`, kvkNumber: kvkB });
    const saved = await request(`/api/customers/${b.id}/financial`, {
      method: 'PUT',
      token: user.token,
      body: JSON.stringify({ version: 0, paymentTermDays: 14, invoiceEmail: 'factuur@met.nl' }),
    });
    expect(saved.status).toBe(200);
    const synced = async (id: string) => {
      const ref = { kind: 'customer' as const, id };
      const state = await readSyncState(ref);
      if (state) expect(await clearPending(ref, state)).toBe(true);
    };
    const pending = async (id: string) =>
      (await readSyncState({ kind: 'customer', id }))?.pendingSince !== undefined;
    await Promise.all([synced(a.id), synced(b.id)]);

    const csv = latin1(
      [
        'Bedrijfsnaam;KvK-nummer;IBAN;Betaaltermijn (dagen)',
        `Zonder ${word};${kvkA};NL91 ABNA 0417 1643 00;45`,
        `Met ${word};${kvkB};NL44 RABO 0123 4567 89;60`,
        '',
      ].join('\r\n'),
    );
    const { body } = await uploadSheet(user.token, 'customer', csv, `aanvulling ${word}.csv`);
    const id = String(body.id);
    const record = body.record as { headers: string[]; mapping: (string | null)[] };
    expect(record.mapping).toEqual(['companyName', 'kvkNumber', 'iban', 'paymentTermDays']);
    await importStep(user.token, `customer/${id}/mapping`, 'PUT', record);
    await importStep(user.token, `customer/${id}/start`, 'POST', {
      duplicates: { default: 'fill', rows: {} },
    });
    expect(await importState(user.token, 'customer', id)).toMatchObject({
      status: 'done',
      progress: { created: 0, updated: 2, skipped: 0 },
    });

    expect((await customer(a.id)).financial).toMatchObject({
      iban: 'NL91ABNA0417164300',
      paymentTermDays: 45,
    });
    // B keeps its own payment term; only the empty IBAN is filled.
    expect((await customer(b.id)).financial).toMatchObject({
      iban: 'NL44RABO0123456789',
      paymentTermDays: 14,
      invoiceEmail: 'factuur@met.nl',
    });
    expect(await pending(a.id)).toBe(true);
    expect(await pending(b.id)).toBe(true);
    const history = await json<{ items: Json[] }>(
      await request(`/api/customers/${b.id}/history`, { token: user.token }),
    );
    expect(history.items[0]).toMatchObject({ action: 'import-fill' });
    expect(history.items).toContainEqual(
      expect.objectContaining({ action: 'import-fill', subjectType: 'financial' }),
    );

    await Promise.all([synced(a.id), synced(b.id)]);
    await importStep(user.token, `customer/${id}/undo`, 'POST');
    expect(await importState(user.token, 'customer', id)).toMatchObject({ status: 'undone', kept: [] });
    // A's financial record came with the import and goes with it; B's IBAN is empty again.
    expect((await customer(a.id)).financial).toBeFalsy();
    const restored = (await customer(b.id)).financial;
    expect(restored?.iban).toBeUndefined();
    expect(restored).toMatchObject({ paymentTermDays: 14, invoiceEmail: 'factuur@met.nl' });
    expect(await pending(a.id)).toBe(true);
    expect(await pending(b.id)).toBe(true);
  });
});

describe('two rows of one existing record', () => {
  it('fills it from both, one after the other, when they match it by different fields', async () => {
    const word = uniqueWord();
    const kvk = uniqueKvk();
    const vat = `NL${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}B01`;
    const existing = await createCustomer({
      companyName: `Tweemaal ${word}`,
      kvkNumber: kvk,
      vatNumber: vat,
    });
    const csv = latin1(
      [
        'Bedrijfsnaam;KvK-nummer;BTW-nummer;Plaats;Website',
        `Tweemaal ${word};${kvk};;Ede;`,
        `Tweemaal ${word};;${vat};;https://tweemaal.nl`,
        '',
      ].join('\r\n'),
    );
    const { body } = await uploadSheet(user.token, 'customer', csv, 'tweemaal.csv');
    const id = String(body.id);
    await importStep(user.token, `customer/${id}/mapping`, 'PUT', body.record);
    await importStep(user.token, `customer/${id}/start`, 'POST', {
      duplicates: { default: 'fill', rows: {} },
    });
    expect(await importState(user.token, 'customer', id)).toMatchObject({
      status: 'done',
      progress: { updated: 2, created: 0 },
    });
    expect((await customer(existing.id)).record).toMatchObject({
      city: 'Ede',
      website: 'https://tweemaal.nl',
      version: existing.version + 2,
    });
  });
});

describe('bad input', () => {
  it('refuses a file that is not a sheet, an empty one, one of 50,001 rows and one over 20 MB', async () => {
    const pdf = await importStep(user.token, 'lead', 'POST', { name: 'offerte.pdf', size: 100 });
    expect(pdf).toMatchObject({ status: 422, body: { message: importMessages.notASheet } });
    const large = await importStep(user.token, 'lead', 'POST', { name: 'groot.csv', size: 21 * 1024 * 1024 });
    expect(large).toMatchObject({ status: 413, body: { message: importMessages.tooLarge } });

    const disguised = await uploadSheet(
      user.token,
      'lead',
      latin1('Bedrijfsnaam\r\nBakker\r\n'),
      'leads.xlsx',
    );
    expect(disguised).toMatchObject({ status: 422, body: { message: importMessages.notASheet } });
    const empty = await uploadSheet(user.token, 'lead', latin1('Bedrijfsnaam;Plaats\r\n'), 'leeg.csv');
    expect(empty).toMatchObject({ status: 422, body: { message: importMessages.empty } });
    const rows = `Bedrijfsnaam\r\n${'Bakker\r\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    const tooMany = await uploadSheet(user.token, 'lead', latin1(rows), 'veel.csv');
    expect(tooMany).toMatchObject({ status: 422, body: { message: importMessages.tooManyRows } });
    // A refused upload leaves a failed import that cannot go on.
    const again = await importStep(user.token, `lead/${String(tooMany.body.id)}/mapping`, 'PUT', {
      headers: ['Bedrijfsnaam'],
      mapping: ['companyName'],
    });
    expect(again.status).toBe(409);
  });

  it('shows an import to its maker only, and needs the kind’s create permission', async () => {
    const { body } = await uploadSheet(user.token, 'lead', latin1('Bedrijfsnaam\r\nBakker\r\n'), 'een.csv');
    const id = String(body.id);
    const other = await staff();
    expect((await request(`/api/imports/lead/${id}`, { token: other.token })).status).toBe(404);
    expect((await request(`/api/imports/customer/${id}`, { token: user.token })).status).toBe(404);
    const reader = await staff('alleen_lezen');
    expect((await request(`/api/imports/lead/${id}`, { token: reader.token })).status).toBe(403);
  });
});

describe('an import of many rows', () => {
  it('pages its preview across the stored objects, every row and the problems alone', async () => {
    // 2,400 rows, every second one without Bedrijfsnaam: 1,200 problems over two stored objects.
    const rows = Array.from({ length: 2400 }, (_, i) =>
      i % 2 ? `;Rij ${i + 2}` : `Bakker ${i + 2};Rij ${i + 2}`,
    );
    const csv = latin1(['Bedrijfsnaam;Notities', ...rows, ''].join('\r\n'));
    const { body } = await uploadSheet(user.token, 'lead', csv, 'veel.csv');
    const id = String(body.id);
    await importStep(user.token, `lead/${id}/mapping`, 'PUT', body.record);
    expect(await importState(user.token, 'lead', id)).toMatchObject({
      status: 'checked',
      counts: { valid: 1200, error: 1200 },
    });
    const page = async (query: string) =>
      json<{ rows: { row: number; state: string }[]; total: number }>(
        await request(`/api/imports/lead/${id}/rows?${query}`, { token: user.token }),
      );
    const all = await page('from=990&limit=20');
    expect(all.total).toBe(2400);
    expect(all.rows.map((row) => row.row)).toEqual(Array.from({ length: 20 }, (_, i) => 992 + i));
    const problems = await page('only=problems&from=995&limit=10');
    expect(problems.total).toBe(1200);
    expect(problems.rows.map((row) => row.row)).toEqual(
      Array.from({ length: 10 }, (_, i) => 2 * (996 + i) + 1),
    );
    expect(problems.rows.every((row) => row.state === 'error')).toBe(true);
    const last = await page('from=2390&limit=500');
    expect(last.rows.map((row) => row.row)).toEqual(Array.from({ length: 10 }, (_, i) => 2392 + i));
    expect((await page('from=2400')).rows).toEqual([]);
  });

  it('writes rows several to a transaction with every count, number and history entry right', async () => {
    const word = uniqueWord();
    // More rows than fit in one transaction, all in the supplier category only this test uses.
    const rows = Array.from({ length: 23 }, (_, i) => `Leverancier ${i} ${word};${word};${uniqueKvk()}`);
    const csv = latin1(['Bedrijfsnaam;Categorie;KvK-nummer', ...rows, ''].join('\r\n'));
    const { body } = await uploadSheet(user.token, 'supplier', csv, 'leveranciers.csv');
    const id = String(body.id);
    await importStep(user.token, `supplier/${id}/mapping`, 'PUT', body.record);
    expect((await importStep(user.token, `supplier/${id}/start`, 'POST', {})).status).toBe(202);
    expect(await importState(user.token, 'supplier', id)).toMatchObject({
      status: 'done',
      progress: { done: 23, created: 23 },
    });
    expect(await counterValue(`count#supplier#facet#${normaliseForSearch(word)}`)).toBe(23);

    const found = await json<{ items: { id: string; number: string }[] }>(
      await request(`/api/suppliers?search=${word}&limit=50`, { token: user.token }),
    );
    expect(found.items).toHaveLength(23);
    expect(new Set(found.items.map((item) => item.number)).size).toBe(23);
    for (const made of found.items) {
      const history = await json<{ items: Json[] }>(
        await request(`/api/suppliers/${made.id}/history`, { token: user.token }),
      );
      expect(history.items).toEqual([
        expect.objectContaining({ action: 'import', label: 'leveranciers.csv' }),
      ]);
    }

    expect((await importStep(user.token, `supplier/${id}/undo`, 'POST')).status).toBe(202);
    expect(await importState(user.token, 'supplier', id)).toMatchObject({ status: 'undone', kept: [] });
    expect(await counterValue(`count#supplier#facet#${normaliseForSearch(word)}`)).toBe(0);
  });
});

describe('an interrupted import', () => {
  async function interrupted(word: string) {
    const csv = latin1(`Bedrijfsnaam\r\nEerste ${word}\r\nTweede ${word}\r\n`);
    const { body } = await uploadSheet(user.token, 'lead', csv, 'onderbroken.csv');
    const id = String(body.id);
    await importStep(user.token, `lead/${id}/mapping`, 'PUT', body.record);
    await importStep(user.token, `lead/${id}/start`, 'POST', {});
    // As a jobs function that stopped after the first row leaves it: one row written, still writing.
    const item = (await getImport(id))!;
    return { id, item };
  }

  it('goes on in a next job when a job’s time is up, writing every row once', async () => {
    const word = uniqueWord();
    const rows = Array.from({ length: 250 }, (_, i) => `Lang ${i} ${word};${uniqueKvk()}`);
    const csv = latin1(['Bedrijfsnaam;KvK-nummer', ...rows, ''].join('\r\n'));
    const { body } = await uploadSheet(user.token, 'lead', csv, 'lang.csv');
    const id = String(body.id);
    await importStep(user.token, `lead/${id}/mapping`, 'PUT', body.record);
    expect(await moveImport(id, 'checked', { status: 'writing' })).toBeTruthy();
    // A job with no time left writes one page and hands over.
    expect(await runImport(id, { writeBudgetMs: 0 })).toBe(true);
    expect(await getImport(id)).toMatchObject({ status: 'writing', progress: { done: 100, created: 100 } });
    // Through the jobs Lambda, then the local dispatcher: each job answers its follow-up (a page
    // each here), which is started in turn.
    await jobsHandler()({ name: 'import', importId: id, budgetMs: 0 });
    expect((await getImport(id))?.progress.created).toBe(200);
    await jobsIdle();
    expect(await importState(user.token, 'lead', id)).toMatchObject({
      status: 'done',
      progress: { done: 250, created: 250, skipped: 0 },
    });
    const written: { row: number; recordId: string }[] = [];
    for await (const page of importedRows(id)) written.push(...page);
    expect(new Set(written.map((row) => row.row)).size).toBe(250);
    expect(new Set(written.map((row) => row.recordId)).size).toBe(250);
    for (const row of [written[0]!, written.at(-1)!]) {
      expect((await request(`/api/leads/${row.recordId}`, { token: user.token })).status).toBe(200);
    }
  });

  it('is resumed without writing a row twice, or rolled back', async () => {
    const word = uniqueWord();
    const { id, item } = await interrupted(word);
    await markStale({ ...item, status: 'writing' });
    const state = await importState(user.token, 'lead', id);
    expect(state).toMatchObject({ interrupted: true, message: importMessages.interrupted });
    expect((await importStep(user.token, `lead/${id}/resume`, 'POST')).status).toBe(202);
    expect(await importState(user.token, 'lead', id)).toMatchObject({
      status: 'done',
      interrupted: false,
      progress: { created: 2 },
    });
    const leads = await json<{ items: unknown[] }>(
      await request(`/api/leads?search=${word}`, { token: user.token }),
    );
    expect(leads.items).toHaveLength(2);

    const second = await interrupted(uniqueWord());
    await markStale({ ...second.item, status: 'writing' });
    expect((await importStep(user.token, `lead/${second.id}/undo`, 'POST')).status).toBe(202);
    expect(await importState(user.token, 'lead', second.id)).toMatchObject({ status: 'undone' });
    expect((await importStep(user.token, `lead/${second.id}/resume`, 'POST')).status).toBe(409);
  });
});
