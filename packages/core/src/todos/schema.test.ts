import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../validation/optional.ts';
import { isOverdue, todoInputSchema } from './schema.ts';
import { dutchToday } from '../nl/date.ts';

describe('todo dates', () => {
  it('takes today as the Dutch calendar day, whatever the server’s zone', () => {
    // 23:30 UTC in winter is already the next day in Amsterdam; 22:30 UTC in summer too.
    expect(dutchToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(dutchToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(dutchToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('marks an open todo overdue only after its deadline day', () => {
    expect(isOverdue({ done: false, deadline: '2026-11-21' }, '2026-11-22')).toBe(true);
    expect(isOverdue({ done: false, deadline: '2026-11-22' }, '2026-11-22')).toBe(false);
    expect(isOverdue({ done: true, deadline: '2026-11-01' }, '2026-11-22')).toBe(false);
    expect(isOverdue({ done: false }, '2026-11-22')).toBe(false);
  });

  it('refuses dates that do not exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    const result = todoInputSchema.safeParse({ title: 'Bellen', assigneeId: 'u1', deadline: '2026-02-31' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['deadline'],
      message: 'Vul een geldige datum in.',
    });
  });

  it('refuses years no one means, such as 0000 or the no-deadline marker 9999', () => {
    for (const deadline of ['0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31']) {
      const result = todoInputSchema.safeParse({ title: 'Bellen', assigneeId: 'u1', deadline });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['deadline'],
        message: 'Vul een datum tussen 1900 en 2199 in.',
      });
    }
    expect(
      todoInputSchema.safeParse({ title: 'Bellen', assigneeId: 'u1', deadline: '2199-12-31' }).success,
    ).toBe(true);
  });
});
