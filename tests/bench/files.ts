/**
 * The files part of the bench: 200 files uploaded to one customer the way the Bestanden tab does
 * (presign, POST to the S3 emulator, complete), timed per step; then the customer's detail read
 * (still one Query, whatever its files) and the files list, with the API's own DynamoDB counts.
 */
const FILES = 200;

interface Timed {
  ms: number;
  requests: number;
  items: number;
}

export interface FilesBenchReport {
  files: number;
  presignMs: { p50: number; p95: number };
  uploadMs: { p50: number; p95: number };
  completeMs: { p50: number; p95: number };
  detail: Timed;
  list: Timed;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return +(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
};

export async function measureFiles(options: { baseUrl: string; token: string }): Promise<FilesBenchReport> {
  const headers = {
    accept: 'application/json',
    authorization: `Bearer ${options.token}`,
    'content-type': 'application/json',
  };
  async function call(path: string, init: RequestInit = {}): Promise<Timed & { body: unknown }> {
    const started = performance.now();
    const response = await fetch(`${options.baseUrl}${path}`, { ...init, headers });
    const body: unknown = await response.json();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return {
      ms,
      requests: Number(response.headers.get('x-db-requests')),
      items: Number(response.headers.get('x-db-items')),
      body,
    };
  }

  const customer = (
    await call('/api/customers', {
      method: 'POST',
      body: JSON.stringify({ companyName: 'Bench Bestanden B.V.' }),
    })
  ).body as { record: { id: string } };
  const owner = { kind: 'customer', id: customer.record.id };
  const presign: number[] = [];
  const upload: number[] = [];
  const complete: number[] = [];
  for (let index = 0; index < FILES; index++) {
    const bytes = new TextEncoder().encode(`%PDF-1.4\n% bench ${index} ${'x'.repeat(20_000)}\n%%EOF\n`);
    const announced = await call('/api/files/presign', {
      method: 'POST',
      body: JSON.stringify({
        owner,
        kind: 'document',
        name: `bijlage-${index}.pdf`,
        size: bytes.length,
        contentType: 'application/pdf',
      }),
    });
    presign.push(announced.ms);
    const answer = announced.body as { id: string; url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [name, value] of Object.entries(answer.fields)) form.append(name, value);
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'upload');
    const started = performance.now();
    const posted = await fetch(answer.url, { method: 'POST', body: form });
    await posted.arrayBuffer();
    upload.push(performance.now() - started);
    complete.push((await call(`/api/files/${answer.id}/complete`, { method: 'POST' })).ms);
  }
  const { body: _detail, ...detail } = await call(`/api/customers/${owner.id}`);
  const { body: _list, ...list } = await call(`/api/files?ownerKind=customer&ownerId=${owner.id}`);
  return {
    files: FILES,
    presignMs: { p50: percentile(presign, 50), p95: percentile(presign, 95) },
    uploadMs: { p50: percentile(upload, 50), p95: percentile(upload, 95) },
    completeMs: { p50: percentile(complete, 50), p95: percentile(complete, 95) },
    detail,
    list,
  };
}

export function renderFiles(result: FilesBenchReport & { date: string; loadAverage: number }): string {
  const timed = (name: string, t: Timed) =>
    `| ${name} | ${t.ms.toFixed(1)} ms | ${t.requests} | ${t.items} |`;
  return `# Files

${result.date}, load average ${result.loadAverage}. ${result.files} PDF files of about 20 KB uploaded to one
customer (presign, POST to the S3 emulator, complete: the complete reads the object once for its
hash and leading bytes, copies it to its final key and writes the file with its history).

| step | p50 | p95 |
| --- | --- | --- |
| presign | ${result.presignMs.p50} ms | ${result.presignMs.p95} ms |
| upload (browser to bucket) | ${result.uploadMs.p50} ms | ${result.uploadMs.p95} ms |
| complete | ${result.completeMs.p50} ms | ${result.completeMs.p95} ms |

With ${result.files} files attached:

| read | time | DynamoDB requests | items read |
| --- | --- | --- | --- |
${timed('customer detail (`GET /api/customers/{id}`)', result.detail)}
${timed('files list (`GET /api/files`)', result.list)}
`;
}
