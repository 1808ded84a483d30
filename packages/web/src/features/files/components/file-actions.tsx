import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DeleteButton } from '../../../components/ui/delete-button';
import { toast } from '../../../components/ui/toast-store';
import type { FileListItem, FileOwner } from '../api/file-record';
import { downloadFile } from '../api/download-file';
import { useDeleteFile } from '../api/delete-file';

type FileActionsProps = {
  owner: FileOwner;
  file: FileListItem;
  canUpdate: boolean;
  onEdit: (file: FileListItem) => void;
};

/** Downloaden for everyone who sees the file; Bewerken and Verwijderen for those who may change the record. */
export function FileActions({ owner, file, canUpdate, onEdit }: FileActionsProps) {
  const remove = useDeleteFile(owner);
  const [isDownloading, setIsDownloading] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="ghost"
        isLoading={isDownloading}
        onClick={() => {
          setIsDownloading(true);
          downloadFile(file.id)
            .catch((error: unknown) =>
              toast.error(error instanceof Error ? error.message : 'Downloaden is mislukt.'),
            )
            .finally(() => setIsDownloading(false));
        }}
      >
        Downloaden<span className="sr-only"> {file.name}</span>
      </Button>
      {canUpdate && (
        <>
          <Button variant="ghost" onClick={() => onEdit(file)}>
            Bewerken<span className="sr-only"> {file.name}</span>
          </Button>
          <DeleteButton
            description={`${file.name} wordt verwijderd.`}
            onDelete={() => remove.mutateAsync(file)}
            isDeleting={remove.isPending}
            onDeleted={() => remove.reset()}
          />
        </>
      )}
    </div>
  );
}
