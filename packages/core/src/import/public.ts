import * as z from 'zod';

/**
 * An import as the API answers it and the SPA shows it (decision 053). Browser-safe: the kinds,
 * formats, states, limits and Dutch messages are known here once, for the job, the API and the
 * screens.
 */
export const relationImportKinds = ['lead', 'customer', 'supplier'] as const;
export type RelationImportKind = (typeof relationImportKinds)[number];

/**
 * Contact people from a sheet with a company column, each under a lead, customer or supplier
 * (issue 29): a kind of import of its own per parent kind, so its mapping is remembered apart.
 */
export const contactImportKinds = ['contact-lead', 'contact-customer', 'contact-supplier'] as const;
export type ContactImportKind = (typeof contactImportKinds)[number];

export const importKinds = [...relationImportKinds, ...contactImportKinds] as const;
export type ImportKind = (typeof importKinds)[number];

export function isContactImport(kind: ImportKind): kind is ContactImportKind {
  return kind.startsWith('contact-');
}

/** The kind of record an import's rows are, or go under (contact people): its permissions' area. */
export function importParentKind(kind: ImportKind): RelationImportKind {
  return (isContactImport(kind) ? kind.slice('contact-'.length) : kind) as RelationImportKind;
}

/** The contact people's import under records of `kind`. */
export function contactImportOf(kind: RelationImportKind): ContactImportKind {
  return `contact-${kind}`;
}

export const importFormats = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof importFormats)[number];

/**
 * uploaded → mapped (the rows checked: the preview) → writing → done; done → undoing → undone.
 * A job that stops is seen as stale (see `isStale` in record.ts) and is resumed or rolled back.
 */
export const importStatuses = [
  'uploaded',
  'checking',
  'checked',
  'writing',
  'done',
  'undoing',
  'undone',
  'failed',
] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** How long an import can be undone. */
export const UNDO_DAYS = 7;

export const importContentTypes: Record<ImportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The format of a file by its name, or undefined when it is not a sheet we read. */
export function importFormatOf(name: string): ImportFormat | undefined {
  const extension = name.toLowerCase().split('.').pop();
  return extension === 'csv' || extension === 'xlsx' ? extension : undefined;
}

export const importMessages = {
  notASheet: 'Dit bestand is geen Excel-bestand (.xlsx) of CSV-bestand. Kies een ander bestand.',
  unreadable: 'Dit bestand kan niet gelezen worden als Excel-bestand (.xlsx) of CSV-bestand.',
  empty: 'Dit bestand bevat geen rijen om te importeren.',
  noHeader: 'De eerste rij van het bestand moet de kolomnamen bevatten.',
  tooManyRows: `Dit bestand bevat meer dan ${MAX_IMPORT_ROWS.toLocaleString('nl-NL')} rijen. Splits het in kleinere bestanden.`,
  tooLarge: 'Een importbestand is hoogstens 20 MB.',
  mappedTwice: (field: string) => `Het veld ${field} is aan meer dan één kolom gekoppeld.`,
  staleMapping:
    'De koppeling past niet meer bij de kolommen van dit bestand. Laad de pagina opnieuw en koppel de kolommen opnieuw.',
  unknownField: 'Kies een veld of "Niet importeren".',
  required: (field: string) => `Koppel een kolom aan ${field}: dat veld is verplicht.`,
  notReady: 'Deze import is niet in de stap waarin dit kan. Laad de pagina opnieuw.',
  failed: 'De import is mislukt. Probeer het opnieuw.',
  undoExpired: `Een import kan tot ${UNDO_DAYS} dagen na afloop ongedaan gemaakt worden.`,
  interrupted: 'De import is onderbroken. Hervat de import of draai hem terug.',
  companyNotFound: (name: string) => `Bedrijf niet gevonden: ${name}.`,
  companyAmbiguous: (name: string) => `Meerdere bedrijven heten ${name}; vul het KvK-nummer in.`,
  primaryTaken: (company: string) =>
    `Primair contact: ${company} heeft al een primair contact; deze persoon wordt niet primair.`,
  primaryTwice: (row: number) =>
    `Primair contact: rij ${row} is al het primaire contact van dit bedrijf; deze persoon wordt niet primair.`,
} as const;

/** One row of the preview: its number in the file (the header is row 1), its state and why. */
export const previewRowSchema = z.object({
  row: z.number().int(),
  state: z.enum(['valid', 'warning', 'error']),
  /** What the row holds for the first mapped columns (company name first), as in the file. */
  label: z.string(),
  /** Dutch messages per field label. */
  messages: z.array(z.string()),
  /** The existing records (or an earlier row) with the same KvK, BTW or e-mail. */
  duplicates: z.array(
    z.object({
      field: z.enum(['kvk', 'vat', 'email']),
      /** An existing record of this kind, or an earlier row of the file. */
      recordId: z.string().optional(),
      row: z.number().int().optional(),
      label: z.string(),
    }),
  ),
  /** Contact people: the lead, customer or supplier the row was matched to. */
  company: z.object({ id: z.string(), label: z.string() }).optional(),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const duplicateChoices = ['skip', 'fill'] as const;
export type DuplicateChoice = (typeof duplicateChoices)[number];

/** Rows of the preview by state (a duplicate is also a warning). */
export const importCountsSchema = z.object({
  valid: z.number(),
  warning: z.number(),
  error: z.number(),
  duplicate: z.number(),
});

/** Rows a job has been through, and what became of them. */
export const importProgressSchema = z.object({
  done: z.number(),
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  refused: z.number(),
});

/** Records an undo kept because they were changed after the import. */
export const keptRecordsSchema = z.array(z.object({ id: z.string(), label: z.string() }));

export const importJobSchema = z.object({
  id: z.string(),
  kind: z.enum(importKinds),
  fileName: z.string(),
  format: z.enum(importFormats),
  status: z.enum(importStatuses),
  /** The sheet's column headers, in order. */
  headers: z.array(z.string()),
  /** The field each column goes to (null: not imported), in column order. */
  mapping: z.array(z.string().nullable()),
  rows: z.number().int(),
  counts: importCountsSchema,
  progress: importProgressSchema,
  kept: keptRecordsSchema,
  /** Whether the job stopped without finishing (resume or roll back). */
  interrupted: z.boolean(),
  /** Until when it can be undone (done imports only). */
  undoUntil: z.string().optional(),
  message: z.string().optional(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** A field a column can go to, as the mapping screen offers it. */
export const importFieldSchema = z.object({ name: z.string(), label: z.string(), required: z.boolean() });
export type ImportField = z.infer<typeof importFieldSchema>;
