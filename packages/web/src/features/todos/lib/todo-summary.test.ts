import { describe, expect, it } from 'vitest';
import { summaryBadge, todoCountText } from './todo-summary';

describe('the menu count of my open todos', () => {
  it('shows nothing when nothing is open', () => {
    expect(summaryBadge({ open: 0, overdue: 0 })).toBeNull();
  });

  it('counts open todos, in Dutch for screen readers', () => {
    expect(summaryBadge({ open: 1, overdue: 0 })).toEqual({
      text: '1',
      label: '1 open todo',
      urgent: false,
    });
    expect(summaryBadge({ open: 3, overdue: 0 })?.label).toBe("3 open todo's");
  });

  it('turns red and says how many are overdue', () => {
    expect(summaryBadge({ open: 3, overdue: 1 })).toEqual({
      text: '3',
      label: "3 open todo's, 1 verlopen",
      urgent: true,
    });
  });

  it('keeps the badge short for large counts', () => {
    expect(summaryBadge({ open: 1234, overdue: 100 })).toEqual({
      text: '99+',
      label: "1.234 open todo's, 99+ verlopen",
      urgent: true,
    });
  });

  it('names list counts', () => {
    expect(todoCountText(0)).toBe("0 todo's");
    expect(todoCountText(1)).toBe('1 todo');
    expect(todoCountText(2500)).toBe("2.500 todo's");
  });
});
