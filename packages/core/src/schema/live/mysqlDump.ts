/**
 * The shape of the MySQL / MariaDB catalog dump (see mysqlQuery.ts): one array of rows per
 * information_schema table, each row as the query names its fields.
 */
import { z } from 'zod';
import { count, rows } from './dumpRows';
import { isTypeText } from './sqlText';

const text = z.string();
const maybe = z.string().nullable().optional();
/** A column's or a parameter's type: refused when it is anything but a type (see isTypeText). */
const typeText = z.string().refine((t) => isTypeText(t, 'mysql'), 'not a type');

const tableRow = z.object({
  name: text,
  engine: maybe,
  collation: maybe,
  charset: maybe,
  comment: maybe,
  options: maybe,
});

const columnRow = z.object({
  table: text,
  name: text,
  position: count,
  type: typeText,
  nullable: text,
  default: maybe,
  extra: maybe,
  generation: maybe,
  charset: maybe,
  collation: maybe,
  comment: maybe,
});

const indexRow = z.object({
  table: text,
  name: text,
  nonUnique: count,
  seq: count,
  column: maybe,
  expression: maybe,
  subPart: count.nullable().optional(),
  order: maybe,
  type: maybe,
  comment: maybe,
});

/** A referential action as information_schema spells it. */
const action = z.enum(['CASCADE', 'SET NULL', 'SET DEFAULT', 'RESTRICT', 'NO ACTION']);

const foreignKeyRow = z.object({
  table: text,
  name: text,
  seq: count,
  column: text,
  refSchema: maybe,
  refTable: text,
  refColumn: text,
  onDelete: action,
  onUpdate: action,
});

const checkRow = z.object({ table: maybe, name: text, level: maybe, clause: text });

const viewRow = z.object({
  name: text,
  definition: text,
  checkOption: maybe,
  security: maybe,
});

const triggerRow = z.object({
  name: text,
  table: text,
  timing: z.enum(['BEFORE', 'AFTER']),
  event: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  order: count,
  statement: text,
});

const routineRow = z.object({
  name: text,
  kind: z.enum(['PROCEDURE', 'FUNCTION']),
  returns: typeText.nullish(),
  // Null for a user who may not read the routine's body (MySQL shows it to its definer only).
  body: maybe,
  deterministic: maybe,
  dataAccess: z.enum(['CONTAINS SQL', 'NO SQL', 'READS SQL DATA', 'MODIFIES SQL DATA']).nullish(),
  security: maybe,
  comment: maybe,
});

const parameterRow = z.object({
  routine: text,
  kind: z.enum(['PROCEDURE', 'FUNCTION']),
  position: count,
  mode: z.enum(['IN', 'OUT', 'INOUT']).nullish(),
  name: text,
  type: typeText,
});

/** One partition (or subpartition) of a partitioned table. */
const partitionRow = z.object({
  table: text,
  name: text,
  subName: maybe,
  method: maybe,
  expression: maybe,
  subMethod: maybe,
  subExpression: maybe,
  description: maybe,
  position: count,
  subPosition: count.nullable().optional(),
});

/** A MySQL / MariaDB catalog dump, as the catalog query returns it. */
export const mysqlDumpSchema = z.object({
  relata_catalog: z.literal(1),
  engine: z.literal('mysql'),
  version: text,
  database: text,
  tables: rows(tableRow),
  columns: rows(columnRow),
  indexes: rows(indexRow),
  foreignKeys: rows(foreignKeyRow),
  checks: rows(checkRow),
  views: rows(viewRow),
  triggers: rows(triggerRow),
  routines: rows(routineRow),
  parameters: rows(parameterRow),
  // Absent from dumps taken before partitions were read (2026-12-04).
  partitions: rows(partitionRow),
});

/** A checked MySQL / MariaDB dump. */
export type MysqlDump = z.infer<typeof mysqlDumpSchema>;
/** One table row of a dump. */
export type MysqlTableRow = z.infer<typeof tableRow>;
/** One column row of a dump. */
export type MysqlColumnRow = z.infer<typeof columnRow>;
/** One index part row of a dump. */
export type MysqlIndexRow = z.infer<typeof indexRow>;
/** One foreign-key column row of a dump. */
export type MysqlForeignKeyRow = z.infer<typeof foreignKeyRow>;
/** One check row of a dump. */
export type MysqlCheckRow = z.infer<typeof checkRow>;
/** One partition row of a dump. */
export type MysqlPartitionRow = z.infer<typeof partitionRow>;
