import { LOW_DETAIL_ZOOM } from './constants';

/** How much of a table is drawn: the whole table, or a box with its name (level of detail). */
export type Detail = 'full' | 'box';

/** The level of detail for a zoom: boxes below LOW_DETAIL_ZOOM, so large diagrams stay fluid. */
export function detailForZoom(zoom: number): Detail {
  return zoom < LOW_DETAIL_ZOOM ? 'box' : 'full';
}
