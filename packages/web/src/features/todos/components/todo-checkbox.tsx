import { useState } from 'react';
import { useSetTodoDone } from '../api/set-todo-done';
import type { TodoRecord } from '../api/todo-record';

/**
 * Ticks a todo off in place (or opens it again). Without the update permission it only shows the
 * state. The box shows the new state the moment it is clicked (the cached lists follow a moment
 * later); while a change is on its way, further clicks wait for it: the checkbox keeps the focus.
 */
export function TodoCheckbox({ todo, canUpdate }: { todo: TodoRecord; canUpdate: boolean }) {
  const mutation = useSetTodoDone();
  const [clicked, setClicked] = useState<boolean | null>(null);
  return (
    <input
      type="checkbox"
      checked={clicked ?? todo.done}
      disabled={!canUpdate}
      aria-label={`Klaar: ${todo.title}`}
      aria-busy={mutation.isPending || undefined}
      onChange={(event) => {
        if (mutation.isPending) return;
        const done = event.target.checked;
        setClicked(done);
        mutation.mutate({ todo, done }, { onSettled: () => setClicked(null) });
      }}
      className="size-4 cursor-pointer rounded-sm accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-default"
    />
  );
}
