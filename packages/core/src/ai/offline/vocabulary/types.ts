import type { ColumnKind } from '../../columnTypes';

/** A typical column of an entity: its name, kind of value, and whether it is required or unique. */
export interface ColumnSpec {
  name: string;
  kind: ColumnKind;
  required: boolean;
  unique: boolean;
}

/** A foreign key of an entity: the entity it references and the column's name without `_id`. */
export interface RefSpec {
  to: string;
  as: string;
  optional: boolean;
  /** One-to-one: the foreign key is unique. */
  unique: boolean;
}

/** A thing a domain stores, in singular snake_case, with its typical columns and relations. */
export interface EntitySpec {
  key: string;
  /** Other singular words (and two-word phrases joined by _) that name this entity in a prompt. */
  synonyms: string[];
  columns: ColumnSpec[];
  /** Entities this one holds a foreign key to; they are added when this one is. */
  refs: RefSpec[];
  /** Entities linked through a join table when both are in the schema. */
  manyToMany: string[];
  /** Entities that come with this one (an order brings its order items). */
  implies: string[];
}

/** A domain of the offline vocabulary: words that name it and the entities it typically holds. */
export interface DomainSpec {
  id: string;
  title: string;
  /** Words (singular; two-word phrases joined by _) that point to this domain. */
  keywords: string[];
  entities: EntitySpec[];
  /** Entity keys of a schema when the prompt names the domain but no entities. */
  defaults: string[];
}

const KINDS = new Set<ColumnKind>([
  'key',
  'string',
  'text',
  'email',
  'int',
  'money',
  'decimal',
  'bool',
  'datetime',
  'date',
  'time',
  'json',
]);

/**
 * Reads a compact column list: `"title:string!, isbn:string*, pages:int"`, where `!` marks a
 * required column and `*` a unique one (unique implies required).
 */
export function columns(spec: string): ColumnSpec[] {
  return spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const m = /^([a-z0-9_]+):([a-z]+)([!*]?)$/.exec(part);
      const kind = m?.[2] as ColumnKind | undefined;
      if (!m?.[1] || !kind || !KINDS.has(kind)) throw new Error(`bad column spec "${part}"`);
      return { name: m[1], kind, required: m[3] !== '', unique: m[3] === '*' };
    });
}

/**
 * Reads a reference: `"customer"`, `"user as author"`; `?` at the end makes it optional (it does
 * not bring the referenced entity along), `!` makes it one-to-one.
 */
export function ref(spec: string): RefSpec {
  const [to = '', as] = spec.replace(/[?!]$/, '').split(' as ');
  return {
    to: to.trim(),
    as: (as ?? to).trim(),
    optional: spec.endsWith('?'),
    unique: spec.endsWith('!'),
  };
}

/** Declares an entity with its column list and relations (see `columns` and `ref`). */
export function entity(
  key: string,
  cols: string,
  more: { refs?: string[]; synonyms?: string[]; manyToMany?: string[]; implies?: string[] } = {},
): EntitySpec {
  return {
    key,
    synonyms: more.synonyms ?? [],
    columns: columns(cols),
    refs: (more.refs ?? []).map(ref),
    manyToMany: more.manyToMany ?? [],
    implies: more.implies ?? [],
  };
}
