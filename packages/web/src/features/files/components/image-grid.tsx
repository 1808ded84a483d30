import { rectSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import type { DragNoun } from '../../../components/sortable/drag-speech';
import { SortingArea } from '../../../components/sortable/sorting-area';
import type { FileListItem, FileOwner } from '../api/file-record';
import { useMoveImage } from '../api/move-file';
import { ImagePreviewDialog } from './image-preview-dialog';
import { SortableImage } from './sortable-image';

type ImageGridProps = {
  owner: FileOwner;
  images: readonly FileListItem[];
  canUpdate: boolean;
  onEdit: (file: FileListItem) => void;
};

const anImage: DragNoun = { the: 'de afbeelding', it: 'haar' };

/**
 * The images of a record in their order, the first being the cover. Those who may change the
 * record reorder them by dragging the grip, or from the keyboard: Space or Enter on the grip picks
 * an image up, the arrow keys move it, Space or Enter puts it down, Escape cancels.
 */
export function ImageGrid({ owner, images, canUpdate, onEdit }: ImageGridProps) {
  const move = useMoveImage(owner);
  const [preview, setPreview] = useState<FileListItem | null>(null);
  if (images.length === 0) return <p className="text-sm text-gray-600">Nog geen afbeeldingen</p>;
  return (
    <>
      <SortingArea
        items={images}
        nameOf={(image) => image.name}
        noun={anImage}
        strategy={rectSortingStrategy}
        onLand={(change) => move.mutate(change)}
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Afbeeldingen">
          {images.map((image, index) => (
            <SortableImage
              key={image.id}
              owner={owner}
              image={image}
              isCover={index === 0}
              canUpdate={canUpdate}
              onOpen={setPreview}
              onEdit={onEdit}
            />
          ))}
        </ul>
      </SortingArea>
      <ImagePreviewDialog image={preview} onClose={() => setPreview(null)} />
    </>
  );
}
