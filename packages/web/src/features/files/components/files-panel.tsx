import { maxFileSize, type FileKind } from '@crm/core/files/schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatFileSize } from '../../../lib/format-file-size';
import type { FileListItem, FileOwner } from '../api/file-record';
import { useFiles } from '../api/get-files';
import { DocumentList } from './document-list';
import { DropZone } from './drop-zone';
import { FileEditDialog } from './file-edit-dialog';
import { FilePicker } from './file-picker';
import { ImageGrid } from './image-grid';
import { QueryState } from './query-state';
import { UploadList } from './upload-list';
import { useUploads, type Uploads } from './use-uploads';

type FilesPanelProps = {
  owner: FileOwner;
  /** May add, change, reorder and remove files (the owner's update permission). */
  canUpdate: boolean;
};

/**
 * The Bestanden tab of a record: Documenten and Afbeeldingen. Files dropped anywhere on it, or
 * chosen in a section, go on the list of Nieuwe bestanden, each checked before a byte is sent.
 */
export function FilesPanel({ owner, canUpdate }: FilesPanelProps) {
  const files = useFiles(owner);
  const uploads = useUploads(owner);
  const [editing, setEditing] = useState<FileListItem | null>(null);
  const documents = files.data?.filter((file) => file.kind === 'document') ?? [];
  const images = files.data?.filter((file) => file.kind === 'image') ?? [];

  return (
    <DropZone enabled={canUpdate} onDrop={(dropped) => uploads.add(dropped, null)}>
      {(isOver) => (
        <div className="space-y-6">
          {canUpdate && (
            <p
              className={`rounded-lg border-2 border-dashed p-4 text-center text-sm ${isOver ? 'border-primary-500 bg-primary-50 text-gray-900' : 'border-gray-300 text-gray-600'}`}
            >
              Sleep bestanden en afbeeldingen hierheen om ze toe te voegen, of kies ze hieronder.
            </p>
          )}
          <UploadList uploads={uploads} />
          <FileSection
            title="Documenten"
            description={`Tot ${formatFileSize(maxFileSize.document)} per document.`}
            kind="document"
            files={files}
            uploads={uploads}
            canUpdate={canUpdate}
          >
            <DocumentList owner={owner} documents={documents} canUpdate={canUpdate} onEdit={setEditing} />
          </FileSection>
          <FileSection
            title="Afbeeldingen"
            description={`Tot ${formatFileSize(maxFileSize.image)} per afbeelding; samen gekozen afbeeldingen komen in de gekozen volgorde. De eerste afbeelding is de omslag.`}
            kind="image"
            files={files}
            uploads={uploads}
            canUpdate={canUpdate}
          >
            <ImageGrid owner={owner} images={images} canUpdate={canUpdate} onEdit={setEditing} />
          </FileSection>
          <FileEditDialog owner={owner} file={editing} onClose={() => setEditing(null)} />
        </div>
      )}
    </DropZone>
  );
}

type FileSectionProps = {
  title: string;
  description?: string;
  kind: FileKind;
  files: UseQueryResult<unknown>;
  uploads: Uploads;
  canUpdate: boolean;
  children: ReactNode;
};

/** Documenten or Afbeeldingen: its picker (for those who may add) and its list. */
function FileSection({ title, description, kind, files, uploads, canUpdate, children }: FileSectionProps) {
  return (
    <Card title={title} description={description}>
      {canUpdate && (
        <div className="mb-4">
          <FilePicker kind={kind} onPick={(picked) => uploads.add(picked, kind)} />
        </div>
      )}
      <QueryState query={files}>{children}</QueryState>
    </Card>
  );
}
