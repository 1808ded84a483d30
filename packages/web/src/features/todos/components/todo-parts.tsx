import { todoPriorityLabels, type TodoPriority } from '@crm/core/todos/schema';
import { Badge } from '../../../components/ui/badge';
import { TextLink } from '../../../components/ui/text-link';
import type { TodoRecord } from '../api/todo-record';
import { deadlineView } from '../lib/todo-dates';
import { todoLinkInfo } from '../lib/todo-links';

/** Small pieces a todo is shown with, in the list and on the dashboard alike. */

const priorityColors = { laag: 'gray', normaal: 'blue', hoog: 'amber' } as const;

export function PriorityBadge({ priority }: { priority: TodoPriority }) {
  return <Badge color={priorityColors[priority]}>{todoPriorityLabels[priority]}</Badge>;
}

/** The title; a finished todo is struck through, as on paper. */
export function TodoTitle({ todo }: { todo: Pick<TodoRecord, 'title' | 'done'> }) {
  return (
    <span className={`font-medium break-words ${todo.done ? 'text-gray-500 line-through' : 'text-gray-900'}`}>
      {todo.title}
    </span>
  );
}

/** `22-11-2026`, in red with Verlopen when the todo is open and past it. */
export function DeadlineText({
  todo,
  today,
}: {
  todo: Pick<TodoRecord, 'done' | 'deadline'>;
  today: string;
}) {
  const view = deadlineView(todo, today);
  if (!view) return <span className="text-gray-500">Geen deadline</span>;
  if (!view.overdue) return <span className="whitespace-nowrap">{view.text}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 font-medium whitespace-nowrap text-red-700">
      {view.text}
      <span className="rounded-md bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-600/20 ring-inset">
        Verlopen
      </span>
    </span>
  );
}

/** `Klant: Bakkerij de Zon`, the name a link to the record's page. */
export function LinkedRecord({ todo }: { todo: Pick<TodoRecord, 'linkKind' | 'linkId' | 'linkLabel'> }) {
  if (!todo.linkKind || !todo.linkId) return <span className="text-gray-500">—</span>;
  const info = todoLinkInfo[todo.linkKind];
  return (
    <span>
      <span className="text-gray-600">{info.label}: </span>
      <TextLink to={info.href(todo.linkId)}>{todo.linkLabel ?? 'Onbekend record'}</TextLink>
    </span>
  );
}
