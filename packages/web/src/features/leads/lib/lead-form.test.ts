import { leadInputSchema } from '@crm/core/leads/schema';
import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../relations/api/records';
import { emptyLeadValues, leadValuesOf, toLeadInput } from './lead-form';

const lead: LeadRecord = {
  id: '01L',
  version: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'u1',
  updatedAt: '2026-11-02T10:00:00.000Z',
  updatedBy: 'u1',
  type: 'lead',
  companyName: 'Bakkerij de Zon',
  country: 'NL',
  source: 'beurs',
  status: 'verloren',
  lostReason: 'Te duur',
  expectedValue: 1234.5,
  followUpDate: '2026-12-01',
};

describe('lead form values', () => {
  it('starts from the stored lead, with the amount the Dutch way', () => {
    expect(leadValuesOf(lead)).toMatchObject({
      companyName: 'Bakkerij de Zon',
      kvkNumber: '',
      country: 'NL',
      source: 'beurs',
      lostReason: 'Te duur',
      expectedValue: '1.234,50',
      followUpDate: '2026-12-01',
      ownerId: '',
    });
  });

  it('gives the API schema numbers and drops a reason that no longer applies', () => {
    const parsed = leadInputSchema.parse(
      toLeadInput({ ...leadValuesOf(lead), status: 'gekwalificeerd', expectedValue: '2.000' }),
    );
    expect(parsed).toMatchObject({ status: 'gekwalificeerd', expectedValue: 2000 });
    expect(parsed.lostReason).toBeUndefined();
    expect(parsed.kvkNumber).toBeUndefined();
  });

  it('lets the schema name what is missing or wrong', () => {
    const result = leadInputSchema.safeParse(
      toLeadInput({ ...emptyLeadValues, status: 'verloren', expectedValue: 'veel' }),
    );
    expect(result.success ? {} : result.error.flatten().fieldErrors).toMatchObject({
      companyName: ['Vul de bedrijfsnaam in.'],
      source: ['Kies een bron.'],
      expectedValue: ['Vul een bedrag in.'],
    });
    expect(
      leadInputSchema.parse(toLeadInput({ ...emptyLeadValues, companyName: 'X', source: 'website' })),
    ).toMatchObject({ expectedValue: null });
  });
});
