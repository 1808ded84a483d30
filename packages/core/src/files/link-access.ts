import { LinkError } from '../links/link-error.ts';
import { claimedPurpose, verifyLink, type LinkItem, type LinkPurpose } from '../links/link-token.ts';
import type { FileCategory, FileKind, FileOwner } from './schema.ts';

/**
 * What an outsider's link lets them do with files: upload to one record, in some categories and
 * kinds, named as the link knows them. The file routes serve staff and outsiders alike; a link
 * purpose that takes uploads (onboarding, supplier requests) registers its policy here, and a link
 * of any other purpose gets no file access at all (decision 021).
 */
export interface LinkFileAccess {
  link: LinkItem;
  owner: FileOwner;
  categories: readonly FileCategory[];
  kinds: readonly FileKind[];
  /** Who the outsider is, for the file's "uploaded by" and the record's history. */
  uploaderName: string;
}

export type LinkFilePolicy = (link: LinkItem) => Promise<Omit<LinkFileAccess, 'link'>>;

const policies = new Map<LinkPurpose, LinkFilePolicy>();

/** Lets links of `purpose` upload files as `policy` says; answers a function that takes it back. */
export function allowLinkUploads(purpose: LinkPurpose, policy: LinkFilePolicy): () => void {
  policies.set(purpose, policy);
  return () => {
    if (policies.get(purpose) === policy) policies.delete(purpose);
  };
}

/** Verifies a link token and answers its file access; 410 for a link that gives none. */
export async function linkFileAccess(token: string): Promise<LinkFileAccess> {
  const purpose = claimedPurpose(token);
  const policy = purpose ? policies.get(purpose) : undefined;
  if (!purpose || !policy) throw new LinkError('invalid');
  const link = await verifyLink(token, purpose);
  return { link, ...(await policy(link)) };
}
