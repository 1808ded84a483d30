import { DialogTitle } from '@headlessui/react';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { Button } from '../../../components/ui/button';
import type { FileListItem } from '../api/file-record';

/** An image shown large; Escape, the backdrop and Sluiten close it. */
export function ImagePreviewDialog({ image, onClose }: { image: FileListItem | null; onClose: () => void }) {
  return (
    <DialogShell open={image !== null} onClose={onClose} width="4xl" padding="tight" dim="strong">
      {image && (
        <>
          <div className="mb-3 flex items-center justify-between gap-4">
            <DialogTitle className="text-base font-semibold break-all text-gray-900">
              {image.name}
            </DialogTitle>
            <Button variant="ghost" onClick={onClose} data-autofocus>
              Sluiten
            </Button>
          </div>
          <img src={image.url} alt={image.name} className="max-h-[75vh] w-full object-contain" />
        </>
      )}
    </DialogShell>
  );
}
