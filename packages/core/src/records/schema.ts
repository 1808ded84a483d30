/**
 * The kinds of record that own files and todos; `kinds.ts` says how to find each. A kind that joins
 * (a supplier request, an onboarding) adds its name here and its row there. Browser-safe.
 */
export const ownerKinds = ['lead', 'customer', 'supplier', 'contract'] as const;
export type OwnerKind = (typeof ownerKinds)[number];

/** What each kind is called in Dutch (a todo's "Gekoppeld aan", its history). */
export const ownerKindNames: Readonly<Record<OwnerKind, string>> = {
  lead: 'Lead',
  customer: 'Klant',
  supplier: 'Leverancier',
  contract: 'Contract',
};

/** A record that owns files or todos. */
export interface OwnerRef {
  kind: OwnerKind;
  id: string;
}
