import { describe, expect, it } from 'vitest';
import { isWorking, percentDone, rowsText } from './import-status';

describe('an import’s progress on screen', () => {
  it('polls while a job works on it, not when it stopped or finished', () => {
    expect(isWorking({ status: 'writing', interrupted: false })).toBe(true);
    expect(isWorking({ status: 'writing', interrupted: true })).toBe(false);
    expect(isWorking({ status: 'done', interrupted: false })).toBe(false);
  });

  it('shows rows done of the sheet as a percentage and rows in Dutch', () => {
    const progress = { done: 1234, created: 0, updated: 0, skipped: 0, refused: 0 };
    expect(percentDone({ rows: 5000, progress })).toBe(25);
    expect(percentDone({ rows: 0, progress })).toBe(0);
    expect(rowsText(1234)).toBe('1.234 rijen');
    expect(rowsText(1)).toBe('1 rij');
  });
});
