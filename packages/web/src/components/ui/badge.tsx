import type { ReactNode } from 'react';

const colors = {
  green: 'bg-green-50 text-green-800 ring-green-600/20',
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  blue: 'bg-secondary-50 text-secondary-800 ring-secondary-600/30',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
} as const;

/** A short status word, e.g. Actief or Uitgenodigd. */
export function Badge({ color = 'gray', children }: { color?: keyof typeof colors; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${colors[color]}`}
    >
      {children}
    </span>
  );
}
