import { describe, expect, it } from 'vitest';
import { deadlineView } from './todo-dates';

describe('deadlines', () => {
  it('mark an open todo past its deadline as overdue, not one due today or done', () => {
    const today = '2026-11-22';
    expect(deadlineView({ done: false, deadline: '2026-11-21' }, today)).toEqual({
      text: '21-11-2026',
      overdue: true,
    });
    expect(deadlineView({ done: false, deadline: '2026-11-22' }, today)).toEqual({
      text: '22-11-2026',
      overdue: false,
    });
    expect(deadlineView({ done: false, deadline: '2026-12-01' }, today)?.overdue).toBe(false);
    expect(deadlineView({ done: true, deadline: '2020-01-01' }, today)?.overdue).toBe(false);
  });

  it('show nothing for a todo without one', () => {
    expect(deadlineView({ done: false }, '2026-11-22')).toBeNull();
  });

  it('use the Dutch day by default', () => {
    expect(deadlineView({ done: false, deadline: '2000-01-01' })?.overdue).toBe(true);
    expect(deadlineView({ done: false, deadline: '2999-01-01' })?.overdue).toBe(false);
  });
});
