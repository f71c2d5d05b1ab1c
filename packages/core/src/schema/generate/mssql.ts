import { constraintName } from '../physical';
import { quoteIdentifier } from '../sql/names';
import type { DialectSpec } from './dialect';

const q = (name: string): string => quoteIdentifier(name, 'mssql');
const lit = (value: string): string => `N'${value.replace(/'/g, "''")}'`;

/** SQL Server: [brackets] where needed, IDENTITY(1,1), named PK, default and unique constraints. */
export const mssqlSpec: DialectSpec = {
  dialect: 'mssql',
  autoIncrement: 'IDENTITY(1,1)',
  singleAutoIncrement: true,
  inlineForeignKeys: false,
  autoIncrementNeedsKey: false,
  primaryKeyName: (table) => constraintName('PK', table),
  defaultName: (table, column) => constraintName('DF', table, column),
  uniqueName: (table, column) => constraintName('UQ', table, column),
  namesUniques: true,
  namedConstraintsOutside: true,
  foreignKeyAddPrefix: 'WITH CHECK ',
  addColumnKeyword: '',
  dropForeignKey: (table, fk) => `ALTER TABLE ${q(table)} DROP CONSTRAINT ${q(fk.name)};`,
  dropUnique: (table, name) => `ALTER TABLE ${q(table)} DROP CONSTRAINT ${q(name)};`,
  dropPrimaryKey: (table) =>
    `ALTER TABLE ${q(table.name)} DROP CONSTRAINT ${q(constraintName('PK', table.name))};`,
  renameTable: (from, to) => `EXEC sp_rename ${lit(from)}, ${lit(to)};`,
  renameColumn: (table, from, to) =>
    `EXEC sp_rename ${lit(`${table}.${from}`)}, ${lit(to)}, 'COLUMN';`,
  alterColumn: (table, before, after, _definition, context) => {
    const out: string[] = [];
    const dfName = q(constraintName('DF', table, after.name));
    if (before.defaultValue !== null && before.defaultValue !== after.defaultValue)
      out.push(`ALTER TABLE ${q(table)} DROP CONSTRAINT ${dfName};`);
    if (before.type !== after.type || before.nullable !== after.nullable) {
      out.push(
        `ALTER TABLE ${q(table)} ALTER COLUMN ${q(after.name)} ${context.type} ${after.nullable ? 'NULL' : 'NOT NULL'};`,
      );
    }
    if (context.default !== null && before.defaultValue !== after.defaultValue)
      out.push(
        `ALTER TABLE ${q(table)} ADD CONSTRAINT ${dfName} DEFAULT ${context.default} FOR ${q(after.name)};`,
      );
    return out;
  },
};
