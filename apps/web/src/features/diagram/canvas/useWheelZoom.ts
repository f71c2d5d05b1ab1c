import { useReactFlow } from '@xyflow/react';
import { useEffect, type RefObject } from 'react';
import { WHEEL_ZOOM_FACTOR } from '../model/constants';
import { scaleAt, wheelScale } from '../model/geometry';

/**
 * Wheel zoom with the spec's factor of 0.001 per delta unit around the pointer (spec 2 §9). The
 * wheel events of one frame become one viewport change: a wheel may fire several times a frame,
 * and every change runs React Flow's selectors of each node and edge and renders the canvas.
 */
export function useWheelZoom(container: RefObject<HTMLDivElement | null>): void {
  const flow = useReactFlow();
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let pending: { scale: number; clientX: number; clientY: number } | undefined;
    let frame = 0;
    // The canvas's place on the page, read again only after it was resized: reading it on every
    // zoom step could force a layout of the whole diagram.
    let box: DOMRect | undefined;
    const forgetBox = () => (box = undefined);
    const resized =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(forgetBox);
    resized?.observe(el);
    window.addEventListener('resize', forgetBox);
    const apply = () => {
      frame = 0;
      if (!pending) return;
      const { scale, clientX, clientY } = pending;
      pending = undefined;
      if (!resized || !box) box = el.getBoundingClientRect();
      const point = { x: clientX - box.left, y: clientY - box.top };
      void flow.setViewport(scaleAt(flow.getViewport(), point, scale));
    };
    const handleWheel = (e: WheelEvent) => {
      if ((e.target as Element).closest('.nowheel')) return;
      e.preventDefault();
      const unit = e.deltaMode === 1 ? 33 : e.deltaMode === 2 ? el.clientHeight : 1;
      pending = {
        scale: (pending?.scale ?? 1) * wheelScale(e.deltaY * unit, WHEEL_ZOOM_FACTOR),
        clientX: e.clientX,
        clientY: e.clientY,
      };
      if (frame === 0) frame = requestAnimationFrame(apply);
    };
    el.addEventListener('wheel', handleWheel, { passive: false });
    return () => {
      el.removeEventListener('wheel', handleWheel);
      window.removeEventListener('resize', forgetBox);
      resized?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [container, flow]);
}
