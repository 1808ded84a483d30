import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExportRecord } from '@crm/core/export/record';
import { exportReading } from '@crm/core/export/relation-lists';
import { csvRecords, xlsxRecords } from '@crm/core/export/testing';
import { bucketName, s3Client } from '@crm/core/storage/s3';
import { createTestUser, json, request, signIn } from '../testing.ts';

type Json = Record<string, unknown>;
type ExportAnswer = {
  id: string;
  status: string;
  rows: number;
  fileName: string;
  url?: string;
  message?: string;
};

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function staff(role: 'medewerker' | 'alleen_lezen' | 'beheerder' = 'medewerker') {
  const account = await createTestUser(role);
  return { ...account, token: await signIn(account.email) };
}

/** A word no other test uses, for names and searches. */
const uniqueWord = () => `Xq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function startExport(token: string, body: Json): Promise<ExportAnswer> {
  const response = await call('/api/exports', 'POST', token, body);
  expect(response.status, await response.clone().text()).toBe(202);
  return (await json<{ record: ExportAnswer }>(response)).record;
}

/** Polls the export as the screen does until it has finished. */
async function finished(token: string, id: string): Promise<ExportAnswer> {
  for (let poll = 0; poll < 600; poll++) {
    const { record: answer } = await json<{ record: ExportAnswer }>(
      await call(`/api/exports/${id}`, 'GET', token),
    );
    if (answer.status === 'done' || answer.status === 'failed') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`export ${id} did not finish`);
}

async function download(answer: ExportAnswer) {
  expect(answer).toMatchObject({ status: 'done', url: expect.any(String) });
  const response = await fetch(answer.url ?? '');
  expect(response.status).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('exports API', () => {
  // Pages of 120 instead of 1,000: an export crosses pages with 170 records, and a page sorted by a
  // column with sort items needs more than one BatchGetItem (at most 100 keys each) for its records.
  const pageSize = exportReading.pageSize;
  beforeAll(() => void (exportReading.pageSize = 120));
  afterAll(() => void (exportReading.pageSize = pageSize));

  it('exports exactly the filtered and sorted view, across more than one page', async () => {
    const { token } = await staff();
    const owner = await createTestUser('medewerker');
    const word = uniqueWord();
    const count = exportReading.pageSize + 50;
    for (let start = 0; start < count; start += 15) {
      const responses = await Promise.all(
        Array.from({ length: Math.min(15, count - start) }, (_, j) => {
          const i = start + j;
          return call('/api/leads', 'POST', token, {
            companyName: `${word} ${String(i).padStart(3, '0')}`,
            source: i % 3 === 0 ? 'beurs' : 'website',
            ownerId: owner.user.id,
            expectedValue: i * 100 + 0.5,
            followUpDate: '2026-11-22',
          });
        }),
      );
      for (const response of responses) expect(response.status).toBe(201);
    }
    // Someone else's lead from a fair, which the owner filter leaves out.
    await call('/api/leads', 'POST', token, { companyName: `${word} anders`, source: 'beurs' });

    // XLSX: one owner, by name, Z to A (the view the list page sends, with its page size).
    const xlsx = await startExport(token, {
      list: 'leads',
      format: 'xlsx',
      query: { owner: owner.user.id, sort: 'name', order: 'desc', limit: 25 },
    });
    expect(xlsx).toMatchObject({
      status: 'queued',
      rows: 0,
      fileName: expect.stringMatching(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/),
    });
    const doneXlsx = await finished(token, xlsx.id);
    expect(doneXlsx.rows).toBe(count);
    const rows = await xlsxRecords((await download(doneXlsx)).bytes);
    expect(rows).toHaveLength(count);
    expect(rows.map((row) => row.Bedrijfsnaam)).toEqual(
      Array.from({ length: count }, (_, i) => `${word} ${String(count - 1 - i).padStart(3, '0')}`),
    );
    expect(rows[count - 1]).toMatchObject({
      Bedrijfsnaam: `${word} 000`,
      Status: 'Nieuw',
      Bron: 'Beurs',
      Eigenaar: owner.user.name,
      'Verwachte waarde': 0.5,
      Opvolgdatum: new Date(Date.UTC(2026, 10, 22)),
      Land: 'Nederland',
    });
    expect(rows[count - 1]?.Aangemaakt).toBeInstanceOf(Date);

    // CSV: the owner and a source (a filter the index cannot serve), by creation time.
    const csv = await startExport(token, {
      list: 'leads',
      format: 'csv',
      query: { owner: owner.user.id, source: 'beurs', sort: 'createdAt', order: 'asc' },
    });
    const doneCsv = await finished(token, csv.id);
    const lines = csvRecords((await download(doneCsv)).bytes);
    const expected = Array.from({ length: count }, (_, i) => i).filter((i) => i % 3 === 0);
    expect(lines).toHaveLength(expected.length);
    expect(new Set(lines.map((line) => line.Bron))).toEqual(new Set(['Beurs']));
    expect(new Set(lines.map((line) => line.Eigenaar))).toEqual(new Set([owner.user.name]));
    expect(lines.map((line) => line.Bedrijfsnaam).sort()).toEqual(
      expected.map((i) => `${word} ${String(i).padStart(3, '0')}`),
    );
    expect(lines.find((line) => line.Bedrijfsnaam === `${word} 003`)).toMatchObject({
      'Verwachte waarde': '300,50',
      Opvolgdatum: '22-11-2026',
    });

    // CSV: the owner, by Verwachte waarde (a column with sort items), highest first: every record.
    const byValue = await startExport(token, {
      list: 'leads',
      format: 'csv',
      query: { owner: owner.user.id, sort: 'expectedValue', order: 'desc' },
    });
    const doneByValue = await finished(token, byValue.id);
    expect(doneByValue.rows).toBe(count);
    const valueLines = csvRecords((await download(doneByValue)).bytes);
    expect(valueLines.map((line) => line.Bedrijfsnaam)).toEqual(
      Array.from({ length: count }, (_, i) => `${word} ${String(count - 1 - i).padStart(3, '0')}`),
    );
  });

  it('adds the financial columns only with the financial permission', async () => {
    const { token } = await staff('medewerker');
    const reader = await staff('alleen_lezen');
    const word = uniqueWord();
    const created = await json<{ record: { id: string } }>(
      await call('/api/customers', 'POST', token, { companyName: `Klant ${word}` }),
    );
    const saved = await call(`/api/customers/${created.record.id}/financial`, 'PUT', token, {
      iban: 'NL91ABNA0417164300',
      paymentTermDays: 14,
      creditLimit: 2500,
      directDebit: true,
      version: 0,
    });
    expect(saved.status).toBe(200);
    const view = { list: 'customers', format: 'xlsx', query: { search: word } };

    const withFinancial = await xlsxRecords(
      (await download(await finished(token, (await startExport(token, view)).id))).bytes,
    );
    expect(withFinancial).toHaveLength(1);
    expect(withFinancial[0]).toMatchObject({
      Bedrijfsnaam: `Klant ${word}`,
      Status: 'Actief',
      IBAN: 'NL91 ABNA 0417 1643 00',
      'Betaaltermijn (dagen)': 14,
      Kredietlimiet: 2500,
      Incassomachtiging: 'Ja',
    });

    const readerAnswer = await finished(reader.token, (await startExport(reader.token, view)).id);
    const withoutFinancial = await xlsxRecords((await download(readerAnswer)).bytes);
    expect(withoutFinancial).toHaveLength(1);
    expect(withoutFinancial[0]).toHaveProperty('Bedrijfsnaam', `Klant ${word}`);
    for (const header of ['IBAN', 'BIC', 'Betaaltermijn (dagen)', 'Kredietlimiet', 'Incassomachtiging'])
      expect(withoutFinancial[0]).not.toHaveProperty(header);
  });

  it('exports my todos in the list’s order, with `me` as the one who asked', async () => {
    const { token, user } = await staff();
    const word = uniqueWord();
    const todo = async (title: string, extra: Json) => {
      const response = await call('/api/todos', 'POST', token, { title, assigneeId: user.id, ...extra });
      expect(response.status).toBe(201);
    };
    await todo(`${word} later`, { deadline: '2099-03-04', priority: 'hoog' });
    await todo(`${word} te laat`, { deadline: '2001-02-03', description: 'Bellen; "dringend"' });
    await todo(`${word} klaar`, { deadline: '2001-01-01', done: true });
    const other = await staff();
    await call('/api/todos', 'POST', other.token, {
      title: `${word} van een ander`,
      assigneeId: other.user.id,
    });

    const answer = await finished(
      token,
      (await startExport(token, { list: 'todos', format: 'csv', query: { assignee: 'me', status: 'all' } }))
        .id,
    );
    expect(answer.fileName).toMatch(/^todos-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csvRecords((await download(answer)).bytes);
    expect(rows.map((row) => row.Titel)).toEqual([`${word} te laat`, `${word} later`, `${word} klaar`]);
    expect(rows[0]).toMatchObject({
      Omschrijving: 'Bellen; "dringend"',
      Deadline: '03-02-2001',
      Verlopen: 'Ja',
      'Toegewezen aan': user.name,
      Prioriteit: 'Normaal',
      Klaar: 'Nee',
    });
    expect(rows[1]).toMatchObject({ Verlopen: 'Nee', Prioriteit: 'Hoog', Deadline: '04-03-2099' });
    expect(rows[2]).toMatchObject({ Klaar: 'Ja', Verlopen: 'Nee' });

    const open = await finished(
      token,
      (await startExport(token, { list: 'todos', format: 'xlsx', query: { assignee: 'me' } })).id,
    );
    const sheet = await xlsxRecords((await download(open)).bytes);
    expect(sheet.map((row) => row.Titel)).toEqual([`${word} te laat`, `${word} later`]);
  });

  it('exports the contracts of the filtered view with the catalogue’s columns, notes included', async () => {
    const { token, user } = await staff();
    const word = uniqueWord();
    const relation = async (kind: string) => {
      const response = await call(`/api/${kind}`, 'POST', token, { companyName: `${word} ${kind}` });
      expect(response.status).toBe(201);
      return (await json<{ record: { id: string } }>(response)).record.id;
    };
    const [customerId, otherCustomerId, supplierId] = await Promise.all([
      relation('customers'),
      relation('customers'),
      relation('suppliers'),
    ]);
    const contract = async (title: string, extra: Json) => {
      const response = await call('/api/contracts', 'POST', token, {
        title,
        supplierId,
        startDate: '2025-01-01',
        firstTermMonths: 36,
        renewal: 'stilzwijgend',
        renewalTermMonths: 12,
        noticePeriod: 3,
        status: 'actief',
        ownerId: user.id,
        ...extra,
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    await contract(`${word} energie`, { customerId, value: 1234.5, notes: 'Let op; "indexatie"' });
    await contract(`${word} anders`, { customerId: otherCustomerId });
    await contract(`${word} eenmalig`, { customerId, renewal: 'geen', renewalTermMonths: undefined });

    const answer = await finished(
      token,
      (
        await startExport(token, {
          list: 'contracts',
          format: 'csv',
          query: { customerId, sort: 'noticeBy', order: 'asc', limit: 25 },
        })
      ).id,
    );
    expect(answer.fileName).toMatch(/^contracten-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csvRecords((await download(answer)).bytes);
    expect(rows).toHaveLength(2);
    const byTitle = (title: string) => rows.find((row) => row.Titel === title);
    expect(byTitle(`${word} energie`)).toMatchObject({
      Contractnummer: expect.stringMatching(/^C\d{6}$/),
      Titel: `${word} energie`,
      Klant: `${word} customers`,
      Leverancier: `${word} suppliers`,
      Startdatum: '01-01-2025',
      Verlenging: 'Stilzwijgend',
      'Beslistermijn (weken)': '4',
      'Waarde (€ per jaar)': '1234,50',
      Status: 'Actief',
      Eigenaar: user.name,
      Notities: 'Let op; "indexatie"',
      'Verlengingstermijn (maanden)': '12',
    });
    // Without renewal no Verlengingstermijn; the period's bare counter is never a column.
    expect(byTitle(`${word} eenmalig`)).toMatchObject({
      Verlenging: 'Geen',
      'Verlengingstermijn (maanden)': '',
    });
    expect(Object.keys(rows[0] ?? {})).not.toContain('Periode');
  });

  it('needs the list’s own permission', async () => {
    const { token } = await staff('medewerker');
    const users = await call('/api/exports', 'POST', token, { list: 'users', format: 'csv', query: {} });
    expect(users.status).toBe(403);
    expect(await json(users)).toEqual({ message: 'Je hebt geen toestemming voor deze actie.' });

    const admin = await staff('beheerder');
    const answer = await finished(
      admin.token,
      (await startExport(admin.token, { list: 'users', format: 'csv', query: { search: admin.email } })).id,
    );
    expect(csvRecords((await download(answer)).bytes)).toEqual([
      expect.objectContaining({
        Naam: admin.user.name,
        'E-mailadres': admin.email,
        Rol: 'Beheerder',
        Status: 'Actief',
      }),
    ]);
  });

  it('refuses bad input with Dutch messages', async () => {
    const { token } = await staff();
    const bad = await call('/api/exports', 'POST', token, { list: 'contracten', format: 'pdf' });
    expect(bad.status).toBe(422);
    expect(await json(bad)).toMatchObject({
      errors: { list: ['Kies een lijst om te exporteren.'], format: ['Kies CSV of Excel (XLSX).'] },
    });
    const badView = await call('/api/exports', 'POST', token, {
      list: 'leads',
      format: 'csv',
      query: { sort: 'omzet' },
    });
    expect(badView.status).toBe(422);
    expect(await json(badView)).toMatchObject({
      errors: { 'query.sort': [expect.stringContaining('filter of sortering is ongeldig')] },
    });
    const badQuery = await call('/api/exports', 'POST', token, { list: 'leads', format: 'csv', query: 'x' });
    expect(await json(badQuery)).toMatchObject({
      errors: { query: ['De filters van de lijst zijn ongeldig. Laad de lijst opnieuw.'] },
    });
    // A query far larger than any list sends is refused before anything is stored.
    for (const query of [
      { junk: 'x'.repeat(500_000) },
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'])),
    ]) {
      const huge = await call('/api/exports', 'POST', token, { list: 'leads', format: 'csv', query });
      expect(huge.status).toBe(422);
      expect(await json(huge)).toMatchObject({
        errors: { query: ['De filters van de lijst zijn ongeldig. Laad de lijst opnieuw.'] },
      });
    }
  });

  it('shows an export only to the user who asked for it', async () => {
    const mine = await staff();
    const other = await staff();
    const started = await startExport(mine.token, {
      list: 'leads',
      format: 'csv',
      query: { search: uniqueWord() },
    });
    await finished(mine.token, started.id);
    const foreign = await call(`/api/exports/${started.id}`, 'GET', other.token);
    expect(foreign.status).toBe(404);
    expect(await json(foreign)).toEqual({ message: 'Deze export bestaat niet (meer).' });
    expect((await call('/api/exports/01JUNKNOWNEXPORT', 'GET', mine.token)).status).toBe(404);
    expect((await request(`/api/exports/${started.id}`)).status).toBe(401);
  });

  it('no longer shows an export once its owner’s role has changed', async () => {
    const admin = await staff('beheerder');
    const mine = await staff();
    const started = await startExport(mine.token, { list: 'customers', format: 'csv', query: {} });
    await finished(mine.token, started.id);
    const demoted = await call(`/api/users/${mine.user.id}`, 'PUT', admin.token, {
      name: mine.user.name,
      email: mine.email,
      role: 'alleen_lezen',
      active: true,
      version: mine.user.version,
    });
    expect(demoted.status).toBe(200);
    const token = await signIn(mine.email);
    expect((await call(`/api/exports/${started.id}`, 'GET', token)).status).toBe(404);
  });

  it('stores the file in the bucket and links to it with a download name', async () => {
    const { token } = await staff();
    const word = uniqueWord();
    await call('/api/leads', 'POST', token, { companyName: `Bakkerij ${word}`, source: 'website' });
    const answer = await finished(
      token,
      (await startExport(token, { list: 'leads', format: 'xlsx', query: { search: word } })).id,
    );
    const record = await getExportRecord(answer.id);
    if (!record) throw new Error('no export record');
    expect(record.expiresAt).toBeGreaterThan(Date.parse(record.createdAt) / 1000);
    const stored = await (
      await s3Client()
    ).send(new GetObjectCommand({ Bucket: bucketName(), Key: record.objectKey }));
    const storedBytes = Buffer.from(await stored.Body!.transformToByteArray());
    expect(stored.ContentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const { response, bytes } = await download(answer);
    expect(bytes.equals(storedBytes)).toBe(true);
    expect(response.headers.get('content-disposition')).toContain(
      `attachment; filename="${answer.fileName}"`,
    );
    expect((await xlsxRecords(bytes)).map((row) => row.Bedrijfsnaam)).toEqual([`Bakkerij ${word}`]);
    // A short-lived, signed link (the emulator does not check signatures; S3 does).
    const link = new URL(answer.url ?? '');
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
