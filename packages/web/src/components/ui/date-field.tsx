import { INVALID_DATE_MESSAGE } from '@crm/core/validation/optional';
import { Description, Field, Input } from '@headlessui/react';
import { useId, useRef, useState, type FocusEventHandler, type Ref } from 'react';
import { formatDateInput, parseDateInput } from '../../lib/date-input';
import { FieldLabel } from './field-label';

type DateFieldProps = {
  label: string;
  /** `YYYY-MM-DD`, empty, or text being typed. */
  value: string;
  /**
   * For a form: called as the text changes, with `YYYY-MM-DD` once it is a date, `''` when
   * emptied, otherwise the text as typed (which the form's schema then calls an invalid date).
   */
  onChange?: (value: string) => void;
  /**
   * For a filter: called with `YYYY-MM-DD` or `''` when the field is left, Enter is pressed or a day
   * is picked, not while typing ("22-11-20" on the way to 2026 is no filter). Text that is not a
   * date then says so under the field, and the filter keeps the date it has.
   */
  onCommit?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  error?: string | undefined;
  isRequired?: boolean;
  hint?: string;
};

/**
 * A date typed the Dutch way (`22-11-2026`, whatever the browser's language), with a button that
 * opens the browser's calendar. Shown as dd-mm-jjjj, handed on as the `YYYY-MM-DD` the API takes.
 */
export function DateField({
  label,
  value,
  onChange,
  onCommit,
  onBlur,
  name,
  ref,
  error,
  isRequired = false,
  hint,
}: DateFieldProps) {
  const [text, setText] = useState(() => formatDateInput(value));
  // A value set from outside (a reset, a reloaded record, a link) replaces what is shown; the
  // value this field handed on itself ("2-1-26" as 2026-01-02) leaves the typing alone.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== toValue(text)) setText(formatDateInput(value));
  }
  const picker = useRef<HTMLInputElement>(null);
  // Which field a "Kalender openen" button belongs to, for screen readers.
  const calendarFor = useId();
  const iso = parseDateInput(value) ?? '';

  const [notADate, setNotADate] = useState(false);
  const change = (next: string) => {
    setText(next);
    setNotADate(false);
    onChange?.(toValue(next));
  };
  /** "2-1-26" becomes "02-01-2026"; a filter takes the date, or keeps its own if this is none. */
  const commit = (current: string) => {
    const next = toValue(current);
    if (next === '' || parseDateInput(next) !== null) {
      setText(formatDateInput(next));
      if (next !== value) onCommit?.(next);
    } else if (onCommit) {
      setNotADate(true);
    }
  };
  const shownError = notADate ? INVALID_DATE_MESSAGE : error;

  return (
    <Field className="space-y-1.5">
      <FieldLabel label={label} isRequired={isRequired} />
      <div className="relative">
        <Input
          ref={ref}
          name={name}
          value={text}
          placeholder="dd-mm-jjjj"
          autoComplete="off"
          maxLength={10}
          invalid={Boolean(shownError)}
          aria-required={isRequired || undefined}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && onCommit) commit(text);
          }}
          onBlur={(event) => {
            commit(text);
            onBlur?.(event);
          }}
          className="block min-h-11 w-full rounded-md bg-white py-2 pr-10 pl-3 text-sm text-gray-900 outline-1 sm:min-h-0 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-500 data-disabled:bg-gray-50 data-disabled:text-gray-500 data-invalid:outline-red-500"
        />
        <button
          type="button"
          aria-label="Kalender openen"
          aria-describedby={calendarFor}
          onClick={() => {
            try {
              picker.current?.showPicker();
            } catch {
              // A browser without showPicker: the date can still be typed.
            }
          }}
          className="absolute inset-y-0 right-0 flex items-center rounded-r-md px-2.5 text-gray-500 hover:text-primary-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500"
        >
          <CalendarIcon />
        </button>
        <span id={calendarFor} hidden>
          {label}
        </span>
        {/* The browser's own calendar, opened by the button; never focused or read out itself. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={iso}
          onChange={(event) => {
            change(formatDateInput(event.target.value));
            commit(event.target.value);
          }}
          className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
        />
      </div>
      {hint && <Description className="text-sm text-gray-500">{hint}</Description>}
      {shownError && <Description className="text-sm text-red-700">{shownError}</Description>}
    </Field>
  );
}

/** What a text stands for: a date, nothing, or the text itself (not a date yet). */
const toValue = (text: string) => (text.trim() === '' ? '' : (parseDateInput(text) ?? text));

function CalendarIcon() {
  return (
    <svg className="size-5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M5.75 2a.75.75 0 0 1 .75.75V4h7V2.75a.75.75 0 0 1 1.5 0V4h.25A2.75 2.75 0 0 1 18 6.75v8.5A2.75 2.75 0 0 1 15.25 18H4.75A2.75 2.75 0 0 1 2 15.25v-8.5A2.75 2.75 0 0 1 4.75 4H5V2.75A.75.75 0 0 1 5.75 2Zm-1 5.5c-.69 0-1.25.56-1.25 1.25v6.5c0 .69.56 1.25 1.25 1.25h10.5c.69 0 1.25-.56 1.25-1.25v-6.5c0-.69-.56-1.25-1.25-1.25H4.75Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
