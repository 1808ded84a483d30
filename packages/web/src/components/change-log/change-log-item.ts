/** One entry of a change log in words, ready to show; each feature describes its own entries. */
export type ChangeLine =
  | { kind: 'change'; label: string; from: string; to: string }
  /** A change without values to show, e.g. a secret that changed. */
  | { kind: 'note'; text: string };

export type ChangeLogItem = {
  key: string;
  /** `22-11-2026 14:05` */
  when: string;
  who: string;
  /** `Aangemaakt`, `Gewijzigd`, `Status gewijzigd`… */
  what: string;
  /** What the entry is about when it is not the record itself: `Contactpersoon Jan Jansen`. */
  subject?: string | null;
  lines: ChangeLine[];
};
