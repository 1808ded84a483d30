import { fileDownloadAnswerSchema } from '@crm/core/files/public';
import { api } from '../../../lib/api';
import { fileApiPath } from './file-record';

/** A short-lived link that downloads the file under its original name. */
export async function fetchDownloadUrl(id: string): Promise<string> {
  return fileDownloadAnswerSchema.parse(await api.get(fileApiPath(id, 'download'))).url;
}

/**
 * Downloads a file: the link answers with `Content-Disposition: attachment`, so opening it saves
 * the file and leaves the page where it is.
 */
export async function downloadFile(id: string): Promise<void> {
  window.location.assign(await fetchDownloadUrl(id));
}
