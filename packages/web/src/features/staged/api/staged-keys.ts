import type { StagedOwner } from '@crm/core/staged/schema';

/** The review of one change set: its key, and its path under `/api/staged`. */
export const stagedReviewKey = (owner: StagedOwner) => ['staged', owner.kind, owner.id] as const;

const ownerPaths: Record<StagedOwner['kind'], string> = {
  'supplier-request': 'supplier-requests',
  onboarding: 'onboardings',
};

/** `/api/staged/supplier-requests/{id}`, `/api/staged/onboardings/{id}`. */
export function stagedReviewPath(owner: StagedOwner): string {
  return `/api/staged/${ownerPaths[owner.kind]}/${encodeURIComponent(owner.id)}`;
}
