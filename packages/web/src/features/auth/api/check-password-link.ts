import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { defaultAuthClient, type AuthClient } from './auth-client';

export type PasswordLinkPurpose = 'password-set' | 'password-reset';

/** A link whose token is not even shaped like one (the API's 422) is as useless as an invalid one. */
export const INVALID_LINK_MESSAGE =
  'Deze link is ongeldig. Controleer of je de volledige link uit de e-mail hebt gebruikt.';

export type PasswordLinkCheck =
  | { status: 'valid'; email: string; name: string }
  /** Invalid, expired, used or revoked: an answer to show, not an error. `message` is the API's. */
  | { status: 'problem'; message: string };

const validLinkSchema = z.object({ email: z.string(), name: z.string() });

/** Whether an error of a password-link call means "this link can no longer be used". */
export function linkProblemOf(error: unknown): PasswordLinkCheck | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410) return { status: 'problem', message: error.message };
  return null;
}

/** Asks whether a password link still works before the form is shown; answers whose account it is. */
export async function checkPasswordLink(
  input: { token: string; purpose: PasswordLinkPurpose },
  { api }: AuthClient = defaultAuthClient,
): Promise<PasswordLinkCheck> {
  try {
    const answer = await api.post('/api/password/check', input, { handleUnauthorized: false });
    return { status: 'valid', ...validLinkSchema.parse(answer) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      return { status: 'problem', message: INVALID_LINK_MESSAGE };
    }
    const problem = linkProblemOf(error);
    if (problem) return problem;
    throw error;
  }
}

/** Checked afresh each time the page opens: the link may have been used in the meantime. */
export const checkPasswordLinkQueryOptions = (token: string, purpose: PasswordLinkPurpose) =>
  queryOptions({
    queryKey: ['auth', 'password-link', purpose, token],
    queryFn: () => checkPasswordLink({ token, purpose }),
    staleTime: Infinity,
    gcTime: 0,
  });

export function useCheckPasswordLink(token: string, purpose: PasswordLinkPurpose) {
  return useQuery(checkPasswordLinkQueryOptions(token, purpose));
}
