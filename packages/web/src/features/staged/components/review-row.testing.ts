import type { ReviewRow } from '@crm/core/staged/schema';

/** Test support: a review row with an open proposed change, and a critical IBAN row. */
export const reviewRow = (field: string, label: string, values: Partial<ReviewRow> = {}): ReviewRow => ({
  field,
  label,
  type: 'text',
  financial: false,
  critical: false,
  sent: null,
  now: null,
  proposed: null,
  answered: true,
  changed: true,
  conflict: false,
  state: 'open',
  ...values,
});

export const ibanRow = (values: Partial<ReviewRow> = {}): ReviewRow =>
  reviewRow('financial.iban', 'IBAN', {
    type: 'iban',
    financial: true,
    critical: true,
    sent: 'NL91ABNA0417164300',
    now: 'NL91ABNA0417164300',
    proposed: 'NL20INGB0001234567',
    ...values,
  });
