import { toJpeg, toPng } from 'html-to-image';
import { useCallback } from 'react';
import { themeScheme } from '../../../lib/theme/themes';
import { useTheme } from '../../../lib/theme/useTheme';
import { toast } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import { captureArea } from '../export/captureArea';
import { downloadBlob } from '../export/download';
import { embeddedFontCss } from '../export/embeddedFont';
import {
  CANVAS_LIMIT_PX,
  ELEMENT_CAPTURE_MAX_TABLES,
  FIT_PADDING,
  SCREENSHOT_WAIT_MS,
} from '../model/constants';
import { imageScaleFit, type ImageScale, type ScreenshotFormat } from '../model/exportName';

/** Message when a capture fails (spec 2 §8). */
export const SCREENSHOT_FAILED = 'Failed to take screenshot. Please try again.';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Captures the whole diagram at zoom 1 (every item rendered in full, handles and add rows hidden),
 * whatever part is in view, at a scale of the spec's pixel ratio (1x: 2) cut to keep the image
 * within the 16384 px canvas limit, and downloads it. Beyond ELEMENT_CAPTURE_MAX_TABLES tables,
 * copying the page's elements into a picture takes minutes, so the picture is painted from the
 * SVG export's drawing of the same area instead (in the theme's light or dark colours).
 */
export function useScreenshot() {
  const { context } = useDispatcher();
  return useCallback(
    async (
      format: ScreenshotFormat,
      filename: string,
      transparent: boolean,
      scale: ImageScale = 1,
    ) => {
      const { store, ops } = context();
      const diagram = ops.current();
      if (diagram && diagram.tables.length > ELEMENT_CAPTURE_MAX_TABLES) {
        try {
          const visual = store.getState().visual;
          const area = captureArea(diagram, visual.tableDisplay);
          // Core's drawing code and the painter load for large diagrams only.
          const [{ diagramSvgText }, { svgToImage }] = await Promise.all([
            import('../export/svgExport'),
            import('../export/rasterize'),
          ]);
          const svg = diagramSvgText(diagram, {
            visual,
            theme: themeScheme(useTheme.getState().theme),
            transparent: format === 'png' && transparent,
            fontFaceCss: await embeddedFontCss(),
            margin: FIT_PADDING,
          });
          const { pixelRatio } = imageScaleFit(area.width, area.height, scale, CANVAS_LIMIT_PX);
          downloadBlob(await svgToImage(svg, { area, pixelRatio, format }), filename);
        } catch (error) {
          console.warn(error);
          toast.show({ title: 'Error', type: 'error', message: SCREENSHOT_FAILED });
        }
        return;
      }
      store.getState().set({ screenshotting: true });
      try {
        await wait(SCREENSHOT_WAIT_MS);
        await new Promise(requestAnimationFrame);
        const viewportEl = document.querySelector<HTMLElement>(
          '[data-testid="diagram-canvas"] .react-flow__viewport',
        );
        if (!viewportEl) throw new Error('Viewport component not initialized.');
        // Everything drawn, areas included, tables as the visualization settings show them.
        const area = captureArea(ops.current(), store.getState().visual.tableDisplay);
        const { width, height } = area;
        const background =
          getComputedStyle(document.body).getPropertyValue('--relata-bg').trim() || '#ffffff';
        const options = {
          width,
          height,
          pixelRatio: imageScaleFit(width, height, scale, CANVAS_LIMIT_PX).pixelRatio,
          style: {
            width: `${width}px`,
            height: `${height}px`,
            transform: `translate(${-area.x}px, ${-area.y}px) scale(1)`,
          },
          skipFonts: true,
          ...(format === 'png' && transparent ? {} : { backgroundColor: background }),
        };
        const url =
          format === 'png'
            ? await toPng(viewportEl, options)
            : await toJpeg(viewportEl, { ...options, quality: 1 });
        const link = document.createElement('a');
        link.href = url;
        link.download = filename;
        link.click();
      } catch (error) {
        console.warn(error);
        toast.show({ title: 'Error', type: 'error', message: SCREENSHOT_FAILED });
      } finally {
        store.getState().set({ screenshotting: false });
      }
    },
    [context],
  );
}
