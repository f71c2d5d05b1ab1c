/**
 * The MySQL / MariaDB catalog query (issue 38, item 1a): one SELECT over information_schema for
 * the current database, returning the dump as one JSON object. It runs unchanged on MySQL 8 and
 * MariaDB 10.5+, so it names only what both servers have, with two exceptions handled below.
 */

/**
 * MariaDB's JSON_ARRAYAGG is a GROUP_CONCAT underneath, cut at group_concat_max_len (1 MB by
 * default): raised for this session to 1 GB, far past the largest dump Relata reads
 * (MAX_IMPORT_BYTES) and accepted by every server in strict mode (4 GB is refused on some).
 */
const RAISE_CONCAT_LIMIT = 'SET SESSION group_concat_max_len = 1073741824;';

/**
 * Columns that only one server has, read through a correlated name: inside each sub-query an
 * unqualified name resolves to the information_schema table when it has that column, and
 * otherwise to this one-row table outside, whose value is NULL. So `EXPRESSION` is MySQL 8's
 * functional index part (NULL on MariaDB), and `TABLE_NAME` and `LEVEL` of CHECK_CONSTRAINTS are
 * MariaDB's (NULL on MySQL, which names a check's table in TABLE_CONSTRAINTS only).
 */
const ABSENT = '(SELECT NULL AS EXPRESSION, NULL AS TABLE_NAME, NULL AS LEVEL) AS absent';

/** One part of the dump: the rows of a sub-query as a JSON array (NULL when there are none). */
const part = (name: string, object: string, from: string): string =>
  `  '${name}', (SELECT JSON_ARRAYAGG(JSON_OBJECT(${object}))\n    FROM ${from})`;

