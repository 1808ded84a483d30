import type { ReactNode } from 'react';

type FormSectionProps = {
  title: string;
  description?: string;
  children: ReactNode;
};

/** A group of fields under a heading, in two columns on wide screens. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <fieldset className="border-t border-gray-100 pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left w-full text-base font-semibold text-gray-900">{title}</legend>
      {description && <p className="clear-both pt-1 text-sm text-gray-600">{description}</p>}
      <div className="clear-both grid gap-x-6 gap-y-5 pt-4 sm:grid-cols-6">{children}</div>
    </fieldset>
  );
}

/** How wide a field is in a section's six-column grid. */
export const span = {
  full: 'sm:col-span-6',
  half: 'sm:col-span-3',
  third: 'sm:col-span-2',
  sixth: 'sm:col-span-1',
} as const;
