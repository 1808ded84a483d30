import { parseRecordAnswer } from '@crm/core/db/record';
import type { DuplicateChoice, ImportKind } from '@crm/core/import/public';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api';
import { postToStorage } from '../../../lib/post-to-storage';
import { importAnswerSchema, importKey, importPath, type ImportAnswer } from './get-import';

const uploadSchema = z.object({
  upload: z.object({
    id: z.string(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    contentType: z.string(),
  }),
});

/** Announces the sheet, posts it straight to storage and has the server check and read it. */
export async function uploadSheet(kind: ImportKind, file: File): Promise<ImportAnswer> {
  const { upload } = uploadSchema.parse(
    await api.post(`/api/imports/${kind}`, { name: file.name, size: file.size }),
  );
  await postToStorage(upload, new Blob([file], { type: upload.contentType }));
  return parseRecordAnswer(importAnswerSchema, await api.post(importPath(kind, upload.id, 'complete')));
}

/** A step of an import (mapping, start, undo, resume); the answer replaces the cached import. */
export function useImportStep(kind: ImportKind, id: string) {
  const client = useQueryClient();
  const done = (answer: ImportAnswer) => client.setQueryData(importKey(kind, id), answer);
  const step = (method: 'post' | 'put', name: string) => async (body?: unknown) =>
    parseRecordAnswer(importAnswerSchema, await api[method](importPath(kind, id, name), body));
  return {
    map: useMutation({
      mutationFn: (body: { headers: string[]; mapping: (string | null)[] }) => step('put', 'mapping')(body),
      onSuccess: done,
    }),
    start: useMutation({
      mutationFn: (duplicates: { default: DuplicateChoice; rows: Record<string, DuplicateChoice> }) =>
        step('post', 'start')({ duplicates }),
      onSuccess: done,
    }),
    undo: useMutation({ mutationFn: () => step('post', 'undo')(), onSuccess: done }),
    resume: useMutation({ mutationFn: () => step('post', 'resume')(), onSuccess: done }),
  };
}

/** A short-lived link to the file of refused rows. */
export async function errorFileUrl(kind: ImportKind, id: string): Promise<string> {
  return z.object({ url: z.string() }).parse(await api.get(importPath(kind, id, 'errors'))).url;
}
