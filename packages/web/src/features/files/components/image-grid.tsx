import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';
import type { FileListItem, FileOwner } from '../api/file-record';
import { useMoveImage } from '../api/move-file';
import { moveImage } from '../lib/image-order';
import { imageSortAnnouncements, imageSortInstructions } from '../lib/sort-announcements';
import { ImagePreviewDialog } from './image-preview-dialog';
import { SortableImage } from './sortable-image';

type ImageGridProps = {
  owner: FileOwner;
  images: readonly FileListItem[];
  canUpdate: boolean;
  onEdit: (file: FileListItem) => void;
};

/**
 * The images of a record in their order, the first being the cover. Those who may change the
 * record reorder them by dragging the grip, or from the keyboard: Space or Enter on the grip picks
 * an image up, the arrow keys move it, Space or Enter puts it down, Escape cancels.
 */
export function ImageGrid({ owner, images, canUpdate, onEdit }: ImageGridProps) {
  const move = useMoveImage(owner);
  const [preview, setPreview] = useState<FileListItem | null>(null);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const change = over ? moveImage(images, String(active.id), String(over.id)) : null;
    if (change) move.mutate(change);
  };

  if (images.length === 0) return <p className="text-sm text-gray-600">Nog geen afbeeldingen</p>;
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: imageSortAnnouncements(images),
          screenReaderInstructions: imageSortInstructions,
        }}
      >
        <SortableContext items={images.map((image) => image.id)} strategy={rectSortingStrategy}>
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
        </SortableContext>
      </DndContext>
      <ImagePreviewDialog image={preview} onClose={() => setPreview(null)} />
    </>
  );
}
