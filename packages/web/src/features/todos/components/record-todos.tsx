import { Button } from '../../../components/ui/button';
import { useTodos } from '../api/get-todos';
import type { TodoEnvironment } from '../lib/todo-environment';
import { defaultTodoFilters, type TodoFilters, type TodoLinkRef } from '../lib/todo-filters';
import { useTodoDialog } from './todo-dialog';
import { TodoTable } from './todo-table';

type RecordTodosProps = {
  /** The lead, customer or supplier whose page this is, with its name. */
  record: TodoLinkRef & { name: string };
  env: TodoEnvironment;
};

/** The filters of a record's Todos tab: every todo linked to it, open first. */
export function recordTodoFilters(record: TodoLinkRef): TodoFilters {
  return { ...defaultTodoFilters, status: 'all', link: { kind: record.kind, id: record.id } };
}

/** The Todos tab of a record page: its todos, and new ones linked to it from the start. */
export function RecordTodos({ record, env }: RecordTodosProps) {
  const query = useTodos(recordTodoFilters(record));
  const { openCreate, openEdit, dialog } = useTodoDialog(env);
  return (
    <div className="space-y-4">
      {env.access.create && (
        <div className="flex justify-end">
          <Button
            variant="ghost"
            onClick={() => openCreate({ kind: record.kind, id: record.id, label: record.name })}
          >
            Nieuwe todo
          </Button>
        </div>
      )}
      <TodoTable
        query={query}
        env={env}
        caption={`Todo's van ${record.name}`}
        showLink={false}
        onEdit={openEdit}
      />
      {dialog}
    </div>
  );
}
