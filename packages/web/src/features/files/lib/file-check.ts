import { fileProblem, fileTypes, typeFromName, type FileKind } from '@crm/core/files/schema';

/** What the browser knows of a chosen or dropped file. */
export type PickedFile = { name: string; size: number; type: string };

/**
 * The type announced for a file: the browser's, or (when it reports none, as it does for many
 * Office and CSV files) the one its extension stands for.
 */
export function contentTypeOf(kind: FileKind, file: PickedFile): string {
  return file.type || typeFromName(kind, file.name);
}

/**
 * Where a dropped file belongs: an image type to the images, anything else to the documents (whose
 * check then names the types allowed). The types of the two kinds do not overlap.
 */
export function kindOf(file: PickedFile): FileKind {
  return contentTypeOf('image', file) in fileTypes.image ? 'image' : 'document';
}

/** The Dutch message for a file that may not be uploaded as this kind, or null: before any byte is sent. */
export function checkFile(kind: FileKind, file: PickedFile): string | null {
  return fileProblem(kind, { size: file.size, contentType: contentTypeOf(kind, file) })?.message ?? null;
}

/** The `accept` of a file input for a kind: its types and their extensions. */
export function acceptOf(kind: FileKind): string {
  return Object.entries(fileTypes[kind])
    .flatMap(([type, extensions]) => [type, ...extensions.map((extension) => `.${extension}`)])
    .join(',');
}
