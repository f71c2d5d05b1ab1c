import { constraintName, type PhysicalTableRef } from '../physical';
import { quoteIdentifier, sqlString } from '../quoting';
import { tableRef, type DialectSpec } from './dialect';

const q = (name: string): string => quoteIdentifier(name, 'mssql');
const lit = (value: string): string => sqlString(value, 'mssql');
const ref = (table: PhysicalTableRef): string => tableRef(table, 'mssql');
/**
 * An object name as sp_rename reads it: parts bracketed where needed, since it splits them at
 * dots, and led by the table's schema where it has one (else sp_rename looks in the default one).
 */
export const objectName = (table: PhysicalTableRef, ...parts: string[]): string =>
  lit([table.schema ?? [], table.name, ...parts].flat().map(q).join('.'));

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
  dropForeignKey: (table, fk) => `ALTER TABLE ${ref(table)} DROP CONSTRAINT ${q(fk.name)};`,
  dropUnique: (table, name) => `ALTER TABLE ${ref(table)} DROP CONSTRAINT ${q(name)};`,
  dropPrimaryKey: (table) =>
    `ALTER TABLE ${ref(table)} DROP CONSTRAINT ${q(constraintName('PK', table.name))};`,
  renameTable: (from, to) => `EXEC sp_rename ${objectName(from)}, ${lit(to)};`,
  renameColumn: (table, from, to) =>
    `EXEC sp_rename ${objectName(table, from)}, ${lit(to)}, 'COLUMN';`,
  alterColumn: (table, before, after, _definition, context) => {
    const out: string[] = [];
    const dfName = q(constraintName('DF', table.name, after.name));
    if (before.defaultValue !== null && before.defaultValue !== after.defaultValue)
      out.push(`ALTER TABLE ${ref(table)} DROP CONSTRAINT ${dfName};`);
    if (before.type !== after.type || before.nullable !== after.nullable) {
      out.push(
        `ALTER TABLE ${ref(table)} ALTER COLUMN ${q(after.name)} ${context.type} ${after.nullable ? 'NULL' : 'NOT NULL'};`,
      );
    }
    if (context.default !== null && before.defaultValue !== after.defaultValue)
      out.push(
        `ALTER TABLE ${ref(table)} ADD CONSTRAINT ${dfName} DEFAULT ${context.default} FOR ${q(after.name)};`,
      );
    return out;
  },
};
