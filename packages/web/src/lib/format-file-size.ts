const KB = 1024;
const MB = 1024 * KB;

// Dutch notation: a decimal comma and at most one decimal ("1,2 MB").
const number = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** A file's size as a reader takes it in: `512 bytes`, `12,5 kB`, `1,2 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${number.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) return `${number.format(bytes / KB)} kB`;
  return `${number.format(bytes / MB)} MB`;
}
