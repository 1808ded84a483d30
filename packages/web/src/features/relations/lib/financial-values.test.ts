import { describe, expect, it } from 'vitest';
import { financialFormSchema, financialValuesOf, toFinancialInput } from './financial-values';

describe('financial form values', () => {
  it('starts a new record with the usual defaults', () => {
    expect(financialValuesOf(null)).toMatchObject({
      iban: '',
      paymentTermDays: '30',
      directDebit: false,
      vatLiable: true,
      creditLimit: '',
    });
  });

  it('shows a stored record grouped and in Dutch notation', () => {
    const values = financialValuesOf({
      version: 3,
      iban: 'NL91ABNA0417164300',
      paymentTermDays: 14,
      directDebit: true,
      vatLiable: false,
      creditLimit: 2500,
    });
    expect(values).toMatchObject({
      iban: 'NL91 ABNA 0417 1643 00',
      paymentTermDays: '14',
      creditLimit: '2.500,00',
      directDebit: true,
      vatLiable: false,
    });
  });

  it('validates with the API schema after turning texts into numbers', () => {
    const valid = financialFormSchema.safeParse(
      toFinancialInput({
        ...financialValuesOf(null),
        iban: 'nl91 abna 0417 1643 00',
        creditLimit: '1.234,5',
      }),
    );
    expect(valid.success && valid.data).toMatchObject({
      iban: 'NL91ABNA0417164300',
      creditLimit: 1234.5,
      paymentTermDays: 30,
    });

    const invalid = financialFormSchema.safeParse(
      toFinancialInput({ ...financialValuesOf(null), iban: 'NL91ABNA0417164301', paymentTermDays: '' }),
    );
    const messages = invalid.success ? {} : invalid.error.flatten().fieldErrors;
    expect(messages).toMatchObject({
      iban: ['Dit IBAN klopt niet. Controleer het nummer.'],
      paymentTermDays: ['Vul een betaaltermijn in dagen in.'],
    });
  });
});
