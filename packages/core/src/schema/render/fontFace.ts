/**
 * The font a caller embeds so that a drawing renders the same everywhere: `@font-face` rules whose
 * every source is a `data:` URL, checked before they go into the document's <style> verbatim.
 */

/** One or more `@font-face { ... }` rules of printable ASCII, no markup, no escapes, no nesting. */
const RULES = /^\s*(?:@font-face\s*\{[^{}<>&\\]*\}\s*)+$/;
/** A source: a base64 `data:` URL of a font, quoted or not. */
const DATA_URL =
  /^url\(\s*(["']?)data:(?:font|application)\/[a-z0-9.+-]+(?:;[a-z0-9=.+-]+)*;base64,[a-z0-9+/=\s]+\1\s*\)$/i;
const URL_CALL = /url\([^)]*\)/gi;
/** What must not be in a rule at all: imports, other URLs' schemes, old IE expressions. */
const FORBIDDEN = /@import|expression\s*\(|javascript:|<\/?style/i;
const FAMILY = /font-family\s*:\s*(["']?)([A-Za-z0-9 _-]{1,64})\1\s*(?:;|\})/;

/**
 * The family a well-formed `@font-face` CSS declares, or undefined when the CSS is not one (or
 * more) `@font-face` rules whose every `url()` is a base64 `data:` URL of a font, with a
 * `font-family` of letters, digits, spaces, `_` and `-`. Only then may it go into a <style>.
 */
export function fontFaceFamily(css: string): string | undefined {
  if (!/^[\x20-\x7e\t\n\r]*$/.test(css) || !RULES.test(css) || FORBIDDEN.test(css))
    return undefined;
  const urls = css.match(URL_CALL) ?? [];
  if (urls.length === 0 || !urls.every((u) => DATA_URL.test(u))) return undefined;
  // Any other parenthesis outside url() (local(), format()) is fine; an unclosed url( is not.
  if ((css.match(/url\(/gi) ?? []).length !== urls.length) return undefined;
  return FAMILY.exec(css)?.[2]?.trim() || undefined;
}

/** One face of an embedded font: its weight and its WOFF2 file as base64. */
export interface EmbeddedFace {
  weight: number;
  woff2Base64: string;
}

/**
 * The `@font-face` rules of a family whose faces are WOFF2 files (base64), for `fontFaceCss`: the
 * web app's export and the command line embed Arimo, which has Arial's metrics, the metrics the
 * canvas's text widths are reckoned in (drawnSize.ts).
 */
export function fontFaceRules(family: string, faces: readonly EmbeddedFace[]): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${face.woff2Base64}) format('woff2');font-weight:${face.weight};font-style:normal}`,
    )
    .join('\n');
}
