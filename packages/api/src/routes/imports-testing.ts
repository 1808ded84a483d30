import { jobsIdle } from '@crm/core/jobs/dispatch';
import type { ImportJob } from '@crm/core/import/public';
import { createTestUser, json, request, signIn } from '../testing.ts';
import { postToBucket } from './files-testing.ts';

/** Test support for imports: the screens' steps through the API, each job waited for. */
export type ImportAnswer = ImportJob & { fields: { name: string; label: string }[] };

export async function uploadSheet(
  token: string,
  kind: string,
  bytes: Uint8Array,
  name: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const announced = await request(`/api/imports/${kind}`, {
    method: 'POST',
    token,
    body: JSON.stringify({ name, size: bytes.length }),
  });
  if (announced.status !== 201) return { status: announced.status, body: await json(announced) };
  const { upload } = await json<{
    upload: { id: string; url: string; fields: Record<string, string>; contentType: string };
  }>(announced);
  const posted = await postToBucket(upload, bytes, upload.contentType);
  if (posted >= 300) throw new Error(`upload: ${posted}`);
  const completed = await request(`/api/imports/${kind}/${upload.id}/complete`, { method: 'POST', token });
  return { status: completed.status, body: { id: upload.id, ...(await json(completed)) } };
}

export async function importStep(
  token: string,
  path: string,
  method: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await request(`/api/imports/${path}`, {
    method,
    token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = { status: response.status, body: await json(response) };
  await jobsIdle();
  return answer;
}

export async function importState(token: string, kind: string, id: string): Promise<ImportAnswer> {
  const response = await request(`/api/imports/${kind}/${id}`, { token });
  return (await json<{ record: ImportAnswer }>(response)).record;
}

/** A word no other test run has, for names a test looks for. */
export const uniqueWord = (prefix = 'Xi') =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
export const uniqueKvk = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

/** A signed-in member of staff. */
export async function staff(role: 'medewerker' | 'alleen_lezen' = 'medewerker') {
  const account = await createTestUser(role);
  return { ...account, token: await signIn(account.email) };
}
