/** The seed's toast after a delete. */
export const DELETED_MESSAGE = 'Item succesvol verwijderd.';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export type Toast = { id: number; kind: ToastKind; message: string };

type Listener = () => void;

/** Toasts disappear after this long unless closed earlier; errors and warnings stay until closed. */
export const TOAST_DURATION_MS = 5_000;

/** A tiny store of the toasts on screen, read by the Toaster with useSyncExternalStore. */
export function createToastStore(schedule: (run: () => void, ms: number) => void = setTimeout) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  const show = (kind: ToastKind, message: string): number => {
    const id = nextId++;
    toasts = [...toasts, { id, kind, message }];
    emit();
    if (kind === 'success' || kind === 'info') schedule(() => dismiss(id), TOAST_DURATION_MS);
    return id;
  };

  return {
    success: (message: string) => show('success', message),
    error: (message: string) => show('error', message),
    warning: (message: string) => show('warning', message),
    info: (message: string) => show('info', message),
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's toasts: `toast.success('Item succesvol opgeslagen.')`. */
export const toast = createToastStore();
