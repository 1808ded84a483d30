import { sameValue, type FieldDef } from '../catalogue/field.ts';

/**
 * The three-way diff of one field (decision 036): a pure function of the field's catalogue entry,
 * its value as sent, as it is now and as proposed. Values equal after the field's normaliser
 * (IBAN and postcode spacing, BTW case) are the same value. Browser-safe.
 */
export interface FieldDiff {
  /** The outsider proposes a different value than was sent: a row the review shows. */
  changed: boolean;
  /** Staff changed the record since the link was sent. */
  staffChanged: boolean;
  /** Both changed it; flagged also when staff already made it the proposed value. */
  conflict: boolean;
}

export function diffField(
  field: FieldDef,
  values: { sent: unknown; now: unknown; proposed: unknown; answered: boolean },
): FieldDiff {
  const same = (a: unknown, b: unknown) => sameValue(field, blank(a), blank(b));
  const changed = values.answered && !same(values.proposed, values.sent);
  const staffChanged = !same(values.now, values.sent);
  return { changed, staffChanged, conflict: changed && staffChanged };
}

/** An empty text is no value, as a record stores it (a field left empty is removed). */
function blank(value: unknown): unknown {
  return value === '' || value === undefined ? null : value;
}
