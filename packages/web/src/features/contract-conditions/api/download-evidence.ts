import { api } from '../../../lib/api';
import { evidenceApiPath } from './condition-keys';

/**
 * Saves the printable evidence page. It is fetched through the API client (a plain link would
 * carry no bearer token in token mode) and handed to the browser as a file.
 */
export async function downloadEvidence(contractId: string, contractNumber: string): Promise<void> {
  // The client answers a non-JSON body as text: here, the whole HTML page.
  const page = await api.get(`${evidenceApiPath(contractId)}/download`);
  const url = URL.createObjectURL(new Blob([String(page)], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `bewijs-${contractNumber}.html`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
