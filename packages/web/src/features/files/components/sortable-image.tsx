import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DragHandle } from '../../../components/sortable/drag-handle';
import { Badge } from '../../../components/ui/badge';
import type { FileListItem, FileOwner } from '../api/file-record';
import { FileActions } from './file-actions';
import { FileMeta } from './file-meta';

type SortableImageProps = {
  owner: FileOwner;
  image: FileListItem;
  isCover: boolean;
  canUpdate: boolean;
  onOpen: (image: FileListItem) => void;
  onEdit: (file: FileListItem) => void;
};

/** One image: its thumbnail (opens larger), the grip to move it, its details and actions. */
export function SortableImage({ owner, image, isCover, canUpdate, onOpen, onEdit }: SortableImageProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: image.id, disabled: !canUpdate });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-lg bg-white p-3 ring-1 ring-gray-200 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
      data-image-id={image.id}
    >
      <div className="relative">
        <button
          type="button"
          onClick={() => onOpen(image)}
          className="block w-full overflow-hidden rounded-md bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          <img src={image.url} alt={image.name} className="h-40 w-full object-contain" loading="lazy" />
          <span className="sr-only">Groter bekijken</span>
        </button>
        {isCover && (
          <span className="absolute top-2 left-2">
            <Badge color="blue">Omslag</Badge>
          </span>
        )}
        {canUpdate && (
          <DragHandle
            name={image.name}
            setActivatorNodeRef={setActivatorNodeRef}
            attributes={attributes}
            listeners={listeners}
            className="absolute top-2 right-2 bg-white/90 px-2 py-1 ring-1 ring-gray-300"
          />
        )}
      </div>
      <p className="mt-2 font-medium break-all text-gray-900">{image.name}</p>
      <FileMeta file={image} />
      <div className="mt-2">
        <FileActions owner={owner} file={image} canUpdate={canUpdate} onEdit={onEdit} />
      </div>
    </li>
  );
}
