import { Field, Input, Label } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** How long typing pauses before the view follows the box. */
const DELAY_MS = 300;

type DebouncedTextInputProps = {
  label: string;
  /** The value the view (the URL) has now. */
  value: string;
  /** `replace` while typing, so Back does not step through every letter; Enter commits at once. */
  onCommit: (value: string, options: { replace: boolean }) => void;
  placeholder?: string;
  maxLength?: number;
  type?: 'search' | 'text';
};

/**
 * A text filter that follows the URL: typing updates the view after a pause, and a URL change that
 * is not its own echo (Back, "Filters wissen") replaces what the box shows, unless the user has typed
 * since.
 */
export function DebouncedTextInput({
  label,
  value,
  onCommit,
  placeholder,
  maxLength,
  type = 'search',
}: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    // What the user typed while the view was changing (e.g. right after "Filters wissen") wins.
    const typedSince = text.trim() !== seen;
    if (value !== sent && !typedSince) setText(value);
  }

  // While another page is loading (a row was opened), a late commit would pull the user back here.
  const isNavigating = useNavigation().state !== 'idle';
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value || isNavigating) return;
    const timer = setTimeout(() => {
      setSent(wanted);
      onCommit(wanted, { replace: true });
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit, isNavigating]);

  return (
    <Field className="space-y-1.5">
      <Label className="block text-sm font-medium text-gray-900">{label}</Label>
      <Input
        type={type}
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const wanted = text.trim();
          setSent(wanted);
          onCommit(wanted, { replace: false });
        }}
        className="block w-full rounded-md bg-white px-3 py-2 text-sm text-gray-900 outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-500"
      />
    </Field>
  );
}
