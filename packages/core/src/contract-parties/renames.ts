import type { ContractFacet } from '../db/keys.ts';
import { log } from '../log.ts';

/** What a contract names besides itself: its customer, supplier, type and owner (decision 054). */
export type NamedParty = ContractFacet;

type RenameListener = (party: NamedParty, id: string) => Promise<void>;

let listener: RenameListener | undefined;

/**
 * Who starts the refresh of a renamed party's contracts: registered by `wiring.ts` at every
 * process's start. It is registered rather than imported: the jobs module sits above the
 * customers, suppliers and contract types that call this (decision 037).
 */
export function onPartyRenamed(next: RenameListener): void {
  listener = next;
}

/**
 * Called by a customer's, supplier's, contract type's or user's update once it is written: a new name
 * (also only its case) starts the job that puts it on the party's contracts (decision 028). Their
 * lists keep one read per page; the rename's own request does not wait for its contracts.
 */
export async function afterPartyRenamed(
  party: NamedParty,
  id: string,
  names: { before: string; after: string },
): Promise<void> {
  if (names.before === names.after) return;
  // Unreachable in a process that called wireHooks() at its start (every entry point does, and
  // their tests check it); logged as an error, which alarms, rather than failing a saved rename.
  if (listener) await listener(party, id);
  else
    log('error', 'contract names: hooks not wired, nothing starts the refresh after a rename', { party, id });
}
