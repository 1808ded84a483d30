import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReviewRow } from '@crm/core/staged/schema';
import { ibanRow } from './review-row.testing';
import { RowDecision, WAITING_TEXT } from './row-decision';

const iban = ibanRow({ firstApprovedBy: 'user-a', firstApprovedByName: 'Anna' });

const render = (row: ReviewRow, currentUserId: string) =>
  renderToStaticMarkup(
    <RowDecision
      row={row}
      currentUserId={currentUserId}
      canDecide
      busy={false}
      onApprove={() => {}}
      onSecondApproval={() => {}}
      onReject={() => {}}
    />,
  );

describe('a critical field in the review', () => {
  it('shows its first approver a wait and no approve button', () => {
    const html = render(iban, 'user-a');
    expect(html).toContain(WAITING_TEXT);
    expect(html).not.toContain('Goedkeuren');
    expect(html).not.toContain('Tweede goedkeuring');
  });

  it('offers a colleague the second approval', () => {
    const html = render(iban, 'user-b');
    expect(html).toContain('Tweede goedkeuring');
    expect(html).toContain('Eerste goedkeuring: Anna');
    expect(html).not.toContain(WAITING_TEXT);
  });

  it('offers the first approval while nobody approved it', () => {
    const html = render({ ...iban, firstApprovedBy: undefined, firstApprovedByName: undefined }, 'user-a');
    expect(html).toContain('Goedkeuren');
    expect(html).not.toContain('Tweede goedkeuring');
  });

  it('names both approvers and the call once approved', () => {
    const html = render(
      { ...iban, state: 'approved', decidedByName: 'Bert', phone: '020-1234567', confirmedBy: 'Bert' },
      'user-a',
    );
    expect(html).toContain('Anna en Bert · telefonisch bevestigd op 020-1234567 door Bert');
    expect(html).not.toContain('<button');
  });
});
