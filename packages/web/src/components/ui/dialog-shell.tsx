import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';

const widths = {
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '4xl': 'max-w-4xl',
} as const;

type DialogShellProps = {
  open: boolean;
  /** Escape and the backdrop ask to close; the dialog decides (a busy or dirty one may refuse). */
  onClose: () => void;
  width: keyof typeof widths;
  /**
   * `center` (a question, a form: at the bottom on a phone) or `top` (the search palette, which
   * grows downwards as results come in).
   */
  placement?: 'center' | 'top';
  /** `frameless`: the content lays out its own padding (the search palette, an image). */
  padding?: 'normal' | 'tight' | 'frameless';
  /** A darker backdrop, for an image shown large. */
  dim?: 'normal' | 'strong';
  /** The content names the dialog with Headless UI's `DialogTitle`. */
  children: ReactNode;
};

const paddings = {
  normal: 'p-6 ring-1 ring-gray-200',
  tight: 'p-4',
  frameless: 'overflow-hidden ring-1 ring-gray-200',
};

/**
 * The frame of every modal dialog: backdrop, a scrolling layer, and the panel. Headless UI traps
 * the focus inside and gives it back to the opener when it closes.
 */
export function DialogShell({
  open,
  onClose,
  width,
  placement = 'center',
  padding = 'normal',
  dim = 'normal',
  children,
}: DialogShellProps) {
  return (
    // The dialog itself covers the screen and scrolls, so it has a box of its own (and is visible).
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 w-screen overflow-y-auto">
      <DialogBackdrop className={`fixed inset-0 ${dim === 'strong' ? 'bg-gray-900/60' : 'bg-gray-900/40'}`} />
      <div
        className={
          placement === 'top'
            ? 'relative p-4 sm:p-6 md:p-20'
            : 'relative flex min-h-full items-end justify-center p-4 sm:items-center'
        }
      >
        <DialogPanel
          className={`mx-auto w-full ${widths[width]} rounded-lg bg-white shadow-xl ${paddings[padding]}`}
        >
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
