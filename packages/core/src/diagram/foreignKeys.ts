import type { Attribute } from '../schema/model';

/** A foreign-key column a connection adds to the target table, and the relationship naming it. */
export interface ForeignKeyLink {
  /** The source table's primary-key column the link points at. */
  key: Attribute;
  /** The new column of the target table. */
  column: Attribute;
  /** The relationship's name, e.g. `fk_users_orders`. */
  name: string;
}

/** A table's name as foreign-key names use it: lower case, runs of other characters as `_`. */
function snake(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');
}

/**
 * The foreign keys that connecting `source` to `target` adds (spec 2 §4 "Add Relationship"): one
 * column per primary-key column of the source, named `<source>_id` for a key called `id` and
 * after the key otherwise, without the key's own flags; and the relationship of each, named
 * `fk_<source>_<target>`, plus `_<key>` when the source has several keys. Kept pure, beside the
 * other diagram rules, so that the server and any client name them alike; `newId` gives the new
 * columns their ids. No keys, no links: the caller refuses a source without a primary key.
 */
export function foreignKeyLinks(
  source: { name: string; attributes: readonly Attribute[] },
  target: { name: string },
  newId: () => string,
): ForeignKeyLink[] {
  const keys = source.attributes.filter((a) => a.isPrimaryKey);
  const sourceName = snake(source.name).replace(/^_+|_+$/g, '') || 'table';
  const targetName = snake(target.name) || 'table';
  return keys.map((key) => ({
    key,
    column: {
      ...key,
      id: newId(),
      name: key.name === 'id' ? `${sourceName}_id` : key.name,
      isPrimaryKey: false,
      isForeignKey: true,
      isUnique: false,
      isIdentity: false,
      isAutoIncrement: false,
      isNullable: false,
      defaultValue: null,
    },
    name: `fk_${sourceName}_${targetName}${keys.length > 1 ? `_${key.name}` : ''}`,
  }));
}
