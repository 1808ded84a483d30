import { dutchToday } from '@crm/core/nl/date';
import { Link } from 'react-router';
import { QueryCard } from '../../../components/ui/query-card';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useTodos } from '../api/get-todos';
import { ASSIGNEE_ME, defaultTodoFilters, serialiseTodoFilters, type TodoFilters } from '../lib/todo-filters';
import { TodoCheckbox } from './todo-checkbox';
import { DeadlineText, LinkedRecord, TodoTitle } from './todo-parts';

/** How many the dashboard shows; the link leads to all of them. */
export const MY_OPEN_TODOS_SHOWN = 8;

const myOpenTodos: TodoFilters = { ...defaultTodoFilters, assignee: ASSIGNEE_ME, status: 'open' };

/**
 * My open todos for the dashboard, overdue first (the list's own order: open by deadline), each to
 * tick off in place or open in its dialog; loads on its own with its own loading, error and empty
 * state.
 */
export function MyOpenTodos({ canUpdate }: { canUpdate: boolean }) {
  const query = useTodos(myOpenTodos);
  const today = dutchToday();
  return (
    <QueryCard
      title="Mijn open todo's"
      query={query}
      isEmpty={(data) => !data.pages[0]?.items.length}
      empty="Geen open todo's"
      footer={
        <TextLink to={paths.todos.list.getHref(serialiseTodoFilters(myOpenTodos))}>
          Alle todo&apos;s van mij
        </TextLink>
      }
    >
      {(data) => (
        <ul className="divide-y divide-gray-100">
          {(data.pages[0]?.items ?? []).slice(0, MY_OPEN_TODOS_SHOWN).map((todo) => (
            <li key={todo.id} className="flex items-start gap-3 py-2.5 text-sm">
              <span className="pt-0.5">
                <TodoCheckbox todo={todo} canUpdate={canUpdate} />
              </span>
              <div className="min-w-0 space-y-0.5">
                {canUpdate ? (
                  <Link
                    to={paths.todos.open.getHref(todo.id)}
                    className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-primary-500"
                  >
                    <TodoTitle todo={todo} />
                  </Link>
                ) : (
                  <TodoTitle todo={todo} />
                )}
                <p className="flex flex-wrap gap-x-3 gap-y-1 text-gray-600">
                  <DeadlineText todo={todo} today={today} />
                  {todo.linkKind && <LinkedRecord todo={todo} />}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
