import { useCallback } from 'react';
import { useTheme } from '../../../lib/theme/useTheme';
import { themeScheme } from '../../../lib/theme/themes';
import { useDispatcher } from '../actions/dispatch';
import { downloadBlob } from '../export/download';
import { embeddedFontCss } from '../export/embeddedFont';
import { svgToPdf } from '../export/pdfExport';
import { diagramSvgText } from '../export/svgExport';
import { isScreenshotFormat, type ExportFormat, type ImageScale } from '../model/exportName';
import { useScreenshot } from './useScreenshot';

/** Message in the dialog when an SVG, PDF or Mermaid file could not be made. */
export const EXPORT_FAILED = 'Failed to export the diagram. Please try again.';

/** A checked request of the Export dialog. */
export interface ExportRequest {
  format: ExportFormat;
  /** With the format's extension (validateDiagramExport). */
  filename: string;
  /** No background: applied to PNG and SVG only. */
  transparent: boolean;
  /** The scale of a PNG or JPG. */
  scale: ImageScale;
}

/**
 * Exports the diagram (issue 41, item 4) from what the editor holds alone, so that a share link's
 * reader can too (no project request): PNG and JPG through the screenshot (which shows its overlay
 * and reports its own failure), SVG drawn by core with Arimo embedded, a one-page PDF of that
 * drawing, and Mermaid text. The SVG, PDF and Mermaid exports reject on failure.
 */
export function useDiagramExport(databaseType: string) {
  const { context } = useDispatcher();
  const screenshot = useScreenshot();
  return useCallback(
    async ({ format, filename, transparent, scale }: ExportRequest): Promise<void> => {
      if (isScreenshotFormat(format)) {
        return screenshot(format, filename, transparent && format === 'png', scale);
      }
      const { store, ops } = context();
      const diagram = ops.current();
      if (!diagram) throw new Error('The diagram has not loaded.');
      if (format === 'mermaid') {
        // Core's documentation code loads with the Mermaid format only.
        const { mermaidText } = await import('../export/mermaidExport');
        const text = mermaidText(diagram, databaseType);
        return downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), filename);
      }
      const drawing = {
        visual: store.getState().visual,
        theme: themeScheme(useTheme.getState().theme),
      };
      if (format === 'svg') {
        const fontFaceCss = await embeddedFontCss();
        const svg = diagramSvgText(diagram, { ...drawing, transparent, fontFaceCss });
        return downloadBlob(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }), filename);
      }
      // jsPDF cannot embed a WOFF2 font: the PDF's text is Helvetica (pdfExport.ts).
      const pdf = await svgToPdf(diagramSvgText(diagram, { ...drawing, transparent: false }));
      downloadBlob(pdf, filename);
    },
    [context, databaseType, screenshot],
  );
}
