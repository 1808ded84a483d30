import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('writes sizes the Dutch way, with a decimal comma', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(12_800)).toBe('12,5 kB');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1,2 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });

  it('groups thousands with a dot', () => {
    expect(formatFileSize(1500 * 1024 * 1024)).toBe('1.500 MB');
  });
});
