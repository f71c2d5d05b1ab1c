import { toPng } from 'html-to-image';
import type { Wire } from '../model/types';

/** Keeps the exported image within what browsers can draw (pixel ratio 2 up to this size). */
const MAX_EXPORT_SIDE = 8192;

/**
 * Downloads a surface with its components as a PNG: the surface's element is drawn at zoom 1
 * from its own top-left corner, without selection outlines, handles or its name label.
 */
export async function toPngFile(
  canvas: HTMLElement | null,
  surface: Wire | undefined,
): Promise<void> {
  const node = canvas?.querySelector<HTMLElement>(`[data-wire-id="${surface?.id ?? ''}"]`);
  if (!node || !surface) return;
  const pixelRatio = Math.min(2, MAX_EXPORT_SIDE / Math.max(surface.width, surface.height));
  const url = await toPng(node, {
    width: surface.width,
    height: surface.height,
    pixelRatio,
    style: { left: '0', top: '0', transform: 'none', outline: 'none' },
    filter: (n) => !(n instanceof HTMLElement && n.dataset.exportIgnore === 'true'),
  });
  const link = document.createElement('a');
  link.href = url;
  link.download = `${surface.name.replace(/[^\w.-]+/g, '-') || 'wireframe'}.png`;
  link.click();
}
