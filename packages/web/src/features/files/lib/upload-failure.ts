import { ApiError } from '../../../lib/api-client';
import { UPLOAD_FAILED_MESSAGE } from '../../../lib/post-to-storage';

export { UPLOAD_FAILED_MESSAGE };

/** Answers that trying again cannot change: no permission, too large, or not what it claimed to be. */
const finalStatuses = new Set([403, 413, 422]);

/**
 * Why an upload did not become a file, in the API's words (a field's message when it named one,
 * e.g. `Ongeldige bestandsgrootte`), and whether Opnieuw proberen makes sense.
 */
export function uploadFailure(error: unknown): { message: string; retriable: boolean } {
  if (error instanceof ApiError) {
    const fieldMessage = Object.values(error.errors).find((messages) => messages.length > 0)?.[0];
    return { message: fieldMessage ?? error.message, retriable: !finalStatuses.has(error.status) };
  }
  return { message: UPLOAD_FAILED_MESSAGE, retriable: true };
}
