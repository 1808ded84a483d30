import { useTodoSummary } from '../api/get-todo-summary';
import { summaryBadge } from '../lib/todo-summary';

/**
 * The count of my open todos beside Todo's in the main menu, red when any are overdue. Screen
 * readers hear it as part of the link: "Todo's (3 open todo's, 1 verlopen)".
 */
export function TodoMenuBadge() {
  const { data } = useTodoSummary();
  const badge = data ? summaryBadge(data) : null;
  if (!badge) return null;
  return (
    <span
      className={`ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold ${
        badge.urgent ? 'bg-red-700 text-white' : 'bg-gray-100 text-gray-700'
      }`}
    >
      <span aria-hidden="true">{badge.text}</span>
      <span className="sr-only"> ({badge.label})</span>
    </span>
  );
}
