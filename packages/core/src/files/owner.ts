import { contractExists, getContract } from '../contracts/repository.ts';
import { keys } from '../db/keys.ts';
import type { Guard } from '../db/transaction.ts';
import { getRelation, recordExists } from '../relations/repository.ts';
import type { FileOwner } from './schema.ts';

/** The partition of the record a file belongs to: its files are items in that collection. */
export function ownerPk(owner: FileOwner): string {
  return owner.kind === 'contract' ? keys.contract(owner.id).pk : keys.relation(owner.kind, owner.id).pk;
}

/** Reads the owner (404 when it is gone); a file is only ever attached to a record that exists. */
export async function assertOwnerExists(owner: FileOwner): Promise<void> {
  if (owner.kind === 'contract') await getContract(owner.id);
  else await getRelation(owner.kind, owner.id);
}

/** A transaction part that fails when the owner was deleted meanwhile. */
export function ownerExists(owner: FileOwner): Guard {
  return owner.kind === 'contract' ? contractExists(owner.id) : recordExists(owner.kind, owner.id);
}

/** Where stored objects live; no key holds a name a user chose. */
export const objectKeys = {
  pending: (id: string) => `pending/${id}`,
  stored: (id: string) => `files/${id}`,
};
