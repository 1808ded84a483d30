import { useState } from 'react';
import { useSetTodoDone } from '../api/set-todo-done';
import type { TodoRecord } from '../api/todo-record';

/**
 * Ticks a todo off in place (or opens it again). A round check beside the title, so it is never
 * mistaken for the square selection box of bulk delete at the start of the row. Without the update permission it only shows the
 * state. The box shows the new state the moment it is clicked (the cached lists follow a moment
 * later); while a change is on its way, further clicks wait for it: the checkbox keeps the focus.
 */
export function TodoCheckbox({ todo, canUpdate }: { todo: TodoRecord; canUpdate: boolean }) {
  const mutation = useSetTodoDone();
  const [clicked, setClicked] = useState<boolean | null>(null);
  return (
    <span className="inline-grid size-5 shrink-0 place-items-center">
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
        className="peer col-start-1 row-start-1 size-5 cursor-pointer appearance-none rounded-full border-2 border-gray-400 bg-white checked:border-green-700 checked:bg-green-700 hover:border-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-default disabled:opacity-60"
      />
      <svg
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
        className="pointer-events-none col-start-1 row-start-1 hidden size-3 text-white peer-checked:block"
      >
        <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
