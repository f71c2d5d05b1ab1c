import { NameScope } from '../physical';

/**
 * Names in an ORM's code (issue 40): each ORM's convention (PascalCase classes, camelCase fields,
 * snake_case attributes) made from a database name, always a valid identifier of the language,
 * never one of its reserved words, and unique where it must be. The database name itself is kept
 * apart (`@map`, `db_column`, `name:`), so the database an ORM creates has the design's names.
 */

/** The words of a name: split at underscores, spaces, punctuation and lower-to-upper case changes. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '');
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** `order_items` → `OrderItems`. */
export const pascalCase = (name: string): string => nameWords(name).map(capital).join('');

/** `order_items` → `orderItems`. */
export function camelCase(name: string): string {
  const pascal = pascalCase(name);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** `OrderItems` → `order_items`. */
export const snakeCase = (name: string): string =>
  nameWords(name)
    .map((w) => w.toLowerCase())
    .join('_');

/**
 * A valid identifier from a converted name: ASCII letters, digits and underscores, not starting
 * with a digit (`prefix` goes first then), never empty, never reserved (`suffix` goes last then).
 */
export function identifier(
  converted: string,
  reserved: ReadonlySet<string>,
  { prefix = 'n', suffix = '_' }: { prefix?: string; suffix?: string } = {},
): string {
  let name = converted.replace(/[^A-Za-z0-9_]/g, '');
  if (name === '') name = prefix;
  if (/^[0-9]/.test(name)) name = prefix + name;
  return reserved.has(name) || reserved.has(name.toLowerCase()) ? name + suffix : name;
}

/** Makes names unique within a scope (core's NameScope: `name`, `name_2`…), some names taken from the start. */
export function nameScope(taken: Iterable<string> = []): NameScope {
  const scope = new NameScope();
  for (const name of taken) scope.claim(name);
  return scope;
}
