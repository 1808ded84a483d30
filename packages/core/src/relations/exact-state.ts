import * as z from 'zod';
import type { Catalogue } from '../catalogue/field.ts';
import { customerCatalogue } from '../customers/schema.ts';
import { supplierCatalogue } from '../suppliers/schema.ts';
import { financialCatalogue } from './financial.ts';

/**
 * The Exact Online sync state of a customer or supplier (decision 045): the states a record shows,
 * the stored state item as the API answers it, and which fields the sync carries. Browser-safe.
 */
export const exactKinds = ['customer', 'supplier'] as const;
export type ExactKind = (typeof exactKinds)[number];

/** The states a record shows, in the order the list filter offers them. */
export const exactSyncStates = [
  'niet gekoppeld',
  'gekoppeld',
  'wacht op synchronisatie',
  'fout',
  'conflict',
] as const;
export type ExactSyncState = (typeof exactSyncStates)[number];

/** What the last sync action left (the shown state also says whether a change waits to be pushed). */
export const exactLinkStates = ['niet gekoppeld', 'gekoppeld', 'fout', 'conflict'] as const;
export type ExactLinkState = (typeof exactLinkStates)[number];

/** The states that put a record on the attention list of /exact. */
export const attentionStates: readonly ExactLinkState[] = ['fout', 'conflict'];

/** A field's value as the sync compares it: text, a yes/no, or absent. */
export const syncedValueSchema = z.union([z.string(), z.boolean(), z.null()]);
export type SyncedValue = z.infer<typeof syncedValueSchema>;
export type SyncedValues = Record<string, SyncedValue>;

/** One field changed on both sides since the last sync: our value and Exact's. */
export const conflictFieldSchema = z.object({
  field: z.string(),
  ours: syncedValueSchema,
  exact: syncedValueSchema,
});
export type ConflictField = z.infer<typeof conflictFieldSchema>;

/** An Exact account that may be this record (more than one matched by KvK-nummer or BTW-nummer). */
export const exactCandidateSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
});
export type ExactCandidate = z.infer<typeof exactCandidateSchema>;

/** A stored state item (`<KIND>#<id>` / `#EXACT`), parsed on every read. */
export const exactStateItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('exact-state'),
  kind: z.enum(exactKinds),
  recordId: z.string(),
  state: z.enum(exactLinkStates),
  exactId: z.string().optional(),
  exactCode: z.string().optional(),
  /** The ID of the main bank account the sync made or found in Exact (decision 051). */
  exactBankId: z.string().optional(),
  /** The last error in Dutch (kept after the error is over, until a sync succeeds). */
  error: z.string().optional(),
  lastSyncAt: z.string().optional(),
  /** Our field values as last synced (both sides equal then), per mapped field. */
  exactSynced: z.record(z.string(), syncedValueSchema).optional(),
  /** A create sent to Exact whose answer (with the new ID) has not come yet. */
  exactCreateAttempt: z.object({ at: z.string(), id: z.string() }).optional(),
  conflictFields: z.array(conflictFieldSchema).optional(),
  candidates: z.array(exactCandidateSchema).optional(),
  /** Since when a change waits to be pushed (absent: nothing waits). */
  pendingSince: z.string().optional(),
  /** Changes with every change that waits: what the run's clear is conditional on. */
  pendingId: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type ExactStateItem = z.infer<typeof exactStateItemSchema>;

/**
 * The state a record shows: a conflict first (it needs a person), then a change that waits, then
 * the last error, then whether it is linked.
 */
export function shownState(item: Pick<ExactStateItem, 'state' | 'pendingSince'> | undefined): ExactSyncState {
  if (!item) return 'niet gekoppeld';
  if (item.state === 'conflict') return 'conflict';
  if (item.pendingSince) return 'wacht op synchronisatie';
  return item.state;
}

/** `GET /api/<customers|suppliers>/:id/exact`: the record's sync state as staff see it. */
export const exactStateAnswerSchema = z.object({
  state: z.enum(exactSyncStates),
  exactId: z.string().nullable(),
  exactCode: z.string().nullable(),
  error: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  pendingSince: z.string().nullable(),
  conflictFields: z.array(conflictFieldSchema.extend({ label: z.string() })),
  candidates: z.array(exactCandidateSchema),
});
export type ExactStateAnswer = z.infer<typeof exactStateAnswerSchema>;

/** `GET /api/exact/attention`: records in error or conflict, with what a link to each needs. */
export const attentionAnswerSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(exactKinds),
      id: z.string(),
      state: z.enum(exactLinkStates),
      name: z.string(),
      number: z.string().nullable(),
      exactCode: z.string().nullable(),
      message: z.string(),
      since: z.string().nullable(),
    }),
  ),
  cursor: z.string().nullable(),
});
export type AttentionAnswer = z.infer<typeof attentionAnswerSchema>;

/**
 * `POST /api/<customers|suppliers>/:id/exact/resolve`: per conflicting field which value stands,
 * or (several accounts matched) which account is this record.
 */
export const conflictResolutionSchema = z
  .object({
    choices: z.record(z.string().max(60), z.enum(['ours', 'exact'])).optional(),
    candidateId: z.string().min(1).max(100).optional(),
  })
  .refine((value) => (value.choices === undefined) !== (value.candidateId === undefined), {
    message: 'Kies per veld welke waarde blijft, of kies het juiste account.',
    path: ['choices'],
  });
export type ConflictResolution = z.infer<typeof conflictResolutionSchema>;

/** The parts of our Exact `AddressLine1`: street, house number and addition, composed. */
export const addressLineFields = ['street', 'houseNumber', 'houseNumberAddition'] as const;

function exactFieldsOf(catalogue: Catalogue): string[] {
  // `Code` is Exact's own numbering (Exact assigns it; we keep it beside our number).
  return Object.entries(catalogue)
    .filter(([, field]) => field.exact && field.exact !== 'Code')
    .map(([name]) => name);
}

/** The organisation fields the sync carries to and from an Exact account, per kind. */
export const exactRecordFields: Record<ExactKind, readonly string[]> = {
  customer: [...exactFieldsOf(customerCatalogue), ...addressLineFields],
  supplier: [...exactFieldsOf(supplierCatalogue), ...addressLineFields],
};

/** The financial fields the sync carries (the main bank account). */
export const exactFinancialFields: readonly string[] = exactFieldsOf(financialCatalogue);

/** Whether a change from `before` to `after` touches a field the sync carries. */
export function changesSyncedField(
  fields: readonly string[],
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
): boolean {
  return fields.some((field) => {
    const from = before?.[field];
    const to = after[field];
    return JSON.stringify(from === '' ? undefined : from) !== JSON.stringify(to === '' ? undefined : to);
  });
}
