import { diagramSvg, type SvgThemeName, type VisualizationSettings } from '@relata/core';
import type { Diagram } from '../model/diagramCache';

/** How the diagram is drawn in an SVG (or the PDF made of it). */
export interface SvgExportOptions {
  /** The visualization settings the canvas draws with (the editor store's `visual`). */
  visual: VisualizationSettings;
  /** The app's colour scheme: the dark drawing under a dark theme. */
  theme: SvgThemeName;
  /** No background (PNG and SVG only). */
  transparent: boolean;
  /** Checked `@font-face` rules to embed (embeddedFont.ts); the canvas's fonts are named without. */
  fontFaceCss?: string | undefined;
  /** Room around the drawing in canvas pixels (core's default when not given). */
  margin?: number;
}

/**
 * The whole diagram as a standalone SVG document (issue 41, item 4), drawn by core as the canvas
 * draws it at zoom 1: every item, whatever part is in view, with the canvas's visualization settings.
 */
export function diagramSvgText(diagram: Diagram, options: SvgExportOptions): string {
  const { visual } = options;
  return diagramSvg(diagram, {
    display: visual.tableDisplay,
    notation: visual.notation,
    lineStyle: visual.lineStyle,
    showTypes: visual.showTypes,
    showNullability: visual.showNullability,
    theme: options.theme,
    transparent: options.transparent,
    ...(options.fontFaceCss ? { fontFaceCss: options.fontFaceCss } : {}),
    ...(options.margin === undefined ? {} : { margin: options.margin }),
  });
}
