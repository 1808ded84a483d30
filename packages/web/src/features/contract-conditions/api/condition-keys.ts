/**
 * Query keys of a contract's conditions, reviews and evidence: all under the contract, so one
 * invalidation of `conditionsRootKey(contractId)` refreshes every view of them after a change.
 */
export const conditionsRootKey = (contractId: string) => ['contract-conditions', contractId] as const;
export const conditionListKey = (contractId: string) => [...conditionsRootKey(contractId), 'list'] as const;
export const conditionDetailKey = (contractId: string, conditionId: string) =>
  [...conditionsRootKey(contractId), 'detail', conditionId] as const;
export const reviewListKey = (contractId: string) => [...conditionsRootKey(contractId), 'reviews'] as const;
export const evidenceKey = (contractId: string) => [...conditionsRootKey(contractId), 'evidence'] as const;

const contractPath = (contractId: string) => `/api/contracts/${encodeURIComponent(contractId)}`;

/** `/api/contracts/{id}/conditions`, `/api/contracts/{id}/conditions/{conditionId}`. */
export function conditionApiPath(contractId: string, conditionId?: string): string {
  const list = `${contractPath(contractId)}/conditions`;
  return conditionId === undefined ? list : `${list}/${encodeURIComponent(conditionId)}`;
}

/** `/api/contracts/{id}/reviews`, `/api/contracts/{id}/reviews/{reviewId}`. */
export function reviewApiPath(contractId: string, reviewId?: string): string {
  const list = `${contractPath(contractId)}/reviews`;
  return reviewId === undefined ? list : `${list}/${encodeURIComponent(reviewId)}`;
}

export function evidenceApiPath(contractId: string): string {
  return `${contractPath(contractId)}/evidence`;
}
