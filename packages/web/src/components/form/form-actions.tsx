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
  // The order of every form and dialog: the way back first, the action last, on the right. On a
  // page the bar is sticky, so Opslaan stays within reach on a long form.
  const bar = onCancel
    ? 'flex flex-wrap justify-end gap-3 border-t border-gray-100 pt-6'
    : 'sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-3 border-t border-gray-200 bg-white/95 px-4 py-4 backdrop-blur-sm sm:-mx-6 sm:px-6';
  return (
    <div className={bar}>
      {cancel}
      <Button type="submit" isLoading={isSaving}>
        {submitLabel}
      </Button>
    </div>
  );
}
