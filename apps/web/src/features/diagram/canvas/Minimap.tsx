import { MiniMap } from '@xyflow/react';
import classes from './diagram.module.css';

/** The minimap (issue 21): the whole diagram small, the view as a window in it; drag or wheel it to move. */
export function Minimap() {
  return (
    <MiniMap
      className={classes.minimap}
      position="bottom-right"
      // Above the AI prompt box and clear of the assistant's button.
      style={{ marginBottom: 124 }}
      pannable
      zoomable
      ariaLabel="Minimap"
    />
  );
}
