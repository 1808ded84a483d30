import { createHash } from 'node:crypto';
import { objectBytes } from '../storage/s3.ts';

/**
 * What a stored upload really is: its SHA-256, and whether its leading bytes are those of the type
 * it was announced as. A name or a Content-Type is what a client says; the bytes are what it sent.
 */
const signatures: Record<string, (head: Uint8Array) => boolean> = {
  'application/pdf': (head) => startsWith(head, ascii('%PDF-')),
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/webp': (head) => startsWith(head, ascii('RIFF')) && startsWith(head.subarray(8), ascii('WEBP')),
  // Word and Excel since 2007 are zip packages; before that, OLE compound files.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': isZip,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': isZip,
  'application/msword': isOle,
  'application/vnd.ms-excel': isOle,
  'text/plain': isText,
  'text/csv': isText,
};

/** How many leading bytes the check looks at (text: no NUL byte among them). */
const SAMPLE_BYTES = 8192;

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);
}

function isZip(head: Uint8Array): boolean {
  return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
}

function isOle(head: Uint8Array): boolean {
  return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
}

/** Text has no NUL bytes and is none of the binary formats above (an .exe renamed to .txt). */
function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  return !startsWith(head, ascii('MZ')) && !isZip(head) && !isOle(head) && !startsWith(head, ascii('%PDF-'));
}

/** Whether bytes starting with `head` are of `contentType`. */
export function matchesType(contentType: string, head: Uint8Array): boolean {
  return signatures[contentType]?.(head) ?? false;
}

/** Reads a stored object once: its size, SHA-256 (hex) and leading bytes. */
export async function inspectObject(
  key: string,
): Promise<{ size: number; sha256: string; head: Uint8Array }> {
  const hash = createHash('sha256');
  const head = new Uint8Array(SAMPLE_BYTES);
  let size = 0;
  for await (const chunk of await objectBytes(key)) {
    if (size < SAMPLE_BYTES) head.set(chunk.subarray(0, SAMPLE_BYTES - size), size);
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex'), head: head.subarray(0, Math.min(size, SAMPLE_BYTES)) };
}
