import { dutchDate, dutchToday } from '@crm/core/nl/date';
import { isOverdue } from '@crm/core/todos/schema';

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
  return { text: dutchDate(todo.deadline), overdue: isOverdue(todo, today) };
}
