import { quoteIdentifier } from '../quoting';
import type { DialectSpec } from './dialect';

const q = (name: string): string => quoteIdentifier(name, 'mysql');

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
  dropForeignKey: (table, fk) => `ALTER TABLE ${q(table)} DROP FOREIGN KEY ${q(fk.name)};`,
  dropUnique: (table, name) => `ALTER TABLE ${q(table)} DROP INDEX ${q(name)};`,
  dropPrimaryKey: (table) => `ALTER TABLE ${q(table.name)} DROP PRIMARY KEY;`,
  renameTable: (from, to) => `RENAME TABLE ${q(from)} TO ${q(to)};`,
  renameColumn: (table, from, to) =>
    `ALTER TABLE ${q(table)} RENAME COLUMN ${q(from)} TO ${q(to)};`,
  alterColumn: (table, _before, _after, definition) => [
    `ALTER TABLE ${q(table)} MODIFY COLUMN ${definition};`,
  ],
};
