import * as z from 'zod';
import { defineCatalogue, inputShape } from '../catalogue/field.ts';
import { ownerKinds, type OwnerKind } from '../records/schema.ts';
import { requiredText } from '../validation/fields.ts';
import { optionalDate } from '../validation/optional.ts';

/**
 * Files attached to records: what may be uploaded, and how staff (and later outsiders through a
 * link) describe an upload. Browser-safe: the SPA checks size and type with the same rules before
 * a byte is sent, and the API checks them again (decision 021).
 */
export const fileKinds = ['document', 'image'] as const;
export type FileKind = (typeof fileKinds)[number];

/** The records a file can be attached to: every owner kind (requests and onboarding join there). */
export const fileOwnerKinds = ownerKinds;
export type FileOwnerKind = OwnerKind;

/** Days before a document's Geldig tot that it counts as expiring and its owner is told (PRODUCT.md "File"). */
export const DOCUMENT_WARNING_DAYS = 30;

export const fileCategories = ['kvk-uittreksel', 'polis', 'certificaat', 'contract', 'overig'] as const;
export type FileCategory = (typeof fileCategories)[number];

export const fileCategoryLabels: Record<FileCategory, string> = {
  'kvk-uittreksel': 'KvK-uittreksel',
  polis: 'Polis',
  certificaat: 'Certificaat',
  contract: 'Contract',
  overig: 'Overig',
};

const MB = 1024 * 1024;

/** The largest file of each kind, in bytes. */
export const maxFileSize: Record<FileKind, number> = { document: 20 * MB, image: 10 * MB };

/** The types each kind accepts, with the extensions a browser may leave the type empty for. */
export const fileTypes: Record<FileKind, Record<string, readonly string[]>> = {
  document: {
    'application/pdf': ['pdf'],
    'application/msword': ['doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
    'application/vnd.ms-excel': ['xls'],
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
    'text/plain': ['txt'],
    'text/csv': ['csv'],
  },
  image: {
    'image/jpeg': ['jpg', 'jpeg'],
    'image/png': ['png'],
    'image/webp': ['webp'],
  },
};

export const fileMessages = {
  size: 'Ongeldige bestandsgrootte',
  type: {
    document: 'Dit bestandstype is niet toegestaan. Toegestaan zijn PDF, Word, Excel, tekst en CSV.',
    image: 'Dit bestandstype is niet toegestaan. Toegestaan zijn JPEG, PNG en WebP.',
  } satisfies Record<FileKind, string>,
  /** The stored object is not what was announced (size, type or leading bytes). */
  content: 'Dit bestand is niet wat het lijkt te zijn en is niet opgeslagen.',
  missing: 'Het bestand is niet (volledig) geüpload. Probeer het opnieuw.',
  /** A second completion of the same upload while the first is still checking it. */
  busy: 'Dit bestand wordt al verwerkt. Een ogenblik geduld.',
  /** A name with a lone half of a surrogate pair (not well-formed Unicode). */
  malformedName: 'Deze bestandsnaam bevat een ongeldig teken. Geef het bestand een andere naam.',
} as const;

/** The type of a file by its name's extension, for a browser that reports none ('' otherwise). */
export function typeFromName(kind: FileKind, name: string): string {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  const match = Object.entries(fileTypes[kind]).find(([, extensions]) => extensions.includes(extension));
  return match?.[0] ?? '';
}

/** What is wrong with a file of this kind, size and type, or null: the same rule in browser and API. */
export function fileProblem(
  kind: FileKind,
  file: { size: number; contentType: string },
): { field: 'size' | 'contentType'; message: string } | null {
  if (!(file.contentType in fileTypes[kind]))
    return { field: 'contentType', message: fileMessages.type[kind] };
  if (!Number.isInteger(file.size) || file.size < 1 || file.size > maxFileSize[kind]) {
    return { field: 'size', message: fileMessages.size };
  }
  return null;
}

/**
 * A file name as shown and downloaded: the original name, without control characters, and
 * well-formed Unicode (a lone half of a surrogate pair cannot be encoded in a URL or a header).
 */
const fileName = requiredText('Vul een bestandsnaam in.', 255)
  .refine(
    // eslint-disable-next-line no-control-regex
    (name) => !/[\u0000-\u001f\u007f/\\]/.test(name),
    'Een bestandsnaam mag geen schuine strepen of stuurtekens bevatten.',
  )
  .refine((name) => !/\p{Cs}/u.test(name), fileMessages.malformedName);

export const fileOwnerSchema = z.object(
  {
    kind: z.enum(fileOwnerKinds, { error: 'Kies een lead, klant, leverancier of contract.' }),
    id: z.string({ error: 'Kies een record.' }).trim().min(1, 'Kies een record.').max(40),
  },
  { error: 'Kies een lead, klant of leverancier.' },
);
export type FileOwner = z.infer<typeof fileOwnerSchema>;

const category = z.enum(fileCategories, { error: 'Kies een categorie.' });

/** Every field of a file (see catalogue/field.ts): the change log labels its history with it. */
export const fileCatalogue = defineCatalogue({
  name: { label: 'Naam', type: 'text', required: true, input: fileName },
  category: { label: 'Categorie', type: 'enum', options: fileCategoryLabels, input: category },
  validUntil: { label: 'Geldig tot', type: 'date', input: optionalDate() },
  kind: { label: 'Soort', type: 'enum', options: { document: 'Document', image: 'Afbeelding' } },
  size: { label: 'Grootte', type: 'integer' },
  contentType: { label: 'Type', type: 'text' },
  position: { label: 'Volgorde', type: 'text', exported: false },
});

/** `POST /api/files/presign`: the upload the browser is about to make. */
export const presignInputSchema = z
  .object({
    owner: fileOwnerSchema,
    kind: z.enum(fileKinds, { error: 'Kies document of afbeelding.' }),
    name: fileName,
    size: z.number({ error: fileMessages.size }),
    contentType: z.string({ error: 'Onbekend bestandstype.' }).max(200),
    category: category.default('overig'),
    validUntil: optionalDate(),
  })
  .superRefine((input, context) => {
    const problem = fileProblem(input.kind, input);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type PresignInput = z.input<typeof presignInputSchema>;

/** The answer of a presign: where and how the browser posts the file (a presigned POST). */
export const presignAnswerSchema = z.object({
  id: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type PresignAnswer = z.infer<typeof presignAnswerSchema>;

/** `PUT /api/files/{id}`: rename, change category or Geldig tot. */
export const fileUpdateSchema = z.object({
  ...inputShape(fileCatalogue),
  version: z.number({ error: 'Versie ontbreekt.' }).int(),
});
export type FileUpdateInput = z.input<typeof fileUpdateSchema>;

/** `PUT /api/files/{id}/position`: the file now comes right after `afterId` (null: first, the cover). */
export const fileMoveSchema = z.object({
  afterId: z.string().max(40).nullable(),
  version: z.number({ error: 'Versie ontbreekt.' }).int(),
});
export type FileMoveInput = z.infer<typeof fileMoveSchema>;
