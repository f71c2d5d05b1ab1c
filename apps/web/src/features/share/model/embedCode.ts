/** A text made safe inside a double-quoted HTML attribute. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The embed height the snippet suggests, in CSS pixels. */
export const EMBED_HEIGHT_PX = 600;

/** The HTML that frames a link's embed page in another site, as the dialog offers it to copy. */
export function embedCode(embedUrl: string, title: string): string {
  return `<iframe src="${attribute(embedUrl)}" width="100%" height="${EMBED_HEIGHT_PX}" style="border:0" title="${attribute(title)}"></iframe>`;
}
