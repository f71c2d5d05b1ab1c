/** The image formats the screenshot export offers (spec 2 §2). */
export const SCREENSHOT_FORMATS = ['png', 'jpg'] as const;
/** A screenshot format. */
export type ScreenshotFormat = (typeof SCREENSHOT_FORMATS)[number];

/** Message for any other export type (spec 2 §5). */
export const EXPORT_TYPE_MESSAGE =
  'Export type not supported yet. Please use PNG or JPEG for screenshots.';

const pad = (n: number) => String(n).padStart(2, '0');

/** The default filename: export-{date-time} (spec 2 §5), e.g. export-2024-05-01-13-45-10. */
export function defaultExportFilename(now: Date): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `export-${date}-${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
}

/**
 * What the Export dialog offers (issue 41, item 4): the screenshot's PNG and JPG first (spec 2 §2:
 * the default is the first), then the diagram as SVG, as a one-page PDF and as Mermaid text.
 */
export const EXPORT_FORMATS = [...SCREENSHOT_FORMATS, 'svg', 'pdf', 'mermaid'] as const;
/** A format of the Export dialog. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The file extension of each format. */
export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  png: 'png',
  jpg: 'jpg',
  svg: 'svg',
  pdf: 'pdf',
  mermaid: 'mmd',
};

/** Whether a format is a screenshot of the canvas (PNG or JPG), whose image can be scaled. */
export const isScreenshotFormat = (format: ExportFormat): format is ScreenshotFormat =>
  format === 'png' || format === 'jpg';

/** Whether a format has the Transparent option: PNG (spec 2 §2) and SVG. */
export const canBeTransparent = (format: ExportFormat): boolean =>
  format === 'png' || format === 'svg';

const isExportFormat = (type: string): type is ExportFormat =>
  (EXPORT_FORMATS as readonly string[]).includes(type);

/**
 * Checks a request of the Export dialog: one of its formats (else spec 2 §5's message), a trimmed
 * filename (the default when blank) with the format's extension in place of any export's one.
 */
export function validateDiagramExport(
  type: string,
  filename: string,
  now: Date,
): { ok: true; type: ExportFormat; filename: string } | { ok: false; message: string } {
  if (!isExportFormat(type)) return { ok: false, message: EXPORT_TYPE_MESSAGE };
  const trimmed = filename.trim() || defaultExportFilename(now);
  const base = trimmed.replace(/\.(png|jpe?g|svg|pdf|mmd)$/i, '');
  return { ok: true, type, filename: `${base}.${EXPORT_EXTENSIONS[type]}` };
}

/** Checks an export request: a png or jpg type, a trimmed filename (default when blank). */
export function validateExport(
  type: string,
  filename: string,
  now: Date,
): { ok: true; type: ScreenshotFormat; filename: string } | { ok: false; message: string } {
  if (type !== 'png' && type !== 'jpg') return { ok: false, message: EXPORT_TYPE_MESSAGE };
  const trimmed = filename.trim() || defaultExportFilename(now);
  const base = trimmed.replace(/\.(png|jpe?g)$/i, '');
  return { ok: true, type, filename: `${base}.${type}` };
}

/** The pixel ratio of a capture: 2 divided by the scale (spec 2 §9), shrunk to stay within the canvas limit. */
export function capturePixelRatio(
  width: number,
  height: number,
  scale: number,
  limit: number,
): number {
  const wanted = 2 / scale;
  const fit = limit / Math.max(width, height, 1);
  return Math.max(0.05, Math.min(wanted, fit));
}

/** The scales a PNG or JPG can be exported at: 1x is the screenshot as spec 2 §9 takes it. */
export const IMAGE_SCALES = [1, 2, 3, 4] as const;
/** An image scale. */
export type ImageScale = (typeof IMAGE_SCALES)[number];

/** The pixel ratio of an image export and, when the canvas limit cut it, the scale it got. */
export interface ImageScaleFit {
  pixelRatio: number;
  /** The largest scale within the limit (one decimal, rounded down) when the chosen one is not. */
  limitedTo?: number;
}

/**
 * The pixel ratio of a whole-diagram image of `width` x `height` canvas pixels at a scale: the
 * spec's ratio at zoom 1 (2) times the scale, or the largest that keeps the image within the
 * canvas limit (16384 px, spec 2 §9), with that scale to tell the user.
 */
export function imageScaleFit(
  width: number,
  height: number,
  scale: number,
  limit: number,
): ImageScaleFit {
  const fit = limit / Math.max(width, height, 1);
  const wanted = 2 * scale;
  if (wanted <= fit) return { pixelRatio: wanted };
  const pixelRatio = Math.max(0.05, fit);
  const shown = pixelRatio / 2;
  // A diagram too wide even for 0.1x still says how small it comes out.
  return { pixelRatio, limitedTo: Math.floor(shown * 10) / 10 || Math.floor(shown * 100) / 100 };
}
