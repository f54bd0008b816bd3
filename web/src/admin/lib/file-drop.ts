import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

/**
 * Files dragged from the desktop onto an element: `dragging` while they hover over it, `onFiles`
 * with what was dropped. Drops inside stop here, so a dialog's drop zone does not also reach the
 * screen beneath it.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them to know when the pointer left.
  const depth = useRef(0);
  const props = {
    onDragEnter: (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.stopPropagation();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.stopPropagation();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.stopPropagation();
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.stopPropagation();
      depth.current = 0;
      setDragging(false);
      const files = Array.from(e.dataTransfer.files);
      if (files.length > 0) onFiles(files);
    },
  };
  return { dragging, props };
}
