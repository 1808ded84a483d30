import { useEffect, useRef } from 'react';
import { Button } from '../ui/button';
import { ButtonLink } from '../ui/button-link';

type FormActionsProps = {
  submitLabel: string;
  isSaving: boolean;
  /** Annuleren leads back to this page… */
  cancelHref?: string | undefined;
  /** …or closes the dialog the form is in. */
  onCancel?: (() => void) | undefined;
  /** `single`: one wide button, as on the sign-in pages. */
  layout: 'record' | 'single';
};

/** The buttons under a form: Opslaan (busy while saving) and, where the form can be left, Annuleren. */
export function FormActions({ submitLabel, isSaving, cancelHref, onCancel, layout }: FormActionsProps) {
  // On a page the bar is sticky, so Opslaan stays within reach on a long form.
  const sticky = layout === 'record' && !onCancel;
  const barRef = useKeepFocusedFieldAbove(sticky);
  if (layout === 'single') {
    return (
      <Button type="submit" className="w-full" isLoading={isSaving}>
        {submitLabel}
      </Button>
    );
  }
  const cancel = onCancel ? (
    <Button variant="ghost" onClick={onCancel}>
      Annuleren
    </Button>
  ) : (
    cancelHref !== undefined && (
      <ButtonLink to={cancelHref} variant="ghost">
        Annuleren
      </ButtonLink>
    )
  );
  // The order of every form and dialog: the way back first, the action last, on the right.
  const bar = onCancel
    ? 'flex flex-wrap justify-end gap-3 border-t border-gray-100 pt-6'
    : 'sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-3 border-t border-gray-200 bg-white/95 px-4 py-4 backdrop-blur-sm sm:-mx-6 sm:px-6';
  return (
    <div className={bar} ref={barRef}>
      {cancel}
      <Button type="submit" isLoading={isSaving}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** Room left between a focused field's last line and the sticky bar. */
const FOCUS_MARGIN = 12;

/**
 * A sticky bar covers the bottom of the window: when a field takes focus there, the page scrolls
 * so the field and the hints it is described by (`aria-describedby`) stay above the bar.
 */
function useKeepFocusedFieldAbove(sticky: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!sticky || !form) return;
    const onFocus = (event: FocusEvent) => {
      const field = event.target;
      const barElement = ref.current;
      if (!(field instanceof HTMLElement) || !barElement || barElement.contains(field)) return;
      const hints = (field.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .flatMap((id) => document.getElementById(id) ?? []);
      const bottom = Math.max(...[field, ...hints].map((element) => element.getBoundingClientRect().bottom));
      const covered = bottom + FOCUS_MARGIN - barElement.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered });
    };
    // After the browser's own scroll into view, which knows nothing of the bar.
    const onFocusIn = (event: FocusEvent) => requestAnimationFrame(() => onFocus(event));
    form.addEventListener('focusin', onFocusIn);
    return () => form.removeEventListener('focusin', onFocusIn);
  }, [sticky]);
  return ref;
}
