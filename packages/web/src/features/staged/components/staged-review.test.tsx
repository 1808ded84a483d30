import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReviewAnswer } from '@crm/core/staged/schema';
import { ibanRow, reviewRow } from './review-row.testing';
import { stagedReviewKey } from '../api/staged-keys';
import { CONFLICT_TEXT, StagedReview } from './staged-review';

const owner = { kind: 'supplier-request', id: 'request-1' } as const;

const answer: ReviewAnswer = {
  owner,
  target: { kind: 'supplier', id: 'supplier-1' },
  version: '2.3.1.1',
  locked: true,
  phonesOnFile: ['020-1234567'],
  rows: [
    reviewRow('organisation.phone', 'Telefoon', {
      sent: '020-1111111',
      now: '020-2222222',
      proposed: '020-3333333',
      conflict: true,
    }),
    reviewRow('organisation.city', 'Plaats', {
      sent: 'Utrecht',
      now: 'Utrecht',
      proposed: 'Utrecht',
      changed: false,
    }),
    ibanRow(),
  ],
};

function render() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(stagedReviewKey(owner), answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <StagedReview owner={owner} currentUserId="user-a" canDecide />
    </QueryClientProvider>,
  );
}

describe('the review of staged changes', () => {
  it('shows sent, now and proposed, marks a conflict, and hides unchanged fields', () => {
    const html = render();
    for (const header of ['Verzonden', 'Nu', 'Voorgesteld']) expect(html).toContain(`>${header}</th>`);
    expect(html).toContain(CONFLICT_TEXT);
    expect(html).toContain('020-3333333');
    expect(html).not.toContain('Plaats');
    expect(html).toContain('Alles goedkeuren');
    expect(html).toContain('Ongewijzigde velden tonen');
  });

  it('shows an IBAN in groups of four', () => {
    expect(render()).toContain('NL20 INGB 0001 2345 67');
  });
});
