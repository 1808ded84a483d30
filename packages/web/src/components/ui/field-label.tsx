import { Label } from '@headlessui/react';

/**
 * A form label; a required field gets an asterisk that screen readers skip (they hear
 * aria-required). The asterisk sits outside the label element, so the label's text is the field's
 * name and nothing more.
 */
export function FieldLabel({ label, isRequired = false }: { label: string; isRequired?: boolean }) {
  return (
    <div className="flex items-baseline gap-0.5">
      <Label className="block text-sm font-medium text-gray-900">{label}</Label>
      {isRequired && (
        <span className="text-sm text-red-700" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}
