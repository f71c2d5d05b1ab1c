/**
 * Anchor ids of the generated documentation. Every id placed in an HTML attribute or a Markdown
 * link comes from here, so that it holds only `[a-z0-9-]` whatever the name it was made from.
 */

/** What a name without a single letter or digit is called in its anchor. */
const EMPTY_SLUG = 'item';

/**
 * A name as an anchor word: lower case, accents dropped, every other run of characters outside
 * `[a-z0-9]` one hyphen, no hyphen at either end (`Sales.Order Lines` -> `sales-order-lines`).
 */
export function slug(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return plain === '' ? EMPTY_SLUG : plain;
}

/**
 * Hands out anchor ids that are unique within one document: a second `orders` table gets
 * `table-orders-2`. Claim in a fixed order (the document's) so that the same model gets the same ids.
 */
export class AnchorSet {
  private readonly used = new Set<string>();

  /** A new id `prefix-slug(text)`, with `-2`, `-3`... when that one is taken already. */
  claim(prefix: string, text: string): string {
    const base = `${slug(prefix)}-${slug(text)}`;
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }
}
