import type { ReviewRecord } from '@crm/core/contract-conditions/public';

export type Rejection = { name: string; comment: string; at: string };

/**
 * The latest rejection of a condition's current text among the reviews sent, or null: the list
 * shows its comment beside a rejected condition, with what to do next.
 */
export function lastRejection(
  reviews: readonly Pick<ReviewRecord, 'conditions' | 'decisions'>[],
  condition: { id: string; textVersion: number },
): Rejection | null {
  let latest: Rejection | null = null;
  for (const review of reviews) {
    const decision = review.decisions[condition.id];
    const sent = review.conditions.find((item) => item.conditionId === condition.id);
    if (decision?.decision !== 'rejected' || sent?.textVersion !== condition.textVersion) continue;
    if (!latest || decision.at > latest.at) latest = decision;
  }
  return latest && { name: latest.name, comment: latest.comment, at: latest.at };
}

/** What staff do after a rejection: a new text, sent again. */
export const AFTER_REJECTION =
  'Volgende stap: pas de tekst aan (Bewerken) en verstuur de voorwaarde opnieuw ter beoordeling.';
