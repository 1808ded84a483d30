import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/**
 * How the common-password list is stored in the code: the passwords the length rule lets through,
 * lowercased, once each, sorted, one a line, brotli-compressed and base64-encoded. About 68 KB
 * instead of zxcvbn's 400 KB module, and nothing is unpacked until a password is checked.
 */
export function commonPasswordsToStore(passwords: readonly string[], minLength: number): string[] {
  const kept = passwords.map((password) => password.toLowerCase()).filter((p) => p.length >= minLength);
  return [...new Set(kept)].sort();
}

export function packPasswords(passwords: readonly string[]): string {
  const text = passwords.join('\n');
  return brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  }).toString('base64');
}

export function unpackPasswords(packed: string): string[] {
  return brotliDecompressSync(Buffer.from(packed, 'base64')).toString('utf8').split('\n');
}
