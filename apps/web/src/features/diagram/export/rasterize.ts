import type { Rect } from '../model/geometry';

/** The canvas box an SVG document draws: its viewBox, or its width and height from the origin. */
export function svgViewBox(svg: string): Rect {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const numbers =
    /\bviewBox="([^"]*)"/
      .exec(root)?.[1]
      ?.trim()
      .split(/[\s,]+/)
      .map(Number) ?? [];
  const [x = 0, y = 0, width = NaN, height = NaN] = numbers;
  if ([x, y, width, height].every(Number.isFinite)) return { x, y, width, height };
  const size = (name: string) => Number(new RegExp(`\\b${name}="([^"]*)"`).exec(root)?.[1]);
  return { x: 0, y: 0, width: size('width') || 0, height: size('height') || 0 };
}

/** How a drawing becomes a picture. */
export interface RasterOptions {
  /** The canvas area the picture shows (captureArea), whatever the drawing's own bounds. */
  area: Rect;
  /** Picture pixels per canvas pixel. */
  pixelRatio: number;
  format: 'png' | 'jpg';
  /** Painted first; none leaves a PNG transparent (a JPG is painted white then). */
  background?: string | undefined;
}

/**
 * An SVG document painted into a PNG or JPG of `area` at `pixelRatio` (issue 41, item 4): the
 * browser draws the document as an image (its embedded fonts are `data:` URLs, which an image may
 * load), placed by its viewBox so the picture shows the area's canvas pixels. Used where copying
 * the page's elements into a picture would take minutes (a diagram of hundreds of tables).
 */
export async function svgToImage(svg: string, options: RasterOptions): Promise<Blob> {
  const { area, pixelRatio, format } = options;
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(area.width * pixelRatio));
    canvas.height = Math.max(1, Math.round(area.height * pixelRatio));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas.');
    const background = options.background ?? (format === 'jpg' ? '#ffffff' : undefined);
    if (background) {
      context.fillStyle = background;
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    const box = svgViewBox(svg);
    context.drawImage(
      image,
      (box.x - area.x) * pixelRatio,
      (box.y - area.y) * pixelRatio,
      box.width * pixelRatio,
      box.height * pixelRatio,
    );
    const type = format === 'png' ? 'image/png' : 'image/jpeg';
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))),
        type,
        1,
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
