import { customerCatalogue } from '../customers/schema.ts';
import { financialLabels } from '../relations/financial.ts';
import {
  exactFinancialFields,
  shownState,
  type ExactKind,
  type ExactStateAnswer,
  type ExactStateItem,
} from '../relations/exact-state.ts';
import { supplierCatalogue } from '../suppliers/schema.ts';

const recordLabels: Record<ExactKind, Record<string, { label: string }>> = {
  customer: customerCatalogue,
  supplier: supplierCatalogue,
};

/** A carried field's Dutch label (organisation or financial). */
export function syncedFieldLabel(kind: ExactKind, field: string): string {
  return recordLabels[kind][field]?.label ?? (financialLabels as Record<string, string>)[field] ?? field;
}

/**
 * A record's sync state as staff see it (`relations/exact-state.ts`). Without the financial
 * permission a conflict's bank-account values are left out: they are financial data.
 */
export function exactStateAnswer(
  kind: ExactKind,
  item: ExactStateItem | undefined,
  mayFinancial: boolean,
): ExactStateAnswer {
  return {
    state: shownState(item),
    exactId: item?.exactId ?? null,
    exactCode: item?.exactCode ?? null,
    error: item?.error ?? null,
    lastSyncAt: item?.lastSyncAt ?? null,
    pendingSince: item?.pendingSince ?? null,
    conflictFields: (item?.conflictFields ?? [])
      .filter((field) => mayFinancial || !exactFinancialFields.includes(field.field))
      .map((field) => ({ ...field, label: syncedFieldLabel(kind, field.field) })),
    candidates: item?.candidates ?? [],
  };
}
