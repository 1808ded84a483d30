import type { PresignAnswer } from '@crm/core/files/schema';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

export const UPLOAD_FAILED_MESSAGE = 'Het uploaden is mislukt. Probeer het opnieuw.';

export type StorageProgress = (loaded: number, total: number) => void;

/**
 * Posts a file straight to storage (an attachment, a sheet to import) with the presigned form: every field first, the file last (S3
 * ignores what follows the file). XMLHttpRequest, because fetch reports no upload progress. An
 * abort through `signal` stops the transfer and rejects with an AbortError.
 */
export function postToStorage(
  target: PresignAnswer,
  file: Blob,
  { onProgress, signal }: { onProgress?: StorageProgress; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => reject(new DOMException('Het uploaden is geannuleerd.', 'AbortError'));
    if (signal?.aborted) return aborted();
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);

    const request = new XMLHttpRequest();
    request.open('POST', target.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new ApiError(request.status, UPLOAD_FAILED_MESSAGE));
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    request.onabort = aborted;
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
