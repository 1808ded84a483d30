import { Label } from '@headlessui/react';
import { LABEL_CLASS, LabelRow } from './label-row';

/** A form label inside a Headless UI `Field`, which links it to its control. */
export function FieldLabel({ label, isRequired = false }: { label: string; isRequired?: boolean }) {
  return (
    <LabelRow isRequired={isRequired}>
      <Label className={LABEL_CLASS}>{label}</Label>
    </LabelRow>
  );
}
