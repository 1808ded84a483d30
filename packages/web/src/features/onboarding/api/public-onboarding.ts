import { queryOptions } from '@tanstack/react-query';
import { publicOnboardingSchema, type PublicOnboarding } from '@crm/core/onboarding/public';
import type { OnboardingKind } from '@crm/core/onboarding/schema';
import { draftAnswerSchema, type DraftAnswer } from '@crm/core/staged/public';
import { checkLink, type LinkCheck } from '../../../components/link-flow/link-check';
import { api } from '../../../lib/api';

/**
 * The outsider's calls (decision 052): no session, a 401 is nobody's session ending here. The token
 * and the type travel in the query of the GET and in the body of a POST.
 */
const asOutsider = { handleUnauthorized: false } as const;
const base = '/api/onboarding-links';

export type OnboardingCheck = LinkCheck<{ onboarding: PublicOnboarding }>;

export const publicOnboardingKey = (token: string, type: string) =>
  ['onboarding', 'public', token, type] as const;

/** What the form shows; a GET that writes nothing (mail scanners open links). */
export const publicOnboardingQueryOptions = (token: string, type: OnboardingKind) =>
  queryOptions({
    queryKey: publicOnboardingKey(token, type),
    queryFn: (): Promise<OnboardingCheck> =>
      checkLink(async () => ({
        onboarding: publicOnboardingSchema.parse(
          await api.get(base, { query: { token, type }, ...asOutsider }),
        ),
      })),
    staleTime: Infinity,
    gcTime: 0,
  });

export async function saveOnboardingDraft(
  token: string,
  type: OnboardingKind,
  version: number,
  values: Record<string, unknown>,
): Promise<DraftAnswer> {
  return draftAnswerSchema.parse(
    await api.post(`${base}/draft`, { token, type, version, values }, asOutsider),
  );
}

export async function submitOnboarding(
  token: string,
  type: OnboardingKind,
  version: number,
): Promise<PublicOnboarding> {
  return publicOnboardingSchema.parse(await api.post(`${base}/submit`, { token, type, version }, asOutsider));
}
