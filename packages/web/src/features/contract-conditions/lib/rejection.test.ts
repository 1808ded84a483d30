import { describe, expect, it } from 'vitest';
import { lastRejection } from './rejection';

const sent = (textVersion: number) => [{ conditionId: 'c1', textVersion, textHash: 'h', title: 'T' }];
const decided = (decision: 'accepted' | 'rejected', at: string, comment = '') => ({
  c1: { decision, comment, name: 'Piet', at, seq: 1 },
});

describe('lastRejection', () => {
  it('finds the latest rejection of the current text, with its comment', () => {
    const reviews = [
      { conditions: sent(2), decisions: decided('rejected', '2026-05-01T10:00:00Z', 'Te duur') },
      { conditions: sent(2), decisions: decided('rejected', '2026-06-01T10:00:00Z', 'Nog steeds te duur') },
    ];
    expect(lastRejection(reviews, { id: 'c1', textVersion: 2 })).toEqual({
      name: 'Piet',
      comment: 'Nog steeds te duur',
      at: '2026-06-01T10:00:00Z',
    });
  });

  it('ignores an acceptance, another text version and a review without a decision', () => {
    const reviews = [
      { conditions: sent(1), decisions: decided('rejected', '2026-05-01T10:00:00Z', 'Oud') },
      { conditions: sent(2), decisions: decided('accepted', '2026-06-01T10:00:00Z') },
      { conditions: sent(2), decisions: {} },
    ];
    expect(lastRejection(reviews, { id: 'c1', textVersion: 2 })).toBeNull();
  });
});
