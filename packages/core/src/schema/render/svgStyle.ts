/**
 * The drawing's <style>: the canvas's fonts and sizes (diagram.module.css) and the theme's colours
 * as classes, so that thousands of rows carry a class each instead of their paint. Only constants
 * and a checked `@font-face` go in.
 */
import type { SvgTheme } from './svgTheme';
import type { TypeColour } from './typeColour';
import { NOTE_COLOURS } from './svgTheme';

/** The app's font stack (Mantine's default), which the text widths of drawnSize.ts are made for. */
export const SANS_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/** The types' monospace (`.colType`). */
export const MONO_STACK = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The <style> of a drawing in a theme; `fontFace` is a checked rule and its family. */
export function svgStyle(theme: SvgTheme, fontFace?: { css: string; family: string }): string {
  const sans = fontFace ? `'${fontFace.family}', ${SANS_STACK}` : SANS_STACK;
  const types = (Object.entries(theme.types) as [TypeColour, string][])
    .map(([name, colour]) => `.ty-${name}{fill:${colour}}`)
    .join('');
  return [
    '<style>',
    fontFace ? fontFace.css.trim() : '',
    `text{font-family:${sans};font-size:13px;fill:${theme.text}}`,
    '.tt{font-size:14px;font-weight:700}',
    `.ct{font-family:${MONO_STACK};font-size:12px}`,
    types,
    `.cl{font-size:11px;fill:${theme.muted}}`,
    `.ck{font-size:10px;font-weight:700;fill:${theme.keys}}`,
    `.ce{font-style:italic;fill:${theme.muted}}`,
    '.vg{font-size:10px;font-weight:700;letter-spacing:0.4px;fill:#ffffff}',
    `.tb{fill:${theme.surface};stroke:${theme.tableBorder};stroke-width:1}`,
    '.vb{stroke-dasharray:4 3}',
    `.rl{fill:none;stroke:${theme.rowLine};stroke-opacity:0.7;stroke-width:1}`,
    `.rel{fill:none;stroke:${theme.line};stroke-width:1.5}`,
    `.vl{fill:none;stroke:${theme.line};stroke-width:1.5;stroke-dasharray:6 4}`,
    `.ra{fill:${theme.line};stroke:none}`,
    `.cf{stroke:${theme.line};stroke-width:1.5}`,
    `.cr{fill:${theme.background}}`,
    `.um{font-size:12px;font-weight:600;fill:${theme.muted}}`,
    '.an{font-size:15px;font-weight:600}',
    `.nt{font-size:14px;fill:${NOTE_COLOURS.text};white-space:pre}`,
    '.ti{font-size:20px;font-weight:700}',
    '</style>',
  ].join('\n');
}
