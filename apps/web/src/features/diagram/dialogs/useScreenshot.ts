import { toJpeg, toPng } from 'html-to-image';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import { CANVAS_LIMIT_PX, FIT_PADDING, SCREENSHOT_WAIT_MS } from '../model/constants';
import { capturePixelRatio, type ScreenshotFormat } from '../model/exportName';
import { diagramBounds } from '../model/geometry';

/** Message when a capture fails (spec 2 §8). */
export const SCREENSHOT_FAILED = 'Failed to take screenshot. Please try again.';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Captures the whole diagram at zoom 1 (every item rendered in full, handles and add rows hidden),
 * with a pixel ratio that keeps the image within the 16384 px canvas limit, and downloads it.
 */
export function useScreenshot() {
  const { context } = useDispatcher();
  return useCallback(
    async (format: ScreenshotFormat, filename: string, transparent: boolean) => {
      const { store, ops } = context();
      store.getState().set({ screenshotting: true });
      try {
        await wait(SCREENSHOT_WAIT_MS);
        await new Promise(requestAnimationFrame);
        const viewportEl = document.querySelector<HTMLElement>(
          '[data-testid="diagram-canvas"] .react-flow__viewport',
        );
        if (!viewportEl) throw new Error('Viewport component not initialized.');
        const d = ops.current();
        // Everything drawn, areas included, tables as the visualization settings show them.
        const display = store.getState().visual.tableDisplay;
        const bounds = diagramBounds(d, display) ?? { x: 0, y: 0, width: 800, height: 600 };
        const width = Math.ceil(bounds.width + 2 * FIT_PADDING);
        const height = Math.ceil(bounds.height + 2 * FIT_PADDING);
        const background =
          getComputedStyle(document.body).getPropertyValue('--relata-bg').trim() || '#ffffff';
        const options = {
          width,
          height,
          pixelRatio: capturePixelRatio(width, height, 1, CANVAS_LIMIT_PX),
          style: {
            width: `${width}px`,
            height: `${height}px`,
            transform: `translate(${FIT_PADDING - bounds.x}px, ${FIT_PADDING - bounds.y}px) scale(1)`,
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
