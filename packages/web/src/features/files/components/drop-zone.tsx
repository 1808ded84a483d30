import { useRef, useState, type DragEvent, type ReactNode } from 'react';

type DropZoneProps = {
  onDrop: (files: File[]) => void;
  /** Off for those who may not add files: a drop then does nothing at all. */
  enabled: boolean;
  children: (isOver: boolean) => ReactNode;
};

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * An area that takes files dragged onto it from the computer. Entering and leaving its children
 * fires enter and leave events in pairs, hence the counter rather than a flag.
 */
export function DropZone({ onDrop, enabled, children }: DropZoneProps) {
  const [isOver, setIsOver] = useState(false);
  const depth = useRef(0);
  if (!enabled) return <div>{children(false)}</div>;
  return (
    <div
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setIsOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        // Without this the browser opens the file instead of dropping it here.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setIsOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setIsOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onDrop(files);
      }}
    >
      {children(isOver)}
    </div>
  );
}
