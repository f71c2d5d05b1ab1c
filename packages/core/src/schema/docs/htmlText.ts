/**
 * The one escaping layer of the HTML documentation: every name, comment, default, expression and
 * SQL body of a model goes through escapeHtml; ids come from slug() (anchors.ts) only.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * User text as HTML text, safe in an element's content and in a quoted attribute: `&<>"'` become
 * entities, so no text can open a tag, end a `<style>` or `<script>`, or leave an attribute.
 */
export function escapeHtml(text: string): string {
  // Most names have nothing to escape: they are returned as they are, without a copy.
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c) : text;
}
