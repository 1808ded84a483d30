import type { FileListItem, FileOwner } from '../api/file-record';
import { FileActions } from './file-actions';
import { FileMeta } from './file-meta';

type DocumentListProps = {
  owner: FileOwner;
  documents: readonly FileListItem[];
  canUpdate: boolean;
  onEdit: (file: FileListItem) => void;
};

/** The documents of a record, newest first. */
export function DocumentList({ owner, documents, canUpdate, onEdit }: DocumentListProps) {
  if (documents.length === 0) return <p className="text-sm text-gray-600">Nog geen documenten</p>;
  return (
    <ul className="divide-y divide-gray-100" aria-label="Documenten">
      {documents.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium break-all text-gray-900">{file.name}</p>
            <FileMeta file={file} />
          </div>
          <FileActions owner={owner} file={file} canUpdate={canUpdate} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}
