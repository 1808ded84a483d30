import { useEffect, useState } from 'react';
import { isSearchShortcut } from '../lib/search-results';
import { SearchIcon, SearchPalette } from './search-palette';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The search field of the top bar and the palette it opens; Ctrl+K (Cmd+K on a Mac) opens the
 * palette from anywhere in the signed-in app, also from inside a form field, unless a dialog is open.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // Instead of the browser's own Ctrl+K (its address bar search).
      event.preventDefault();
      // Not over another dialog (a todo being edited): its Escape and focus belong to it.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex items-center gap-2 rounded-md p-2 text-sm text-gray-500 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-primary-500 xl:w-56 xl:bg-gray-50 xl:px-3 xl:py-1.5 xl:ring-1 xl:ring-gray-200 xl:ring-inset"
      >
        <SearchIcon className="size-5 text-gray-400" />
        {/* Named by its text, not aria-label: the list pages' own field stays the one labelled "Zoeken". */}
        <span className="sr-only xl:not-sr-only xl:flex-1 xl:text-left">Zoeken</span>
        <kbd className="hidden font-sans text-xs text-gray-600 xl:inline" aria-hidden="true">
          {isMac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      <SearchPalette open={open} onClose={() => setOpen(false)} />
    </>
  );
}
