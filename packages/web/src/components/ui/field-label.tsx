import { Label } from '@headlessui/react';

/** A form label; a required field gets an asterisk that screen readers skip (they hear aria-required). */
export function FieldLabel({ label, isRequired = false }: { label: string; isRequired?: boolean }) {
  return (
    <Label className="block text-sm font-medium text-gray-900">
      {label}
      {isRequired && (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}
