import type { RefObject } from 'react';

/** The first stop of the Tab key: jumps past the menus to the page's content. */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <a
      href="#inhoud"
      onClick={(event) => {
        // Focus the content without a hash in the URL (the router would treat it as a navigation).
        event.preventDefault();
        target.current?.focus();
      }}
      className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-gray-900 shadow-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-primary-500"
    >
      Naar de inhoud
    </a>
  );
}
