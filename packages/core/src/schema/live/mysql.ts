/**
 * Reading a live MySQL or MariaDB database (issue 38): the catalog query, the check of its dump,
 * and the dump written back as the DDL script SHOW CREATE TABLE and mysqldump would write.
 */
import { checkedDump } from './dumpShape';
import { mysqlDumpSchema, type MysqlDump } from './mysqlDump';
import { MYSQL_CATALOG_QUERY } from './mysqlQuery';
import { mysqlViewsAndRoutines } from './mysqlRoutines';
import { mysqlTables } from './mysqlTables';
import type { CatalogDump, LiveReader } from './reader';

/** The MySQL / MariaDB part of live reading. */
export const mysqlReader: LiveReader = {
  query: MYSQL_CATALOG_QUERY,
  parse: (value) => checkedDump(value, 'mysql', mysqlDumpSchema),
  script(dump: CatalogDump): string {
    // parse made every dump this reader is given, with mysqlDumpSchema's parts.
    const checked = dump as MysqlDump;
    const statements = [...mysqlTables(checked), ...mysqlViewsAndRoutines(checked)];
    return `${statements.join('\n\n')}\n`;
  },
};
