import { useEffect, type RefObject } from 'react';
import { zoomAt } from '../model/viewport';
import { useWireEditorApi } from '../store/editorStore';

/** Zoom per unit of wheel delta (the diagram's rate). */
const ZOOM_RATE = 0.001;

/**
 * The wheel zooms around the pointer; with Shift it pans sideways. A non-passive listener, so the
 * page itself does not scroll or zoom.
 */
export function useWheelZoom(ref: RefObject<HTMLDivElement | null>): void {
  const store = useWireEditorApi();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const { viewport, set } = store.getState();
      if (e.shiftKey) {
        set({ viewport: { ...viewport, x: viewport.x - (e.deltaY || e.deltaX) } });
        return;
      }
      const box = el.getBoundingClientRect();
      const factor = Math.exp(-e.deltaY * ZOOM_RATE);
      set({
        viewport: zoomAt(viewport, factor, { x: e.clientX - box.left, y: e.clientY - box.top }),
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [ref, store]);
}
