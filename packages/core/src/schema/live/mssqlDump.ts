/**
 * The shape of the SQL Server catalog dump (see mssqlQuery.ts): one array of rows per part, each
 * row as the query names its fields (bit columns come as JSON booleans).
 */
import { z } from 'zod';
import { count, rows } from './dumpRows';

const text = z.string();
const maybe = z.string().nullable().optional();
const flag = z.boolean().nullable().optional();
/** A type's name: a word (its length, precision and scale are fields of their own). */
const typeName = z.string().regex(/^[A-Za-z_][\w ]*$/, 'not a type name');
/** Identity seeds and increments, which numeric(38) may make larger than a JS number. */
const integer = z.string().regex(/^-?\d+$/);

const typeRow = z.object({
  schema: text,
  name: text,
  base: typeName,
  maxLength: count,
  precision: count,
  scale: count,
  nullable: flag,
});

const tableRow = z.object({ schema: text, name: text, comment: maybe });

const columnRow = z.object({
  schema: text,
  table: text,
  name: text,
  position: count,
  type: typeName,
  userType: flag,
  typeSchema: maybe,
  maxLength: count,
  precision: count,
  scale: count,
  nullable: flag,
  collation: maybe,
  identity: flag,
  seed: integer.nullable().optional(),
  increment: integer.nullable().optional(),
  defaultName: maybe,
  default: maybe,
  computed: maybe,
  persisted: flag,
  comment: maybe,
});

const indexRow = z.object({
  schema: text,
  table: text,
  name: text,
  id: count,
  kind: z.enum(['CLUSTERED', 'NONCLUSTERED']),
  primary: flag,
  constraint: flag,
  unique: flag,
  filter: maybe,
});

const indexColumnRow = z.object({
  schema: text,
  table: text,
  index: count,
  name: text,
  /** The place among the key columns (0 for an included column). */
  position: count,
  /** The place among all the index's columns (orders the included ones). */
  column: count,
  descending: flag,
  included: flag,
});

/** A referential action as sys.foreign_keys spells it. */
const action = z.enum(['NO_ACTION', 'CASCADE', 'SET_NULL', 'SET_DEFAULT']);

const foreignKeyRow = z.object({
  schema: text,
  table: text,
  name: text,
  refSchema: text,
  refTable: text,
  onDelete: action,
  onUpdate: action,
});

const foreignKeyColumnRow = z.object({
  schema: text,
  table: text,
  key: text,
  position: count,
  column: text,
  refColumn: text,
});

const checkRow = z.object({
  schema: text,
  table: text,
  name: text,
  definition: text,
  column: maybe,
});

const viewRow = z.object({ schema: text, name: text, definition: text, comment: maybe });

/** A SQL Server catalog dump, as the catalog query returns it. */
export const mssqlDumpSchema = z.object({
  relata_catalog: z.literal(1),
  engine: z.literal('mssql'),
  version: text,
  database: text,
  /** The database's collation: a column's is written where it differs. */
  collation: maybe,
  schemas: rows(z.object({ name: text })),
  types: rows(typeRow),
  tables: rows(tableRow),
  columns: rows(columnRow),
  indexes: rows(indexRow),
  indexColumns: rows(indexColumnRow),
  foreignKeys: rows(foreignKeyRow),
  foreignKeyColumns: rows(foreignKeyColumnRow),
  checks: rows(checkRow),
  views: rows(viewRow),
});

/** A checked SQL Server dump. */
export type MssqlDump = z.infer<typeof mssqlDumpSchema>;
/** One column row of a dump. */
export type MssqlColumnRow = z.infer<typeof columnRow>;
/** One index row of a dump. */
export type MssqlIndexRow = z.infer<typeof indexRow>;