// Rows carry their ordinal positions: MySQL's JSON_ARRAYAGG takes no ORDER BY, so the script
// writer orders them.
const PARTS = [
  part(
    'tables',
    `'name', t.TABLE_NAME, 'engine', t.ENGINE, 'collation', t.TABLE_COLLATION,
      'charset', (SELECT c.CHARACTER_SET_NAME FROM information_schema.COLLATIONS c
        WHERE c.COLLATION_NAME = t.TABLE_COLLATION LIMIT 1),
      'comment', t.TABLE_COMMENT, 'options', t.CREATE_OPTIONS`,
    `information_schema.TABLES t
    WHERE t.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE'`,
  ),
  part(
    'columns',
    `'table', c.TABLE_NAME, 'name', c.COLUMN_NAME, 'position', c.ORDINAL_POSITION,
      'type', c.COLUMN_TYPE, 'nullable', c.IS_NULLABLE, 'default', c.COLUMN_DEFAULT,
      'extra', c.EXTRA, 'generation', c.GENERATION_EXPRESSION, 'charset', c.CHARACTER_SET_NAME,
      'collation', c.COLLATION_NAME, 'comment', c.COLUMN_COMMENT`,
    `information_schema.COLUMNS c
    JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA
      AND t.TABLE_NAME = c.TABLE_NAME AND t.TABLE_TYPE = 'BASE TABLE'
    WHERE c.TABLE_SCHEMA = DATABASE()`,
  ),
  part(
    'indexes',
    `'table', s.TABLE_NAME, 'name', s.INDEX_NAME, 'nonUnique', s.NON_UNIQUE,
      'seq', s.SEQ_IN_INDEX, 'column', s.COLUMN_NAME, 'expression', EXPRESSION,
      'subPart', s.SUB_PART, 'order', s.COLLATION, 'type', s.INDEX_TYPE,
      'comment', s.INDEX_COMMENT`,
    `information_schema.STATISTICS s WHERE s.TABLE_SCHEMA = DATABASE()`,
  ),
  part(
    'foreignKeys',
    `'table', k.TABLE_NAME, 'name', k.CONSTRAINT_NAME, 'seq', k.ORDINAL_POSITION,
      'column', k.COLUMN_NAME, 'refSchema', k.REFERENCED_TABLE_SCHEMA,
      'refTable', k.REFERENCED_TABLE_NAME, 'refColumn', k.REFERENCED_COLUMN_NAME,
      'onDelete', r.DELETE_RULE, 'onUpdate', r.UPDATE_RULE`,
    `information_schema.KEY_COLUMN_USAGE k
    JOIN information_schema.REFERENTIAL_CONSTRAINTS r ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA
      AND r.TABLE_NAME = k.TABLE_NAME AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME
    WHERE k.TABLE_SCHEMA = DATABASE()`,
  ),
  part(
    'checks',
    `'table', COALESCE(TABLE_NAME, (SELECT tc.TABLE_NAME FROM information_schema.TABLE_CONSTRAINTS tc
        WHERE tc.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND tc.CONSTRAINT_NAME = k.CONSTRAINT_NAME
          AND tc.CONSTRAINT_TYPE = 'CHECK' LIMIT 1)),
      'name', k.CONSTRAINT_NAME, 'level', LEVEL, 'clause', k.CHECK_CLAUSE`,
    `information_schema.CHECK_CONSTRAINTS k WHERE k.CONSTRAINT_SCHEMA = DATABASE()`,
  ),
  part(
    'views',
    `'name', v.TABLE_NAME, 'definition', v.VIEW_DEFINITION, 'checkOption', v.CHECK_OPTION,
      'security', v.SECURITY_TYPE`,
    `information_schema.VIEWS v WHERE v.TABLE_SCHEMA = DATABASE()`,
  ),
  part(
    'triggers',
    `'name', g.TRIGGER_NAME, 'table', g.EVENT_OBJECT_TABLE, 'timing', g.ACTION_TIMING,
      'event', g.EVENT_MANIPULATION, 'order', g.ACTION_ORDER, 'statement', g.ACTION_STATEMENT`,
    `information_schema.TRIGGERS g WHERE g.TRIGGER_SCHEMA = DATABASE()`,
  ),
  part(
    'routines',
    `'name', p.ROUTINE_NAME, 'kind', p.ROUTINE_TYPE, 'returns', p.DTD_IDENTIFIER,
      'body', p.ROUTINE_DEFINITION, 'deterministic', p.IS_DETERMINISTIC,
      'dataAccess', p.SQL_DATA_ACCESS, 'security', p.SECURITY_TYPE, 'comment', p.ROUTINE_COMMENT`,
    `information_schema.ROUTINES p
    WHERE p.ROUTINE_SCHEMA = DATABASE() AND p.ROUTINE_TYPE IN ('PROCEDURE', 'FUNCTION')`,
  ),
  part(
    'parameters',
    `'routine', a.SPECIFIC_NAME, 'kind', a.ROUTINE_TYPE, 'position', a.ORDINAL_POSITION,
      'mode', a.PARAMETER_MODE, 'name', a.PARAMETER_NAME, 'type', a.DTD_IDENTIFIER`,
    `information_schema.PARAMETERS a
    WHERE a.SPECIFIC_SCHEMA = DATABASE() AND a.ORDINAL_POSITION > 0`,
  ),
  part(
    'partitions',
    `'table', p.TABLE_NAME, 'name', p.PARTITION_NAME, 'subName', p.SUBPARTITION_NAME,
      'method', p.PARTITION_METHOD, 'expression', p.PARTITION_EXPRESSION,
      'subMethod', p.SUBPARTITION_METHOD, 'subExpression', p.SUBPARTITION_EXPRESSION,
      'description', p.PARTITION_DESCRIPTION, 'position', p.PARTITION_ORDINAL_POSITION,
      'subPosition', p.SUBPARTITION_ORDINAL_POSITION`,
    `information_schema.PARTITIONS p
    WHERE p.TABLE_SCHEMA = DATABASE() AND p.PARTITION_NAME IS NOT NULL`,
  ),
];

/** The query: the session's concatenation limit raised, then the one SELECT of the dump. */
export const MYSQL_CATALOG_QUERY = `${RAISE_CONCAT_LIMIT}
SELECT JSON_OBJECT(
  'relata_catalog', 1, 'engine', 'mysql', 'version', VERSION(), 'database', DATABASE(),
${PARTS.join(',\n')}
) AS catalog
FROM ${ABSENT};
`;
