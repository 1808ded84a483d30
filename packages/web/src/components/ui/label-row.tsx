import type { ReactNode } from 'react';

export const LABEL_CLASS = 'block text-sm font-medium text-gray-900';

/**
 * A field's label row: the label, and for a required field an asterisk that screen readers skip
 * (they hear aria-required). The asterisk sits outside the label element, so the label's text is
 * the field's name and nothing more. No Headless UI here: the text field (and so the login page)
 * uses it with a plain `<label>`.
 */
export function LabelRow({ isRequired, children }: { isRequired: boolean; children: ReactNode }) {
  return (
    <div className="flex items-baseline gap-0.5">
      {children}
      {isRequired && (
        <span className="text-sm text-red-700" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}
