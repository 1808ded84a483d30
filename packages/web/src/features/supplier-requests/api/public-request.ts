import { queryOptions } from '@tanstack/react-query';
import { presignAnswerSchema, type FileCategory } from '@crm/core/files/schema';
import {
  draftAnswerSchema,
  publicRequestSchema,
  type DraftAnswer,
  type PublicRequest,
} from '@crm/core/supplier-requests/public';
import { checkLink, type LinkCheck } from '../../../components/link-flow/link-check';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';

/**
 * The supplier's calls (decision 050): no session, a 401 is nobody's session ending here. The
 * token travels in the query of the GET, in the body of a POST, in `X-Link-Token` for the files.
 */
const asOutsider = { handleUnauthorized: false } as const;
const base = '/api/supplier-information-requests';

export type RequestCheck = LinkCheck<{ request: PublicRequest }>;

export const publicRequestKey = (token: string) => ['supplier-requests', 'public', token] as const;

/** What the page shows; a GET that writes nothing (mail scanners open links). */
export const publicRequestQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicRequestKey(token),
    queryFn: (): Promise<RequestCheck> =>
      checkLink(async () => ({
        request: publicRequestSchema.parse(await api.get(base, { query: { token }, ...asOutsider })),
      })),
    staleTime: Infinity,
    gcTime: 0,
  });

export async function saveDraft(
  token: string,
  version: number,
  values: Record<string, unknown>,
): Promise<DraftAnswer> {
  return draftAnswerSchema.parse(await api.post(`${base}/draft`, { token, version, values }, asOutsider));
}

export async function submitAnswer(token: string, version: number): Promise<PublicRequest> {
  return publicRequestSchema.parse(await api.post(`${base}/submit`, { token, version }, asOutsider));
}

/**
 * One document through the files' link flow: announced (size and type checked), posted straight to
 * storage, then checked and kept.
 */
export async function uploadDocument(
  token: string,
  input: { supplierId: string; file: File; contentType: string; category: FileCategory; validUntil: string },
): Promise<void> {
  const headers = { 'X-Link-Token': token };
  const target = presignAnswerSchema.parse(
    await api.post(
      '/api/files/presign',
      {
        owner: { kind: 'supplier', id: input.supplierId },
        kind: 'document',
        name: input.file.name,
        size: input.file.size,
        contentType: input.contentType,
        category: input.category,
        ...(input.validUntil ? { validUntil: input.validUntil } : {}),
      },
      { ...asOutsider, headers },
    ),
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', input.file);
  const stored = await fetch(target.url, { method: 'POST', body: form });
  if (!stored.ok) throw new ApiError(stored.status, 'Het uploaden is mislukt. Probeer het opnieuw.');
  await api.post(`/api/files/${encodeURIComponent(target.id)}/complete`, undefined, {
    ...asOutsider,
    headers,
  });
}
