import arimoBoldUrl from '@fontsource/arimo/files/arimo-latin-700-normal.woff2?url';
import arimoRegularUrl from '@fontsource/arimo/files/arimo-latin-400-normal.woff2?url';

/**
 * The family embedded in an SVG export: Arimo has Arial's metrics, the metrics the canvas's text
 * widths are reckoned in (core's drawnSize.ts), so the text fits its boxes on any machine.
 */
export const EMBEDDED_FAMILY = 'Arimo';

/** Arimo's faces: only the build's URLs of the files are in the bundle, not the fonts. */
const FACES = [
  { weight: 400, url: arimoRegularUrl },
  { weight: 700, url: arimoBoldUrl },
] as const;

/** Bytes as base64, in slices (one String.fromCharCode call of a whole font overflows the stack). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

async function faceRule(weight: number, url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const data = base64Of(new Uint8Array(await response.arrayBuffer()));
  return `@font-face{font-family:'${EMBEDDED_FAMILY}';src:url(data:font/woff2;base64,${data}) format('woff2');font-weight:${weight}}`;
}

/**
 * The `@font-face` rules of Arimo 400 and 700 with the WOFF2 files as `data:` URLs, for core's
 * `fontFaceCss`: fetched when an export needs them, never at page load (the browser's cache keeps
 * the hashed files after the first time). Undefined when a file cannot be fetched: the export then
 * names the canvas's fonts only.
 */
export async function embeddedFontCss(): Promise<string | undefined> {
  try {
    const rules = await Promise.all(FACES.map((face) => faceRule(face.weight, face.url)));
    return rules.join('\n');
  } catch (error) {
    console.warn(error);
    return undefined;
  }
}
