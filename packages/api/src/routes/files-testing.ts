import type { FileRecord } from '@crm/core/files/public';
import type { PresignAnswer } from '@crm/core/files/schema';
import { json, request } from '../testing.ts';

/** Test support for files: small real files, and the browser's three steps (presign, POST, complete). */
export type Owner = { kind: string; id: string };

export function pdfBytes(text: string): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
}

/** The PNG signature and an IHDR chunk: enough for the leading-bytes check. */
export function pngBytes(seed = 0): Uint8Array {
  return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, seed]);
}

export function jpegBytes(seed = 0): Uint8Array {
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, seed, 0xff, 0xd9]);
}

export function pdfAnnouncement(owner: Owner, size = 100, name = 'offerte.pdf') {
  return { owner, kind: 'document', name, size, contentType: 'application/pdf' };
}

export async function presign(token: string, body: unknown): Promise<Response> {
  return await request('/api/files/presign', { method: 'POST', token, body: JSON.stringify(body) });
}

/** What the browser does with a presign's answer: a multipart POST, the fields first, the file last. */
export async function postToBucket(
  answer: PresignAnswer,
  bytes: Uint8Array,
  contentType: string,
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(answer.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'upload');
  const response = await fetch(answer.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

export async function complete(token: string, id: string): Promise<Response> {
  return await request(`/api/files/${id}/complete`, { method: 'POST', token });
}

/** Uploads a file the way the Bestanden tab does; fails the test unless every step succeeds. */
export async function uploadFile(
  token: string,
  owner: Owner,
  bytes: Uint8Array,
  name: string,
  contentType = 'application/pdf',
  kind: 'document' | 'image' = 'document',
  details: { category?: string; validUntil?: string } = {},
): Promise<FileRecord> {
  const announced = await presign(token, { owner, kind, name, size: bytes.length, contentType, ...details });
  if (announced.status !== 201) throw new Error(`presign: ${announced.status} ${await announced.text()}`);
  const answer = await json<PresignAnswer>(announced);
  const posted = await postToBucket(answer, bytes, contentType);
  if (posted >= 300) throw new Error(`upload: ${posted}`);
  const completed = await complete(token, answer.id);
  if (completed.status !== 201) throw new Error(`complete: ${completed.status} ${await completed.text()}`);
  return (await json<{ record: FileRecord }>(completed)).record;
}
