import { useSyncExternalStore } from 'react';
import { toast as toastStore, type Toast } from './toast-store';

const kindStyles = {
  success: { ring: 'ring-green-200', icon: 'text-green-600', path: 'm4.5 12.75 6 6 9-13.5' },
  error: {
    ring: 'ring-red-200',
    icon: 'text-red-600',
    path: 'M12 9v3.75m0 3.75h.008M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  },
  warning: {
    ring: 'ring-amber-300',
    icon: 'text-amber-600',
    path: 'M12 9v3.75m-9.303 3.376c-.866 1.5.217 3.374 1.948 3.374h14.71c1.73 0 2.813-1.874 1.948-3.374L13.949 3.378c-.866-1.5-3.032-1.5-3.898 0L2.697 16.126ZM12 15.75h.007v.008H12v-.008Z',
  },
  info: {
    ring: 'ring-secondary-300',
    icon: 'text-secondary-700',
    path: 'M11.25 11.25h1.5v5.25M12 7.5h.008M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  },
} as const;

/** The toasts on screen, bottom right, each 25rem wide (narrower on small screens). */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-end gap-3 p-4 sm:p-6"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const style = kindStyles[toast.kind];
  return (
    <div
      role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-toast max-w-full items-start gap-3 rounded-lg bg-white p-4 shadow-lg ring-1 ${style.ring}`}
    >
      <svg
        className={`size-6 shrink-0 ${style.icon}`}
        fill="none"
        viewBox="0 0 24 24"
        strokeWidth="1.5"
        stroke="currentColor"
        aria-hidden="true"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d={style.path} />
      </svg>
      <p className="flex-1 pt-0.5 text-sm font-medium text-gray-900">{toast.message}</p>
      <button
        type="button"
        onClick={() => toastStore.dismiss(toast.id)}
        className="rounded-md text-gray-400 hover:text-gray-600 focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <span className="sr-only">Sluiten</span>
        <svg className="size-5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  );
}
