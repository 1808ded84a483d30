import { keys } from '../db/keys.ts';
import { claimLease, releaseLease } from '../db/lease.ts';
import { ConflictError } from '../errors.ts';
import { LinkError } from './link-error.ts';
import { assertUsable, readLink, type LinkItem } from './link-token.ts';
import { linkBusyMessage } from './messages.ts';

/**
 * A request that acts on a link first claims it: one conditional write, before any costly work
 * (a password hash, a file check). Twenty requests with one link make one claim and nineteen cheap
 * refusals instead of twenty hashes of which one is saved. The claim lapses by itself after
 * `CLAIM_SECONDS`, so a request that died holding it does not block the link for good (a lease,
 * db/lease.ts).
 */
export const CLAIM_SECONDS = 60;

export type ClaimedLink = LinkItem & { claimId: string };

export async function claimLink(link: LinkItem, now = Date.now()): Promise<ClaimedLink> {
  const lease = await claimLease(keys.link(link.id), {
    ms: CLAIM_SECONDS * 1000,
    condition:
      'attribute_exists(pk) AND attribute_not_exists(revokedAt) AND ' +
      '(singleUse = :false OR attribute_not_exists(usedAt))',
    values: { ':false': false },
    now,
  });
  if (!lease) {
    // Tell why: used or revoked meanwhile, or another request is acting on it right now.
    const current = await readLink(link.id);
    if (!current) throw new LinkError('invalid');
    assertUsable(current);
    throw new ConflictError(linkBusyMessage);
  }
  return { ...link, claimId: lease.id };
}

/** Gives the claim back (the act failed or is done); a claim consumed or taken over is left alone. */
export async function releaseLinkClaim(link: ClaimedLink): Promise<void> {
  await releaseLease({ key: keys.link(link.id), id: link.claimId });
}
