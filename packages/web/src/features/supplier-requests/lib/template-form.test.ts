import { templateInputSchema } from '@crm/core/supplier-requests/schema';
import { describe, expect, it } from 'vitest';
import { templateValuesOf, toTemplateInput, type TemplateFormValues } from './template-form';

const tick = (
  values: TemplateFormValues,
  key: string,
  row: Partial<TemplateFormValues['fields'][number]>,
) => ({
  ...values,
  fields: values.fields.map((field) => (field.key === key ? { ...field, ...row } : field)),
});

describe('template form values', () => {
  it('starts with 14 and 3 days, nothing asked, and IBAN, Tenaamstelling and KvK-nummer critical', () => {
    const values = templateValuesOf(null);
    expect(values).toMatchObject({ validityDays: '14', reminderDays: '3', isDefault: false });
    expect(values.fields.filter((row) => row.asked)).toEqual([]);
    expect(values.fields.filter((row) => row.critical).map((row) => row.key)).toEqual([
      'organisation.kvkNumber',
      'financial.iban',
      'financial.accountHolder',
    ]);
  });

  it('sends only the asked fields and documents, numbers as numbers, a blank number as the default', () => {
    let values = { ...templateValuesOf(null), name: 'Jaarcontrole', validityDays: ' 21 ', reminderDays: '' };
    values = tick(values, 'financial.iban', { asked: true, required: true });
    values = {
      ...values,
      documents: values.documents.map((row) =>
        row.category === 'kvk-uittreksel' ? { ...row, asked: true, validUntil: true } : row,
      ),
    };
    const input = toTemplateInput(values);
    expect(input).toMatchObject({
      validityDays: 21,
      reminderDays: undefined,
      fields: [{ key: 'financial.iban', required: true, critical: true }],
      documents: [{ category: 'kvk-uittreksel', required: true, validUntil: true }],
    });
    expect(templateInputSchema.parse(input)).toMatchObject({ validityDays: 21, reminderDays: 3 });
  });

  it('reads a stored template back as the rows it was made from', () => {
    const stored = {
      name: 'Verzekering',
      intro: 'Graag uw polis.',
      validityDays: 10,
      reminderDays: 2,
      isDefault: true,
      fields: [{ key: 'organisation.phone', required: false, critical: true }],
      documents: [{ category: 'polis' as const, required: false, validUntil: true }],
    };
    const values = templateValuesOf(stored);
    expect(values.fields.find((row) => row.key === 'organisation.phone')).toEqual({
      key: 'organisation.phone',
      asked: true,
      required: false,
      critical: true,
    });
    expect(toTemplateInput(values)).toMatchObject({
      name: 'Verzekering',
      validityDays: 10,
      fields: stored.fields,
      documents: stored.documents,
    });
  });
});
