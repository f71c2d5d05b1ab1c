import { useStore } from '@xyflow/react';
import { createContext, useContext, type ReactNode } from 'react';
import { detailForZoom, type Detail } from '../model/lod';

const DetailContext = createContext<Detail>('full');

const detailOf = (s: { transform: [number, number, number] }) => detailForZoom(s.transform[2]);

/**
 * The level of detail of the canvas for its tables and lines. One subscription to the zoom for the
 * whole diagram: a frame of zooming runs one selector here instead of one per table, and tables
 * and lines render again only when the level flips.
 */
export function DetailProvider({ children }: { children: ReactNode }) {
  const detail = useStore(detailOf);
  return <DetailContext.Provider value={detail}>{children}</DetailContext.Provider>;
}

/** The canvas's level of detail: 'box' when zoomed out (tables as named boxes, straight lines). */
export function useDetail(): Detail {
  return useContext(DetailContext);
}
