import type { PhysicalTableRef } from '../physical';
import { quoteIdentifier } from '../quoting';
import { tableRef, type DialectSpec } from './dialect';

const q = (name: string): string => quoteIdentifier(name, 'mysql');
const ref = (table: PhysicalTableRef): string => tableRef(table, 'mysql');

/** MySQL and MariaDB: backticks, AUTO_INCREMENT, ALTER TABLE foreign keys (spec 2, §5). */
export const mysqlSpec: DialectSpec = {
  dialect: 'mysql',
  autoIncrement: 'AUTO_INCREMENT',
  singleAutoIncrement: true,
  inlineForeignKeys: false,
  autoIncrementNeedsKey: true,
  uniqueName: (_table, column) => column,
  namesUniques: false,
  namedConstraintsOutside: false,
  foreignKeyAddPrefix: '',
  addColumnKeyword: 'COLUMN ',
  dropForeignKey: (table, fk) => `ALTER TABLE ${ref(table)} DROP FOREIGN KEY ${q(fk.name)};`,
  dropUnique: (table, name) => `ALTER TABLE ${ref(table)} DROP INDEX ${q(name)};`,
  dropPrimaryKey: (table) => `ALTER TABLE ${ref(table)} DROP PRIMARY KEY;`,
  // RENAME TABLE names both tables in full: the new one stays in the old one's database.
  renameTable: (from, to) => `RENAME TABLE ${ref(from)} TO ${ref({ ...from, name: to })};`,
  renameColumn: (table, from, to) =>
    `ALTER TABLE ${ref(table)} RENAME COLUMN ${q(from)} TO ${q(to)};`,
  alterColumn: (table, _before, _after, definition) => [
    `ALTER TABLE ${ref(table)} MODIFY COLUMN ${definition};`,
  ],
};
