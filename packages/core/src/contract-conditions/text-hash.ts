import { createHash } from 'node:crypto';

/**
 * The one fixed form a condition's text is hashed in (decision 031), so the same words give the
 * same hash wherever and whenever they are hashed: each of title and text in Unicode NFC, line
 * ends as `\n`, spaces and tabs at the end of each line removed, the whole trimmed; then the JSON
 * array `[title, text]` (which cannot be confused with another split of the same characters),
 * as UTF-8, through SHA-256, written as 64 lowercase hex digits.
 */
export function normalisePart(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .trim();
}

export function normalisedConditionText(title: string, text: string): string {
  return JSON.stringify([normalisePart(title), normalisePart(text)]);
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function conditionTextHash(title: string, text: string): string {
  return sha256(normalisedConditionText(title, text));
}
