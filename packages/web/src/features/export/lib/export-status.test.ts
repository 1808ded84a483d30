import { describe, expect, it } from 'vitest';
import { cleanQuery, isPreparing, progressText } from './export-status';

describe('export status', () => {
  it('says how far the export is, with Dutch digit grouping', () => {
    expect(progressText(0)).toBe('Export wordt voorbereid…');
    expect(progressText(1)).toBe('Export wordt voorbereid… 1 rij');
    expect(progressText(12_300)).toBe('Export wordt voorbereid… 12.300 rijen');
  });

  it('is preparing while queued or running', () => {
    expect(['queued', 'running', 'done', 'failed'].map((s) => isPreparing(s as 'queued'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('sends only the filters that are set', () => {
    expect(cleanQuery({ sort: 'name', limit: 25, owner: undefined, role: null })).toEqual({
      sort: 'name',
      limit: 25,
    });
  });
});
