/**
 * The import bench (issue 29, decision 053): a CSV of `leads` leads as an office would upload it,
 * checked and then written by the bundled jobs handler in fresh processes (as the jobs function
 * runs them), each with its time and peak memory; beside it DynamoDB Local's own pace for the same
 * number of plain one-item transactions, since the write is one transaction per row.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { companyName, pick } from './data.ts';
import { probeInFreshProcess } from './export.ts';

export interface ImportBenchReport {
  date: string;
  node: string;
  leads: number;
  loadAverage: number;
  /** NODE_OPTIONS of the job processes, when the run sets them (a heap limit). */
  nodeOptions?: string;
  bytes: number;
  check: { seconds: number; peakRssMiB: number };
  write: { seconds: number; peakRssMiB: number; created: number; rowsPerSecond: number };
  /** DynamoDB Local's pace for one-item transactions, 8 at a time, over `writes` of them. */
  floor: { writes: number; perSecond: number };
}

/** A CSV as Dutch Excel saves it: Windows-1252, `;`, dd-mm-jjjj and 1.234,56. */
function leadsCsv(leads: number): Uint8Array {
  const lines = ['Bedrijfsnaam;KvK-nummer;E-mailadres;Plaats;Bron;Status;Verwachte waarde;Opvolgdatum'];
  for (let i = 1; i <= leads; i++) {
    // Beyond the numbers the relations part seeds: no row is a duplicate of a seeded lead.
    const lead = companyName(5_000_000 + i);
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      [
        `${lead.companyName} Café`,
        lead.kvkNumber,
        lead.email,
        lead.city,
        pick(['Website', 'Telefoon', 'Beurs'], i),
        pick(['Nieuw', 'Contact gelegd', 'Gekwalificeerd'], i),
        `${(i % 500) * 3}.${String(i % 1000).padStart(3, '0')},50`,
        `${day}-0${(i % 9) + 1}-2027`,
      ].join(';'),
    );
  }
  return new Uint8Array(Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'));
}

export async function measureImport(options: {
  bundle: string;
  env: Record<string, string>;
  leads: number;
  loadAverage: number;
  nodeOptions?: string;
}): Promise<ImportBenchReport> {
  const { announceImport, completeImport, importOf } = await import('@crm/core/import/service');
  const { moveImport, importObjects } = await import('@crm/core/import/record');
  const { ObjectUpload } = await import('@crm/core/storage/upload');
  const bytes = leadsCsv(options.leads);
  const importer = { id: 'bench', name: 'Bench', role: 'beheerder' as const };
  const { id } = await announceImport({ kind: 'lead', name: 'leads.csv', size: bytes.length }, importer);
  // What the browser's presigned POST would leave in the bucket.
  const upload = new ObjectUpload({ key: importObjects.pending(id), contentType: 'text/csv' });
  await upload.write(bytes);
  await upload.complete();
  await completeImport(await importOf(id, importer));

  const job = JSON.stringify({ name: 'import', importId: id });
  const env = { ...options.env, ...(options.nodeOptions ? { NODE_OPTIONS: options.nodeOptions } : {}) };
  await moveImport(id, 'uploaded', { status: 'checking' });
  const check = await probeInFreshProcess(options.bundle, job, env);
  const checked = await importOf(id, importer);
  if (checked.status !== 'checked') throw new Error(`import check: ${checked.status}`);
  await moveImport(id, 'checked', { status: 'writing' });
  const write = await probeInFreshProcess(options.bundle, job, env);
  const written = await importOf(id, importer);
  if (written.status !== 'done') throw new Error(`import write: ${written.status}`);

  const report: ImportBenchReport = {
    date: new Date().toISOString(),
    node: process.version,
    leads: options.leads,
    loadAverage: options.loadAverage,
    ...(options.nodeOptions ? { nodeOptions: options.nodeOptions } : {}),
    bytes: bytes.length,
    check: { seconds: +(check.jobMs / 1000).toFixed(1), peakRssMiB: Math.round(check.peakRssMiB) },
    write: {
      seconds: +(write.jobMs / 1000).toFixed(1),
      peakRssMiB: Math.round(write.peakRssMiB),
      created: written.progress.created,
      rowsPerSecond: Math.round(written.progress.created / (write.jobMs / 1000)),
    },
    floor: await transactionPace(Math.min(options.leads, 5000)),
  };
  console.log(JSON.stringify(report));
  return report;
}

/** DynamoDB Local's pace for plain one-item transactions, 8 at a time (the import's concurrency). */
async function transactionPace(writes: number): Promise<ImportBenchReport['floor']> {
  const { dynamo, tableName } = await import('@crm/core/db/client');
  const { keys } = await import('@crm/core/db/keys');
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < writes) {
        const i = next++;
        await dynamo.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName(),
                  Item: { ...keys.counter(`bench-import-floor-${i}`), value: i },
                },
              },
            ],
          }),
        );
      }
    }),
  );
  return { writes, perSecond: Math.round(writes / ((performance.now() - started) / 1000)) };
}

export function renderImport(report: ImportBenchReport): string {
  const within = (value: number, budget: number) => (value <= budget ? 'within' : 'over');
  return [
    '# Import bench',
    '',
    `${report.date}, Node ${report.node}, load average ${report.loadAverage}: a CSV of ${report.leads.toLocaleString('en')} leads (${(report.bytes / 1024 / 1024).toFixed(1)} MB, Windows-1252, \`;\`), each job in a fresh process running the jobs bundle${report.nodeOptions ? ` with \`NODE_OPTIONS=${report.nodeOptions}\`` : ''}.`,
    '',
    '| step | time | peak memory | budget (issue 29) |',
    '| ---- | ---- | ----------- | ----------------- |',
    `| check (rules, duplicate warning) | ${report.check.seconds} s | ${report.check.peakRssMiB} MiB | ≤ 256 MB: ${within(report.check.peakRssMiB, 256)} |`,
    `| write (${report.write.created.toLocaleString('en')} leads, ${report.write.rowsPerSecond}/s) | ${report.write.seconds} s | ${report.write.peakRssMiB} MiB | ≤ 60 s: ${within(report.write.seconds, 60)}; ≤ 256 MB: ${within(report.write.peakRssMiB, 256)} |`,
    '',
    `DynamoDB Local's own pace for one-item transactions, 8 at a time: ${report.floor.perSecond}/s over ${report.floor.writes.toLocaleString('en')} (the write packs each page's new leads into transactions of at most 100 items, about 21 a lead, their counters merged; decision 053).`,
    '',
  ].join('\n');
}
