import { ulid } from 'ulid';
import { historyEntrySchema, isIndexKey, untrackedFields, type HistoryEntry } from './history-entry.ts';
import { HISTORY_PREFIX, keys } from './keys.ts';
import { indexKeys } from './index-keys.ts';
import { queryPage } from './page.ts';
import type { Actor } from './actor.ts';

/** A record's change log, newest first: one Query on its partition. */
export async function historyOf(recordPk: string, limit = 100): Promise<HistoryEntry[]> {
  const page = await queryPage({
    partition: recordPk,
    sortPrefix: HISTORY_PREFIX,
    limit,
    descending: true,
    schema: historyEntrySchema,
  });
  return page.items;
}

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** Which item a history entry is about: the record itself or a child (contact person, financial record). */
export interface Subject {
  type: unknown;
  id: string;
}

/** A readable name of a record or child for the change feed, when the caller gives none. */
export function labelOf(item: object, given?: string): string | undefined {
  if (given) return given;
  const fields = item as Record<string, unknown>;
  for (const field of ['companyName', 'title', 'name']) {
    if (typeof fields[field] === 'string' && fields[field]) return fields[field];
  }
  const person = [fields.firstName, fields.infix, fields.lastName].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return person.length ? person.join(' ') : undefined;
}

/** A history item (also an entry of its kind's change feed); written inside the change's transaction. */
export function historyItem(
  recordPk: string,
  actor: Actor,
  action: string,
  changes: FieldChange[],
  at: string,
  subject: Subject & { label?: string | undefined },
) {
  const id = ulid();
  const subjectType = String(subject.type ?? 'record');
  return {
    ...keys.history(recordPk, id),
    ...indexKeys.changeFeed(recordPk, at, id, subjectType),
    type: 'history',
    label: subject.label,
    subjectType,
    subjectId: subject.id,
    at,
    actorId: actor.id,
    actorName: actor.name,
    action,
    changes,
  };
}

export function trackedChanges(beforeRecord: object, afterRecord: object): FieldChange[] {
  const before = beforeRecord as Record<string, unknown>;
  const after = afterRecord as Record<string, unknown>;
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => !untrackedFields.has(field) && !isIndexKey(field))
    .filter((field) => field in after)
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .sort()
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

/** Fields a history item must never carry (secrets). */
const secretFields = new Set(['passwordHash']);

export function redact(changes: FieldChange[]): FieldChange[] {
  return changes.map((change) =>
    secretFields.has(change.field) ? { field: change.field, from: '••••', to: '••••' } : change,
  );
}
