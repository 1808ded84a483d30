import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, DialogTitle } from '@headlessui/react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { EMPTY_TEXT } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSearch } from '../api/search';
import { searchView, type SearchOption, type SearchSection } from '../lib/search-results';

/** Typing settles this long before a request goes out; a newer request cancels the older one. */
const DEBOUNCE_MS = 200;

type SearchPaletteProps = { open: boolean; onClose: () => void };

/**
 * The global search palette: a dialog with a combobox. Arrow keys move through the results (group
 * by group), Enter opens the record, Escape closes. Its text starts empty every time it opens.
 */
export function SearchPalette({ open, onClose }: SearchPaletteProps) {
  return (
    <DialogShell open={open} onClose={onClose} width="2xl" placement="top" padding="frameless">
      <DialogTitle className="sr-only">Zoeken</DialogTitle>
      <SearchBox onClose={onClose} />
    </DialogShell>
  );
}

function SearchBox({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const search = useSearch(settled);
  const view = searchView({
    typed,
    settled,
    groups: search.data?.groups,
    isPlaceholderData: search.isPlaceholderData,
    error: search.error,
  });

  const open = (option: SearchOption | null) => {
    if (!option) return;
    onClose();
    void navigate(option.href);
  };

  // Enter while the results still belong to earlier text waits for the answer to what was typed,
  // then opens its first result, so typing "jansen" and Enter quickly never opens a hit for "jan".
  const waiting = view.state === 'loading' || (view.state === 'results' && view.stale);
  const [enterPending, setEnterPending] = useState(false);
  const firstResult = view.state === 'results' && !view.stale ? view.sections[0]?.options[0] : undefined;
  const answered = !waiting;
  useEffect(() => {
    if (!enterPending || !answered) return;
    setEnterPending(false);
    if (firstResult) {
      onClose();
      void navigate(firstResult.href);
    }
  }, [enterPending, answered, firstResult, onClose, navigate]);

  return (
    <Combobox<SearchOption | null> value={null} onChange={open}>
      <div
        className="relative border-b border-gray-100"
        onKeyDownCapture={(event) => {
          if (event.key !== 'Enter' || !waiting || event.nativeEvent.isComposing) return;
          // Captured before the combobox sees it: it would open the highlighted, outdated result.
          event.preventDefault();
          event.stopPropagation();
          setEnterPending(true);
        }}
      >
        <SearchIcon className="pointer-events-none absolute top-3.5 left-4 size-5 text-gray-400" />
        <ComboboxInput
          autoFocus
          className="h-12 w-full border-0 bg-transparent pr-12 pl-11 text-gray-900 placeholder:text-gray-400 focus:ring-0 focus:outline-none sm:text-sm"
          aria-label="Zoek in leads, klanten, leveranciers, contactpersonen en contracten"
          placeholder="Zoek op naam, nummer, contracttitel, KvK-nummer, e-mail of plaats..."
          autoComplete="off"
          maxLength={100}
          onChange={(event) => {
            setTyped(event.target.value);
            // Typing on after Enter means the user is not done: nothing opens by itself.
            setEnterPending(false);
          }}
          // The combobox takes the first Escape for itself (it closes its options); one Escape
          // closes the whole palette.
          onKeyDown={(event) => event.key === 'Escape' && onClose()}
        />
        {view.state === 'results' && view.stale && (
          <span className="absolute top-3.5 right-4" role="status" aria-label="Bezig met laden...">
            <Spinner />
          </span>
        )}
      </div>
      {view.state === 'results' ? (
        <Results sections={view.sections} stale={view.stale} />
      ) : (
        <p
          className={`px-6 py-10 text-center text-sm ${view.state === 'error' ? 'text-red-700' : 'text-gray-600'}`}
          role={view.state === 'error' ? 'alert' : 'status'}
        >
          {view.state === 'hint' && 'Typ minstens 2 tekens om te zoeken.'}
          {view.state === 'loading' && 'Bezig met laden...'}
          {view.state === 'empty' && EMPTY_TEXT}
          {view.state === 'error' && view.message}
        </p>
      )}
    </Combobox>
  );
}

function Results({ sections, stale }: { sections: SearchSection[]; stale: boolean }) {
  return (
    <ComboboxOptions
      static
      className={`max-h-96 scroll-py-2 overflow-y-auto py-2 text-sm ${stale ? 'opacity-60' : ''}`}
    >
      {sections.map((section) => (
        <Group key={section.kind} section={section} />
      ))}
    </ComboboxOptions>
  );
}

function Group({ section }: { section: SearchSection }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <p id={titleId} className="px-4 pt-3 pb-1 text-xs font-semibold text-gray-500 uppercase">
        {section.title}
      </p>
      {section.options.map((option) => (
        <ComboboxOption
          key={option.id}
          value={option}
          className="flex cursor-default items-baseline gap-1 px-4 py-2 text-gray-900 select-none data-focus:bg-primary-50"
        >
          <span className="truncate font-medium">{option.label}</span>
          {option.detail && <span className="truncate text-gray-500">— {option.detail}</span>}
        </ComboboxOption>
      ))}
    </div>
  );
}

export function SearchIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.452 4.391l3.328 3.329a.75.75 0 1 1-1.06 1.06l-3.329-3.328A7 7 0 0 1 2 9Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
