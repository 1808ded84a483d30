import { useSetTodoDone } from '../api/set-todo-done';
import type { TodoRecord } from '../api/todo-record';

/**
 * Ticks a todo off in place (or opens it again). Without the update permission it only shows the
 * state. While a change is on its way, further clicks wait for it: the checkbox keeps the focus.
 */
export function TodoCheckbox({ todo, canUpdate }: { todo: TodoRecord; canUpdate: boolean }) {
  const mutation = useSetTodoDone();
  return (
    <input
      type="checkbox"
      checked={todo.done}
      disabled={!canUpdate}
      aria-label={`Klaar: ${todo.title}`}
      aria-busy={mutation.isPending || undefined}
      onChange={(event) => {
        if (!mutation.isPending) mutation.mutate({ todo, done: event.target.checked });
      }}
      className="size-4 cursor-pointer rounded-sm accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-default"
    />
  );
}
