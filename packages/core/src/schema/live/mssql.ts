/**
 * Reading a live SQL Server database (issue 38): the catalog query, the check of its dump, and
 * the dump written back as the T-SQL script SSMS would write. No engine runs here: the query is
 * tested on recorded rows (test/reverse/mssql.test.ts).
 */
import { checkedDump } from './dumpShape';
import { mssqlDumpSchema, type MssqlDump } from './mssqlDump';
import { MSSQL_CATALOG_QUERY } from './mssqlQuery';
import { mssqlStatements } from './mssqlScript';
import type { CatalogDump, LiveReader } from './reader';

/** The SQL Server part of live reading. */
export const mssqlReader: LiveReader = {
  query: MSSQL_CATALOG_QUERY,
  parse: (value) => checkedDump(value, 'mssql', mssqlDumpSchema),
  script(dump: CatalogDump): string {
    // parse made every dump this reader is given, with mssqlDumpSchema's parts.
    const checked = dump as MssqlDump;
    return mssqlStatements(checked)
      .map((statement) => `${statement}\nGO\n`)
      .join('\n');
  },
};
