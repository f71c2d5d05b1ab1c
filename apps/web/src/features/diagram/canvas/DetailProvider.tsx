import { useStore, type ReactFlowState } from '@xyflow/react';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { boxNameSize, detailForZoom, type Detail } from '../model/lod';

const DetailContext = createContext<Detail>('full');

const detailOf = (s: { transform: [number, number, number] }) => detailForZoom(s.transform[2]);
const nameSizeOf = (s: { transform: [number, number, number] }) => boxNameSize(s.transform[2]);
const domNodeOf = (s: ReactFlowState) => s.domNode;

/**
 * The level of detail of the canvas for its tables and lines. One subscription to the zoom for the
 * whole diagram: a frame of zooming runs one selector here instead of one per table, and tables
 * and lines render again only when the level flips. The zoomed-out names' size follows the zoom
 * in steps (model/lod) as one variable on the canvas, `--box-name-size`: no table renders again.
 */
export function DetailProvider({ children }: { children: ReactNode }) {
  const detail = useStore(detailOf);
  const nameSize = useStore(nameSizeOf);
  // React Flow's element, once it has one: the tables' nodes are inside it.
  const canvas = useStore(domNodeOf);
  useLayoutEffect(() => {
    canvas?.style.setProperty('--box-name-size', `${nameSize}px`);
  }, [canvas, nameSize]);
  return <DetailContext.Provider value={detail}>{children}</DetailContext.Provider>;
}

/** The canvas's level of detail: 'box' when zoomed out (tables as named boxes, straight lines). */
export function useDetail(): Detail {
  return useContext(DetailContext);
}
