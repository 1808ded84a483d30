import { dutchToday, isOverdue } from '@crm/core/todos/schema';

/**
 * A deadline (a Dutch calendar day, `2026-11-22`) as Dutch users write it: `22-11-2026`. It is a
 * day, not a moment, so it is rewritten as text rather than converted through a time zone.
 */
export function formatDeadline(deadline: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(deadline);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : deadline;
}

export type DeadlineView = {
  /** `22-11-2026`. */
  text: string;
  /** Open and past its deadline: marked Verlopen. A deadline of today is not overdue yet. */
  overdue: boolean;
};

/** How a todo's deadline shows in a list; null when it has none. */
export function deadlineView(
  todo: { done: boolean; deadline?: string | undefined },
  today: string = dutchToday(),
): DeadlineView | null {
  if (!todo.deadline) return null;
  return { text: formatDeadline(todo.deadline), overdue: isOverdue(todo, today) };
}
