import type { ReactNode } from 'react';

/** A small action that reads like a link ("Filters wissen"): a real button for the keyboard. */
export function TextButton({
  onClick,
  className = '',
  children,
}: {
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 ${className}`}
    >
      {children}
    </button>
  );
}
