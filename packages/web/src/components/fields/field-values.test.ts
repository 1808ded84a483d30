import { contractCatalogue } from '@crm/core/contracts/schema';
import { leadCatalogue } from '@crm/core/leads/schema';
import { financialCatalogue } from '@crm/core/relations/financial';
import { describe, expect, it } from 'vitest';
import {
  formValueOf,
  formValuesOf,
  inputValueOf,
  inputValuesOf,
  newFormValues,
  parseWholeNumber,
} from './field-values';

describe('form values by field type', () => {
  it('holds an amount the Dutch way and gives the schema a number, empty as null', () => {
    const field = leadCatalogue.expectedValue;
    expect(formValueOf(field, 1234.5)).toBe('1.234,50');
    expect(formValueOf(field, undefined)).toBe('');
    expect(inputValueOf(field, '€ 1.234,56')).toBe(1234.56);
    expect(inputValueOf(field, '')).toBeNull();
    expect(inputValueOf(field, 'veel')).toBeNaN();
  });

  it('holds a whole number as text; blank is null, anything but digits NaN', () => {
    const field = contractCatalogue.noticePeriod;
    expect(formValueOf(field, 3)).toBe('3');
    expect(formValueOf(field, undefined)).toBe('');
    expect(inputValueOf(field, ' 36 ')).toBe(36);
    expect(inputValueOf(field, '-1')).toBe(-1);
    expect(inputValueOf(field, '')).toBeNull();
    expect(parseWholeNumber('3,5')).toBeNaN();
    expect(parseWholeNumber('12x')).toBeNaN();
  });

  it('holds a date as YYYY-MM-DD (its field shows dd-mm-jjjj) and an IBAN in groups', () => {
    expect(formValueOf(leadCatalogue.followUpDate, '2026-12-01')).toBe('2026-12-01');
    expect(inputValueOf(leadCatalogue.followUpDate, '2026-12-01')).toBe('2026-12-01');
    expect(formValueOf(financialCatalogue.iban, 'NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    // The schema normalises what was typed.
    expect(inputValueOf(financialCatalogue.iban, 'nl91 abna 0417 1643 00')).toBe('nl91 abna 0417 1643 00');
  });

  it('holds enums and users by their stored value, and switches as booleans', () => {
    expect(formValueOf(leadCatalogue.source, 'beurs')).toBe('beurs');
    expect(formValueOf(leadCatalogue.ownerId, undefined)).toBe('');
    expect(formValueOf(financialCatalogue.vatLiable, true)).toBe(true);
    expect(formValueOf(financialCatalogue.directDebit, undefined)).toBe(false);
    expect(inputValueOf(financialCatalogue.directDebit, true)).toBe(true);
  });

  it('starts a new record from the defaults of the input rules', () => {
    expect(newFormValues(leadCatalogue, ['source', 'status', 'country', 'expectedValue'])).toEqual({
      source: '',
      status: 'nieuw',
      country: 'NL',
      expectedValue: '',
    });
    expect(newFormValues(financialCatalogue, ['paymentTermDays', 'vatLiable', 'directDebit'])).toEqual({
      paymentTermDays: '30',
      vatLiable: true,
      directDebit: false,
    });
  });

  it('maps a stored record and back, leaving values that are no catalogue field alone', () => {
    const values = formValuesOf(contractCatalogue, ['value', 'firstTermMonths', 'title'], {
      value: 12000,
      firstTermMonths: 36,
      title: 'Energie',
    });
    expect(values).toEqual({ value: '12.000,00', firstTermMonths: '36', title: 'Energie' });
    expect(inputValuesOf(contractCatalogue, { ...values, customerName: 'Bakkerij' })).toEqual({
      value: 12000,
      firstTermMonths: 36,
      title: 'Energie',
      customerName: 'Bakkerij',
    });
  });
});
