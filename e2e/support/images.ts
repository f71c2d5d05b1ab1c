import type { Page } from '@playwright/test';

/** A file for setInputFiles. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PNG of the given size drawn by the browser: a colour gradient with a circle. */
export async function pngFile(page: Page, width: number, height: number): Promise<TestFile> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#4257d6');
      gradient.addColorStop(1, '#ff8787');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ffffff';
      context.beginPath();
      context.arc(w / 2, h / 2, Math.min(w, h) / 4, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return { name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** An SVG file, with or without a size of its own. */
export function svgFile(withSize: boolean): TestFile {
  const size = withSize ? ' viewBox="0 0 100 100"' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"${size}><circle cx="50" cy="50" r="40" fill="#e8590c"/></svg>`;
  return { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) };
}

/** A part of an image, as fractions of its width and height. */
export interface ImagePart {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What `pngPixels` counted: each wanted colour's pixels, the part's size, its corner's colour. */
export interface PixelCounts {
  /** Pixels of each wanted colour, and of the image's top-left pixel's colour (`background`). */
  counts: Record<string, number>;
  /** The image's top-left pixel as `rgb(r, g, b)`: a canvas export's background. */
  background: string;
  /** Pixels in the part counted. */
  total: number;
}

/**
 * Decodes a PNG in the browser and counts, in a part of it (the whole by default), the pixels of
 * each wanted colour (`rgb(r, g, b)`) and of its top-left pixel's colour.
 */
export function pngPixels(
  page: Page,
  png: Buffer,
  colours: readonly string[] = [],
  part: ImagePart = { left: 0, top: 0, right: 1, bottom: 1 },
): Promise<PixelCounts> {
  return page.evaluate(
    async ({ data, wanted, p }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      const background = `rgb(${r}, ${g}, ${b})`;
      const x = Math.floor(p.left * canvas.width);
      const y = Math.floor(p.top * canvas.height);
      const w = Math.max(1, Math.floor((p.right - p.left) * canvas.width));
      const h = Math.max(1, Math.floor((p.bottom - p.top) * canvas.height));
      const pixels = context.getImageData(x, y, w, h).data;
      const counts: Record<string, number> = Object.fromEntries(
        [...wanted, background].map((c) => [c, 0]),
      );
      for (let i = 0; i < pixels.length; i += 4) {
        const key = `rgb(${pixels[i]}, ${pixels[i + 1]}, ${pixels[i + 2]})`;
        if (key in counts) counts[key] = (counts[key] ?? 0) + 1;
      }
      return { counts, background, total: w * h };
    },
    { data: png.toString('base64'), wanted: [...colours], p: part },
  );
}

/** Share of the pixels in a part of a PNG that differ from its background (its corner). */
export async function drawnShare(page: Page, png: Buffer, part: ImagePart): Promise<number> {
  const { counts, background, total } = await pngPixels(page, png, [], part);
  return 1 - (counts[background] ?? 0) / total;
}

/** The JPEG start-of-frame markers, whose segment holds the image's height and width. */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/**
 * A JPEG file's size in pixels, [width, height], as its frame header gives it, or null when the
 * bytes are not a whole JPEG (start and end markers, a frame header). Read here rather than by
 * decoding the picture in the browser: a 2x export is over 100 million pixels, whose decoding
 * took the test past its minute on a slow machine.
 */
export function jpegSize(bytes: Buffer): [number, number] | null {
  if (bytes.readUInt16BE(0) !== 0xffd8 || bytes.readUInt16BE(bytes.length - 2) !== 0xffd9)
    return null;
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (JPEG_FRAME_MARKERS.has(marker))
      return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}
