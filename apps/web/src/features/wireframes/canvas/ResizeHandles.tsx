import { RESIZE_HANDLES } from '../model/geometry';
import type { Wire } from '../model/types';
import { useResizeGesture } from './useResizeGesture';
import classes from './canvas.module.css';

/** Props of ResizeHandles. */
export interface ResizeHandlesProps {
  wire: Wire;
}

/** The eight handles of the selected component; dragging one resizes it (minimum 20 x 20). */
export function ResizeHandles({ wire }: ResizeHandlesProps) {
  const startResize = useResizeGesture(wire);
  return (
    <>
      {RESIZE_HANDLES.map((h) => (
        <div
          key={h}
          className={classes.handle}
          data-handle={h}
          data-testid={`resize-${h}`}
          data-export-ignore="true"
          onPointerDown={(e) => startResize(e, h)}
        />
      ))}
    </>
  );
}
