/**
 * The SQL Server catalog query (issue 38, item 1a): one SELECT over sys.* for the current
 * database, each part a FOR JSON PATH sub-query of flat rows (an index's columns are a part of
 * their own, as in the MySQL dump), the whole wrapped in a scalar sub-query so that
 * clients return it as one value (SSMS and sqlcmd cut a bare FOR JSON result into rows of 2,033
 * characters).
 */

/** One part of the dump: the rows of a sub-query as a JSON array (absent when there are none). */
const part = (name: string, select: string): string =>
  `  (SELECT ${select}\n    FOR JSON PATH) AS [${name}]`;

/** The MS_Description extended property of an object (minor 0) or a column. */
const description = (major: string, minor: string): string =>
  `(SELECT CAST(ep.value AS nvarchar(max)) FROM sys.extended_properties ep
        WHERE ep.class = 1 AND ep.major_id = ${major} AND ep.minor_id = ${minor}
          AND ep.name = N'MS_Description')`;

/** Objects of the user's own: not shipped with the server (diagrams' support tables included). */
const OWN = `o.is_ms_shipped = 0 AND NOT EXISTS (SELECT 1 FROM sys.extended_properties x
        WHERE x.major_id = o.object_id AND x.minor_id = 0 AND x.name = N'microsoft_database_tools_support')`;

const PARTS = [
  part(
    'schemas',
    `s.name FROM sys.schemas s
    WHERE s.schema_id > 4 AND s.schema_id < 16384`,
  ),
  part(
    'types',
    `SCHEMA_NAME(t.schema_id) AS [schema], t.name, TYPE_NAME(t.system_type_id) AS base,
      t.max_length AS maxLength, t.precision, t.scale, t.is_nullable AS nullable
    FROM sys.types t WHERE t.is_user_defined = 1 AND t.is_table_type = 0 AND t.is_assembly_type = 0`,
  ),
  part(
    'tables',
    `SCHEMA_NAME(o.schema_id) AS [schema], o.name, ${description('o.object_id', '0')} AS comment
    FROM sys.tables o WHERE ${OWN}`,
  ),
  part(
    'columns',
    `SCHEMA_NAME(o.schema_id) AS [schema], o.name AS [table], c.name, c.column_id AS position,
      TYPE_NAME(c.user_type_id) AS type, ty.is_user_defined AS userType,
      SCHEMA_NAME(ty.schema_id) AS typeSchema, c.max_length AS maxLength, c.precision, c.scale,
      c.is_nullable AS nullable, c.collation_name AS collation,
      c.is_identity AS [identity], CAST(ic.seed_value AS nvarchar(64)) AS seed,
      CAST(ic.increment_value AS nvarchar(64)) AS increment,
      dc.name AS defaultName, dc.definition AS [default],
      cc.definition AS computed, cc.is_persisted AS persisted,
      ${description('c.object_id', 'c.column_id')} AS comment
    FROM sys.columns c
    JOIN sys.tables o ON o.object_id = c.object_id
    JOIN sys.types ty ON ty.user_type_id = c.user_type_id
    LEFT JOIN sys.identity_columns ic ON ic.object_id = c.object_id AND ic.column_id = c.column_id
    LEFT JOIN sys.default_constraints dc ON dc.object_id = c.default_object_id
    LEFT JOIN sys.computed_columns cc ON cc.object_id = c.object_id AND cc.column_id = c.column_id
    WHERE ${OWN}`,
  ),
  part(
    'indexes',
    `SCHEMA_NAME(o.schema_id) AS [schema], o.name AS [table], i.name, i.index_id AS id,
      i.type_desc AS kind, i.is_primary_key AS [primary], i.is_unique_constraint AS [constraint],
      i.is_unique AS [unique], i.filter_definition AS filter
    FROM sys.indexes i JOIN sys.tables o ON o.object_id = i.object_id
    WHERE i.type IN (1, 2) AND ${OWN}`,
  ),
  part(
    'indexColumns',
    `SCHEMA_NAME(o.schema_id) AS [schema], o.name AS [table], ic.index_id AS [index], c.name,
      ic.key_ordinal AS position, ic.index_column_id AS [column],
      ic.is_descending_key AS descending, ic.is_included_column AS included
    FROM sys.index_columns ic
    JOIN sys.indexes i ON i.object_id = ic.object_id AND i.index_id = ic.index_id
    JOIN sys.tables o ON o.object_id = ic.object_id
    JOIN sys.columns c ON c.object_id = ic.object_id AND c.column_id = ic.column_id
    WHERE i.type IN (1, 2) AND ${OWN}`,
  ),
  part(
    'foreignKeys',
    `SCHEMA_NAME(o.schema_id) AS [schema], o.name AS [table], f.name,
      SCHEMA_NAME(r.schema_id) AS refSchema, r.name AS refTable,
      f.delete_referential_action_desc AS onDelete, f.update_referential_action_desc AS onUpdate
    FROM sys.foreign_keys f
    JOIN sys.tables o ON o.object_id = f.parent_object_id
    JOIN sys.objects r ON r.object_id = f.referenced_object_id
    WHERE ${OWN}`,
  ),
  part(
    'foreignKeyColumns',
    `SCHEMA_NAME(o.schema_id) AS [schema], o.name AS [table], f.name AS [key],
      k.constraint_column_id AS position, pc.name AS [column], rc.name AS refColumn
    FROM sys.foreign_key_columns k
    JOIN sys.foreign_keys f ON f.object_id = k.constraint_object_id
    JOIN sys.tables o ON o.object_id = k.parent_object_id
    JOIN sys.columns pc ON pc.object_id = k.parent_object_id AND pc.column_id = k.parent_column_id
    JOIN sys.columns rc ON rc.object_id = k.referenced_object_id
      AND rc.column_id = k.referenced_column_id
    WHERE ${OWN}`,
  ),
  part(
    'checks',
    `SCHEMA_NAME(o.schema_id) AS [schema], o.name AS [table], k.name, k.definition,
      COL_NAME(k.parent_object_id, NULLIF(k.parent_column_id, 0)) AS [column]
    FROM sys.check_constraints k JOIN sys.tables o ON o.object_id = k.parent_object_id
    WHERE ${OWN}`,
  ),
  part(
    'views',
    `SCHEMA_NAME(o.schema_id) AS [schema], o.name, m.definition,
      ${description('o.object_id', '0')} AS comment
    FROM sys.views o JOIN sys.sql_modules m ON m.object_id = o.object_id
    WHERE ${OWN}`,
  ),
];

/** The query: one row, one column `catalog`, the dump as JSON text. */
export const MSSQL_CATALOG_QUERY = `SELECT (
  SELECT 1 AS relata_catalog, 'mssql' AS engine,
    CAST(SERVERPROPERTY('ProductVersion') AS nvarchar(128)) AS version, DB_NAME() AS [database],
    CAST(DATABASEPROPERTYEX(DB_NAME(), 'Collation') AS nvarchar(128)) AS collation,
${PARTS.join(',\n')}
  FOR JSON PATH, WITHOUT_ARRAY_WRAPPER
) AS catalog;
`;
