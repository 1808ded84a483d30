import { describe, expect, it } from 'vitest';
import { askableFields, criticalByDefault, documentValidity, templateInputSchema } from './schema.ts';
import { requestDueDates } from './requests.ts';

describe('document validity', () => {
  it('is verloopt binnenkort from 30 days before Geldig tot, verlopen after the day', () => {
    expect(documentValidity('2027-03-31', '2027-02-28')).toBe('geldig');
    expect(documentValidity('2027-03-31', '2027-03-01')).toBe('verloopt_binnenkort');
    expect(documentValidity('2027-03-31', '2027-03-31')).toBe('verloopt_binnenkort');
    expect(documentValidity('2027-03-31', '2027-04-01')).toBe('verlopen');
  });
});

describe('a round’s due dates', () => {
  it('reminds every interval before the link’s last day, and expires the day after it', () => {
    expect(requestDueDates(2, '2027-01-30', '2027-02-13', 3)).toEqual([
      { action: 'remind-2-1', date: '2027-02-02' },
      { action: 'remind-2-2', date: '2027-02-05' },
      { action: 'remind-2-3', date: '2027-02-08' },
      { action: 'remind-2-4', date: '2027-02-11' },
      { action: 'expire-2', date: '2027-02-14' },
    ]);
    expect(requestDueDates(1, '2027-01-01', '2027-01-02', 3)).toEqual([
      { action: 'expire-1', date: '2027-01-03' },
    ]);
  });
});

describe('the template schema', () => {
  it('offers the supplier’s fields, with IBAN, Tenaamstelling and KvK-nummer critical by default', () => {
    expect(askableFields.map((field) => field.key)).toContain('contact.email');
    expect(askableFields.map((field) => field.key)).not.toContain('supplier.number');
    expect(
      askableFields.filter((field) => criticalByDefault(field.key)).map((field) => field.field.label),
    ).toEqual(['KvK-nummer', 'IBAN', 'Tenaamstelling']);
  });

  it('defaults to a link of 14 days and a reminder every 3', () => {
    expect(
      templateInputSchema.parse({ name: 'Kort', fields: [{ key: 'organisation.phone' }] }),
    ).toMatchObject({ validityDays: 14, reminderDays: 3, isDefault: false, documents: [] });
  });
});
