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
  return (
    <div className="flex flex-wrap gap-3 border-t border-gray-100 pt-6">
      <Button type="submit" isLoading={isSaving}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          Annuleren
        </Button>
      ) : (
        cancelHref !== undefined && (
          <ButtonLink to={cancelHref} variant="ghost">
            Annuleren
          </ButtonLink>
        )
      )}
    </div>
  );
}
