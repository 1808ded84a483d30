import { reviewInputSchema } from '@crm/core/contract-conditions/schema';
import type { ConditionRecord } from '@crm/core/contract-conditions/public';
import { describe, expect, it } from 'vitest';
import { newReviewValues, toReviewInput } from './review-form';

const condition = (id: string, status: ConditionRecord['status']) => ({ id, status }) as ConditionRecord;

describe('the send dialog’s values', () => {
  it('starts with every Concept condition chosen and 14 days', () => {
    const values = newReviewValues([
      condition('a', 'concept'),
      condition('b', 'geaccepteerd'),
      condition('c', 'concept'),
    ]);
    expect(values).toEqual({ conditionIds: ['a', 'c'], contactId: '', days: '14' });
  });

  it('starts with the first 50 Concept conditions chosen when there are more, so it can be sent as it is', () => {
    const conditions = Array.from({ length: 60 }, (_, index) => condition(`c${index}`, 'concept'));
    const values = newReviewValues([condition('x', 'geaccepteerd'), ...conditions]);
    expect(values.conditionIds).toEqual(conditions.slice(0, 50).map((c) => c.id));
    expect(
      reviewInputSchema.safeParse(toReviewInput({ ...values, contactId: '01JABCDEFGHJKMNPQRSTVWXYZ0' }))
        .success,
    ).toBe(true);
  });

  it('sends whole days as a number and lets the schema refuse the rest in Dutch', () => {
    expect(toReviewInput({ conditionIds: ['a'], contactId: 'k', days: ' 30 ' })).toMatchObject({ days: 30 });
    for (const days of ['', '1,5', 'twee']) {
      const refused = reviewInputSchema.safeParse(
        toReviewInput({ conditionIds: ['a'], contactId: 'k', days }),
      );
      expect(refused.error?.issues[0]?.message).toBe('Vul een geldigheid in van 1 tot 90 dagen.');
    }
  });
});
