/**
 * Starts a browser download from a link to the file. The bucket answers it with
 * `Content-Disposition: attachment`, so the page stays where it is.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
