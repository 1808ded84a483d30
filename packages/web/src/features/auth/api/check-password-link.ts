import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { checkLink, type LinkCheck } from '../../../components/link-flow/link-check';
import { defaultAuthClient, type AuthClient } from './auth-client';

export type PasswordLinkPurpose = 'password-set' | 'password-reset';

export type PasswordLinkCheck = LinkCheck<{ email: string; name: string }>;

const validLinkSchema = z.object({ email: z.string(), name: z.string() });

/** Asks whether a password link still works before the form is shown; answers whose account it is. */
export function checkPasswordLink(
  input: { token: string; purpose: PasswordLinkPurpose },
  { api }: AuthClient = defaultAuthClient,
): Promise<PasswordLinkCheck> {
  return checkLink(async () =>
    validLinkSchema.parse(await api.post('/api/password/check', input, { handleUnauthorized: false })),
  );
}

/** Checked afresh each time the page opens: the link may have been used in the meantime. */
export const checkPasswordLinkQueryOptions = (token: string, purpose: PasswordLinkPurpose) =>
  queryOptions({
    queryKey: ['auth', 'password-link', purpose, token],
    queryFn: () => checkPasswordLink({ token, purpose }),
    staleTime: Infinity,
    gcTime: 0,
  });
