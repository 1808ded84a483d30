import type { RouteTab } from '../../components/ui/route-tabs';
import { RecordTodos } from '../../features/todos/components/record-todos';
import type { TodoLinkRef } from '../../features/todos/lib/todo-filters';
import { useTodoEnvironment } from '../routes/todos/use-todo-environment';

/** The Todos tab of a lead, customer or supplier page (`?tab=todos`). */
export function todosTab(record: TodoLinkRef & { name: string }): RouteTab {
  return { id: 'todos', label: "Todo's", content: <RecordTodosTab record={record} /> };
}

function RecordTodosTab({ record }: { record: TodoLinkRef & { name: string } }) {
  const env = useTodoEnvironment();
  return env ? <RecordTodos record={record} env={env} /> : null;
}
