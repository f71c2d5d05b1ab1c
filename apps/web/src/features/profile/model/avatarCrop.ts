/** The image types the crop dialog accepts (spec 1 §5). */
export const ACCEPTED_IMAGE_TYPES = [
  'png',
  'jpg',
  'jpeg',
  'heic',
  'bmp',
  'gif',
  'tiff',
  'svg',
  'webp',
  'icon',
] as const;
/** Shown in the crop dialog for any other type (spec 1 §5). */
export const INVALID_IMAGE_TYPE_MESSAGE = 'Invalid image type';
/** Shown for an SVG without width and height or a viewBox, which has no size to crop. */
export const SVG_WITHOUT_SIZE_MESSAGE =
  'This SVG image has no size: it needs width and height, or a viewBox.';
/** Shown when the browser cannot decode an accepted image (e.g. HEIC or TIFF in Chromium). */
export const IMAGE_NOT_LOADED_MESSAGE =
  'This image could not be opened in your browser. Please try a PNG, JPEG or WebP image.';

/** Side of the uploaded avatar in px (spec 1 §9: output 200x200). */
export const AVATAR_OUTPUT_SIZE = 200;
/** Encoder quality of the avatar (spec 1 §9: 92). */
export const AVATAR_OUTPUT_QUALITY = 0.92;
/** The crop square never covers fewer source pixels than this (spec 1 §9). */
export const MIN_CROP_SIZE = 50;
/** Width of the image area in the crop dialog (spec 1 §9). */
export const CROP_AREA_WIDTH = 500;
/** Maximum width of the crop dialog (spec 1 §2). */
export const CROP_DIALOG_MAX_WIDTH = 768;
/** The crop tool gives up loading an image after this many checks... (spec 1 §4) */
export const IMAGE_LOAD_RETRIES = 40;
/** ...this far apart. */
export const IMAGE_LOAD_RETRY_MS = 50;
/** How far one arrow key moves the image; the digits 1 to 9 set it (spec 1 §9). */
export const DEFAULT_KEYBOARD_STEP = 3;

/** One of the accepted image types. */
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** A pixel rectangle of the source image (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Only files whose type starts with image/ are taken at all (spec 1 §5; others are logged). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

const MIME_SUBTYPES: Record<string, AcceptedImageType> = {
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpeg',
  pjpeg: 'jpeg',
  heic: 'heic',
  heif: 'heic',
  bmp: 'bmp',
  'x-ms-bmp': 'bmp',
  gif: 'gif',
  tiff: 'tiff',
  'svg+xml': 'svg',
  webp: 'webp',
  'x-icon': 'icon',
  'vnd.microsoft.icon': 'icon',
};

const EXTENSIONS: Record<string, AcceptedImageType> = {
  ...MIME_SUBTYPES,
  tif: 'tiff',
  svg: 'svg',
  ico: 'icon',
  icon: 'icon',
};

/** The accepted type of a file, by its MIME type or else its extension; null when not accepted. */
export function acceptedImageType(file: { type: string; name: string }): AcceptedImageType | null {
  const subtype = file.type.toLowerCase().replace(/^image\//, '');
  const byMime = file.type.toLowerCase().startsWith('image/') ? MIME_SUBTYPES[subtype] : undefined;
  if (byMime) return byMime;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? null;
}

/** Whether an SVG document's root element has width and height, or a viewBox (spec 1 §5). */
export function svgHasSize(svgText: string): boolean {
  const root = /<svg\b[^>]*>/i.exec(svgText)?.[0];
  if (!root) return false;
  const has = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["'][^"']+["']`, 'i').test(root);
  return has('viewBox') || (has('width') && has('height'));
}

/**
 * The largest zoom of the crop dialog: with a square crop over the whole short side at zoom 1,
 * zooming in shrinks the crop; it stops where the crop covers MIN_CROP_SIZE source pixels.
 */
export function maxZoomFor(naturalWidth: number, naturalHeight: number): number {
  return Math.max(1, Math.min(naturalWidth, naturalHeight) / MIN_CROP_SIZE);
}

/**
 * The crop as whole pixels inside the image, square, and at least MIN_CROP_SIZE (or the whole
 * short side of a smaller image).
 */
export function clampCropArea(
  area: PixelArea,
  naturalWidth: number,
  naturalHeight: number,
): PixelArea {
  const shortSide = Math.min(naturalWidth, naturalHeight);
  const wanted = Math.round(Math.min(area.width, area.height));
  const side = Math.min(shortSide, Math.max(wanted, Math.min(MIN_CROP_SIZE, shortSide)));
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return {
    x: clamp(area.x, naturalWidth - side),
    y: clamp(area.y, naturalHeight - side),
    width: side,
    height: side,
  };
}

/** The canvas drawImage arguments that scale the crop to the 200x200 output. */
export function outputDrawArgs(
  area: PixelArea,
): [number, number, number, number, number, number, number, number] {
  return [area.x, area.y, area.width, area.height, 0, 0, AVATAR_OUTPUT_SIZE, AVATAR_OUTPUT_SIZE];
}

/** The output format: WebP where the browser can encode it, else PNG (spec 1 §9). */
export function outputMimeType(webpSupported: boolean): 'image/webp' | 'image/png' {
  return webpSupported ? 'image/webp' : 'image/png';
}

/** The keyboard step after a key press: the digits 1 to 9 set it, other keys keep it. */
export function keyboardStepAfter(key: string, current: number): number {
  return /^[1-9]$/.test(key) ? Number(key) : current;
}
