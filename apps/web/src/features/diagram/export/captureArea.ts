import type { TableDisplay } from '@relata/core';
import { FIT_PADDING } from '../model/constants';
import type { Diagram } from '../model/diagramCache';
import { diagramBounds, type Rect } from '../model/geometry';

/** What a diagram with nothing to measure is captured as. */
const EMPTY_AREA: Rect = { x: 0, y: 0, width: 800, height: 600 };

/**
 * The canvas area a PNG or JPG captures: the whole diagram (areas included, tables as the
 * visualization settings show them) with the fit padding around, in whole canvas pixels.
 */
export function captureArea(diagram: Diagram | undefined, display: TableDisplay): Rect {
  const bounds = diagramBounds(diagram, display) ?? EMPTY_AREA;
  return {
    x: bounds.x - FIT_PADDING,
    y: bounds.y - FIT_PADDING,
    width: Math.ceil(bounds.width + 2 * FIT_PADDING),
    height: Math.ceil(bounds.height + 2 * FIT_PADDING),
  };
}
