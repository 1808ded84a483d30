import { stagedCatalogues } from './catalogue.ts';
import { readChangeSet } from './change-set.ts';
import { diffField } from './diff.ts';
import type { ChangeSetItem, ReviewAnswer, ReviewRow, StagedOwner } from './schema.ts';
import { currentValues, readTarget, stagedContact, type TargetNow } from './target.ts';

/**
 * The staff review of a change set: per field as sent, as now and as proposed, with its diff and
 * decision. Its `version` names the change set's and the target's versions as reviewed: a
 * decision carries it back, and anything changed since is a 409.
 */
export function reviewVersion(changeSet: ChangeSetItem, now: TargetNow): string {
  const contact = stagedContact(now, changeSet.target.contactId);
  return [changeSet.version, now.record.version, now.financial?.version ?? 0, contact?.version ?? 0].join(
    '.',
  );
}

export function reviewRows(changeSet: ChangeSetItem, now: TargetNow): ReviewRow[] {
  const catalogue = stagedCatalogues[changeSet.target.kind];
  const values = currentValues(changeSet.target.kind, now, changeSet.target.contactId);
  return Object.entries(catalogue)
    .filter(([field]) => changeSet.fields[field])
    .map(([field, def]) => {
      const entry = changeSet.fields[field]!;
      const answered = entry.proposed !== undefined;
      const diff = diffField(def, {
        sent: entry.sent,
        now: values[field],
        proposed: entry.proposed,
        answered,
      });
      return {
        field,
        label: def.label,
        type: def.type,
        ...(def.options ? { options: { ...def.options } } : {}),
        financial: def.financial === true,
        critical: changeSet.critical.includes(field),
        sent: entry.sent ?? null,
        now: values[field] ?? null,
        proposed: answered ? entry.proposed : null,
        answered,
        changed: diff.changed,
        conflict: diff.conflict,
        state: entry.state,
        decidedByName: entry.decidedByName,
        decidedAt: entry.decidedAt,
        reason: entry.reason,
        firstApprovedBy: entry.firstApprovedBy,
        firstApprovedByName: entry.firstApprovedByName,
        phone: entry.phone,
        confirmedBy: entry.confirmedBy,
      };
    });
}

export function reviewOf(changeSet: ChangeSetItem, now: TargetNow): ReviewAnswer {
  return {
    owner: changeSet.owner,
    target: { kind: changeSet.target.kind, id: changeSet.target.id },
    version: reviewVersion(changeSet, now),
    locked: changeSet.locked,
    phonesOnFile: changeSet.phonesOnFile,
    rows: reviewRows(changeSet, now),
  };
}

/** The change set and its target as they are now, for a review or a decision. */
export async function readReview(owner: StagedOwner): Promise<{ changeSet: ChangeSetItem; now: TargetNow }> {
  const changeSet = await readChangeSet(owner);
  return { changeSet, now: await readTarget(changeSet.target) };
}

/** Whether every proposed change has been decided (a request may then be Goedgekeurd). */
export function reviewDone(rows: readonly ReviewRow[]): boolean {
  return rows.every((row) => !row.changed || row.state !== 'open');
}
