/**
 * The plain-text wording the Markdown and HTML documents share: what a cell says, before the
 * writer escapes it for its format.
 */
import type {
  DictionaryColumn,
  DictionaryIndex,
  DictionaryRelationship,
  DictionaryType,
} from './dictionaryTypes';

/** The Default cell: the default, a computed column's expression, or how the database numbers it. */
export function defaultText(column: DictionaryColumn): string {
  const parts: string[] = [];
  if (column.defaultValue !== null) parts.push(column.defaultValue);
  if (column.generated)
    parts.push(
      `generated: ${column.generated.expression}${column.generated.stored ? ' (stored)' : ''}`,
    );
  if (column.autoIncrement) parts.push('auto-increment');
  return parts.join('; ');
}

/** The Null cell. */
export const nullText = (column: DictionaryColumn): string => (column.nullable ? 'yes' : 'no');

/** A yes/no cell. */
export const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

/** An index's key parts, then its predicate: `lower(email), id DESC WHERE deleted_at IS NULL`. */
export function indexPartsText(index: DictionaryIndex): string {
  const parts = index.parts.join(', ');
  return index.where ? `${parts} WHERE ${index.where}` : parts;
}

/**
 * How the rows of the foreign key's table relate to the referenced table's, read from the holder
 * to the referenced table: `many-to-one`, `one-to-one` or `many-to-many`, and `optional` when
 * the key may be NULL.
 */
export function relationshipKind(r: DictionaryRelationship): string {
  const kind =
    r.cardinality === 'ONE_TO_ONE'
      ? 'one-to-one'
      : r.cardinality === 'MANY_TO_MANY'
        ? 'many-to-many (join table)'
        : 'many-to-one';
  return r.optional ? `${kind}, optional` : kind;
}

/** A relationship's name, or its columns when the model gives it none. */
export const relationshipName = (r: DictionaryRelationship): string =>
  r.name || `(${r.from.columns.join(', ')})`;

/** A list of names: `a, b, c`. */
export const listText = (names: readonly string[]): string => names.join(', ');

/** What a domain's or alias type's definition says: base type, NOT NULL, default. */
export function typeDefinitionText(type: DictionaryType): string {
  return [
    type.baseType ?? '',
    type.notNull ? 'NOT NULL' : '',
    type.defaultValue ? `DEFAULT ${type.defaultValue}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The name shown for a check or index the model left unnamed. */
export const orUnnamed = (name: string): string => (name.trim() === '' ? '(unnamed)' : name);
