import { MIN_AREA_SIZE } from '@relata/core';
import { useReactFlow } from '@xyflow/react';
import { useEffect, useState, type PointerEvent } from 'react';
import { showApiError } from '../../../lib/toast/toast';
import { addAreaAt } from '../actions/areaActions';
import { useDispatcher } from '../actions/dispatch';
import { useEditorApi } from '../store/editorStore';
import classes from './diagram.module.css';

type Point = { x: number; y: number };

/** The rectangle between two screen points, as left, top, width and height. */
const rectOf = (a: Point, b: Point) => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
});

/**
 * The Draw area tool's layer (loaded when the tool is first chosen): a rectangle dragged over the
 * canvas becomes an area, at least MIN_AREA_SIZE each way; then the Move tool is back. Escape
 * leaves the tool.
 */
export function AreaDrawLayer() {
  const flow = useReactFlow();
  const store = useEditorApi();
  const { context, record } = useDispatcher();
  const [drag, setDrag] = useState<{ from: Point; to: Point; origin: Point } | undefined>();
  useEffect(() => {
    const handleKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') store.getState().set({ tool: 'move' });
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [store]);
  const handleDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const box = e.currentTarget.getBoundingClientRect();
    const p = { x: e.clientX, y: e.clientY };
    setDrag({ from: p, to: p, origin: { x: box.left, y: box.top } });
  };
  const handleMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, to: { x: e.clientX, y: e.clientY } });
  };
  const handleUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    setDrag(undefined);
    const a = flow.screenToFlowPosition(drag.from);
    const b = flow.screenToFlowPosition({ x: e.clientX, y: e.clientY });
    const box = rectOf(a, b);
    if (box.width < MIN_AREA_SIZE || box.height < MIN_AREA_SIZE) return;
    store.getState().set({ tool: 'move' });
    record(() => addAreaAt(context(), box)).catch(showApiError);
  };
  const shown = drag && rectOf(drag.from, drag.to);
  return (
    <div
      className={classes.areaDrawLayer}
      data-testid="area-draw-layer"
      onPointerDown={handleDown}
      onPointerMove={handleMove}
      onPointerUp={handleUp}
    >
      {drag && shown && (
        <div
          className={classes.areaDrawRect}
          style={{
            left: shown.x - drag.origin.x,
            top: shown.y - drag.origin.y,
            width: shown.width,
            height: shown.height,
          }}
        />
      )}
    </div>
  );
}
