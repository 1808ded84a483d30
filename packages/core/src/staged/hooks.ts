import type { TransactItem } from '../db/transaction.ts';
import type { StagedTarget } from './schema.ts';

/**
 * What an approval's transaction may carry beside the record's write, registered once per process
 * in `wiring.ts`, like every hook (decision 038). The Exact Online pending marker is not one of
 * them: it changes the record item's own update, so `decide.ts` adds it itself (decision 045).
 */
export interface ApprovedChanges {
  target: StagedTarget;
  /** Each approved field by its staged name (catalogue.ts), from → to. */
  changes: ReadonlyArray<{ field: string; from: unknown; to: unknown }>;
}

export type ApprovalItems = (approved: ApprovedChanges) => TransactItem[];

const hooks: ApprovalItems[] = [];

export function onApproval(hook: ApprovalItems): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

/** The items every registered hook adds to an approval's transaction. */
export function approvalItems(approved: ApprovedChanges): TransactItem[] {
  return hooks.flatMap((hook) => hook(approved));
}
