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
