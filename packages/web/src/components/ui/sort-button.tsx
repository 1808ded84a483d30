import { Tooltip } from './tooltip';

type SortButtonProps = {
  /** The column's name. */
  label: string;
  /** The column's current order, or null when the list is sorted by another column. */
  direction: 'asc' | 'desc' | null;
  onClick: () => void;
};

/**
 * A column header that sorts the list; the arrow shows the order (the `th` carries aria-sort), the
 * hint below says what a click does.
 */
export function SortButton({ label, direction, onClick }: SortButtonProps) {
  const next = direction === 'asc' ? 'aflopend' : 'oplopend';
  return (
    <Tooltip content={`Sorteer ${next} op ${label.toLowerCase()}`} placement="bottom">
      {(described) => (
        <button
          type="button"
          onClick={onClick}
          {...described}
          className="group inline-flex items-center gap-1 rounded-sm hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          {label}
          <svg
            className={`size-4 ${direction ? 'text-gray-900' : 'text-gray-400 group-hover:text-gray-600'}`}
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
          >
            {direction === 'desc' ? (
              <path
                fillRule="evenodd"
                d="M10 3a.75.75 0 0 1 .75.75v10.64l3.7-3.89a.75.75 0 1 1 1.09 1.04l-5 5.25a.75.75 0 0 1-1.08 0l-5-5.25a.75.75 0 1 1 1.08-1.04l3.71 3.9V3.75A.75.75 0 0 1 10 3Z"
                clipRule="evenodd"
              />
            ) : direction === 'asc' ? (
              <path
                fillRule="evenodd"
                d="M10 17a.75.75 0 0 1-.75-.75V5.61L5.54 9.5a.75.75 0 0 1-1.08-1.04l5-5.25a.75.75 0 0 1 1.08 0l5 5.25a.75.75 0 1 1-1.08 1.04l-3.71-3.9v10.65A.75.75 0 0 1 10 17Z"
                clipRule="evenodd"
              />
            ) : (
              <path
                fillRule="evenodd"
                d="M10.53 3.47a.75.75 0 0 0-1.06 0L6.22 6.72a.75.75 0 0 0 1.06 1.06L10 5.06l2.72 2.72a.75.75 0 1 0 1.06-1.06l-3.25-3.25Zm-4.31 9.81 3.25 3.25a.75.75 0 0 0 1.06 0l3.25-3.25a.75.75 0 1 0-1.06-1.06L10 14.94l-2.72-2.72a.75.75 0 0 0-1.06 1.06Z"
                clipRule="evenodd"
              />
            )}
          </svg>
        </button>
      )}
    </Tooltip>
  );
}
