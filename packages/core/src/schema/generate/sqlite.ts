import { constraintName, type PhysicalTableRef } from '../physical';
import { quoteIdentifier } from '../quoting';
import { tableRef, type DialectSpec } from './dialect';

const q = (name: string): string => quoteIdentifier(name, 'sqlite');
const ref = (table: PhysicalTableRef): string => tableRef(table, 'sqlite');

/**
 * SQLite: foreign keys inside CREATE TABLE (it has no ADD CONSTRAINT), INTEGER PRIMARY KEY
 * AUTOINCREMENT. Changes ALTER TABLE cannot make are done by rebuilding the table (see the diff).
 */
export const sqliteSpec: DialectSpec = {
  dialect: 'sqlite',
  autoIncrement: '',
  singleAutoIncrement: true,
  inlineForeignKeys: true,
  autoIncrementNeedsKey: false,
  uniqueName: (table, column) => constraintName('uq', table, column),
  namesUniques: false,
  namedConstraintsOutside: false,
  foreignKeyAddPrefix: '',
  addColumnKeyword: 'COLUMN ',
  dropForeignKey: () => '',
  dropUnique: () => '',
  dropPrimaryKey: () => '',
  renameTable: (from, to) => `ALTER TABLE ${ref(from)} RENAME TO ${q(to)};`,
  renameColumn: (table, from, to) =>
    `ALTER TABLE ${ref(table)} RENAME COLUMN ${q(from)} TO ${q(to)};`,
  alterColumn: () => [],
};
