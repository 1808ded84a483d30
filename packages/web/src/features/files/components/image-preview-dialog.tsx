import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from '../../../components/ui/button';
import type { FileListItem } from '../api/file-record';

/** An image shown large; Escape, the backdrop and Sluiten close it. */
export function ImagePreviewDialog({ image, onClose }: { image: FileListItem | null; onClose: () => void }) {
  return (
    <Dialog open={image !== null} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-gray-900/60" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel className="w-full max-w-4xl rounded-lg bg-white p-4 shadow-xl">
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
