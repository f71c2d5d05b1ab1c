import { CANVAS_LIMIT_PX } from '../model/constants';

/** PDF points per CSS pixel (72 / 96): the page is the drawing's size at 100 %. */
export const POINTS_PER_PX = 0.75;
/** The largest page side PDF readers accept (PDF 1.7, Annex C: 14,400 units, 200 inches). */
export const MAX_PAGE_PT = 14400;

/** A page of a drawing's width and height in points, shrunk as a whole to fit the readers' limit. */
export function pdfPageSize(widthPx: number, heightPx: number): { width: number; height: number } {
  const width = Math.max(1, widthPx) * POINTS_PER_PX;
  const height = Math.max(1, heightPx) * POINTS_PER_PX;
  const shrink = Math.min(1, MAX_PAGE_PT / Math.max(width, height));
  return { width: width * shrink, height: height * shrink };
}

/** The root element of an SVG document, or an error when the text is not one. */
function parseSvg(svg: string): Element {
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  if (root.nodeName !== 'svg') throw new Error('The diagram could not be drawn as SVG.');
  return root;
}

/** The characters beyond Latin-1 that Windows-1252, the standard PDF fonts' encoding, holds. */
const WINDOWS_1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Whether the PDF's Helvetica can set every character of a text (Windows-1252, less controls). */
export function helveticaSets(text: string): boolean {
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    if (code > 0xff ? !WINDOWS_1252_EXTRA.includes(c) : code >= 0x80 && code < 0xa0) return false;
  }
  return true;
}

/** The resolution of a page painted as a picture: 2 pixels a canvas pixel, within the canvas limit. */
const PAINTED_RATIO = 2;

/**
 * An SVG document drawn on one PDF page of its size (issue 41, item 4). jsPDF and svg2pdf.js are
 * loaded here, on demand, so they stay out of the visualizer's first load. Text is set in the
 * PDF's Helvetica, whose metrics are Arial's (and Arimo's): jsPDF embeds TrueType fonts only, and
 * Arimo ships as WOFF2. A drawing with text Helvetica cannot set (Cyrillic, Greek, CJK names) is
 * painted on the page as a picture instead (the browser draws every script), so no name is garbled.
 */
export async function svgToPdf(svg: string): Promise<Blob> {
  const [{ jsPDF }, { svg2pdf }] = await Promise.all([import('jspdf'), import('svg2pdf.js')]);
  const element = parseSvg(svg);
  const drawn = {
    width: Number(element.getAttribute('width')),
    height: Number(element.getAttribute('height')),
  };
  const { width, height } = pdfPageSize(drawn.width, drawn.height);
  const pdf = new jsPDF({
    orientation: width > height ? 'landscape' : 'portrait',
    unit: 'pt',
    format: [width, height],
    compress: true,
  });
  if (helveticaSets(element.textContent ?? '')) {
    await svg2pdf(element, pdf, { x: 0, y: 0, width, height });
  } else {
    const { svgToImage, svgViewBox } = await import('./rasterize');
    const area = svgViewBox(svg);
    const pixelRatio = Math.min(
      PAINTED_RATIO,
      CANVAS_LIMIT_PX / Math.max(area.width, area.height, 1),
    );
    const png = await svgToImage(svg, { area, pixelRatio, format: 'png' });
    pdf.addImage(new Uint8Array(await png.arrayBuffer()), 'PNG', 0, 0, width, height);
  }
  return pdf.output('blob');
}
