/**
 * PostgreSQL's catalog query (issue 38, item 1a): one SELECT over pg_catalog that returns the
 * whole schema as one JSON document, each part in creation (oid) order so that objects come
 * after what they depend on. Definitions are the engine's own text (pg_get_constraintdef,
 * pg_get_indexdef, pg_get_viewdef, ...), as pg_dump writes them. Needs PostgreSQL 11 or later.
 */

/** The namespaces a schema's own objects live in (not the system's, not TOAST or temporary ones). */
const USER_NAMESPACE = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

/** Excludes what an extension created (its types, functions and tables come with the extension). */
const notFromExtension = (oid: string): string =>
  `NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.objid = ${oid} AND e.deptype = 'e')`;

/** A JSON array of a sub-query's rows, `[]` when it has none. */
const rowsOf = (sql: string): string => `(SELECT coalesce(json_agg(q), '[]') FROM (${sql}) q)`;

const SCHEMAS = `SELECT n.nspname AS name FROM pg_namespace n
  WHERE ${USER_NAMESPACE} AND n.nspname <> 'public' AND ${notFromExtension('n.oid')} ORDER BY n.oid`;

// plpgsql is installed in every database; the others are what the schema's types and indexes use.
const EXTENSIONS = `SELECT x.extname AS name, n.nspname AS schema FROM pg_extension x
  JOIN pg_namespace n ON n.oid = x.extnamespace WHERE x.extname <> 'plpgsql' ORDER BY x.oid`;

const TYPES = `SELECT n.nspname AS schema, t.typname AS name, t.typtype::text AS kind,
    (SELECT json_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid) AS labels,
    CASE WHEN t.typtype = 'd' THEN format_type(t.typbasetype, t.typtypmod) END AS base,
    t.typnotnull AS not_null, t.typdefault AS default_value,
    (SELECT json_agg(json_build_object('name', k.conname, 'definition', pg_get_constraintdef(k.oid)) ORDER BY k.conname)
       FROM pg_constraint k WHERE k.contypid = t.oid AND k.contype = 'c') AS checks,
    (SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) ORDER BY a.attnum)
       FROM pg_attribute a WHERE a.attrelid = t.typrelid AND a.attnum > 0 AND NOT a.attisdropped) AS attributes,
    (SELECT format_type(r.rngsubtype, NULL) FROM pg_range r WHERE r.rngtypid = t.oid) AS subtype,
    obj_description(t.oid, 'pg_type') AS comment
  FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace LEFT JOIN pg_class rc ON rc.oid = t.typrelid
  WHERE t.typtype IN ('e', 'd', 'c', 'r') AND (t.typtype <> 'c' OR rc.relkind = 'c')
    AND ${USER_NAMESPACE} AND ${notFromExtension('t.oid')}
  ORDER BY t.oid`;

// Identity columns' sequences belong to their column (deptype 'i') and are not written apart.
// Numbers as text: a bigint bound does not fit a JavaScript number.
const SEQUENCES = `SELECT n.nspname AS schema, c.relname AS name, format_type(s.seqtypid, NULL) AS type,
    s.seqstart::text AS start, s.seqincrement::text AS increment, s.seqmin::text AS min,
    s.seqmax::text AS max, s.seqcache::text AS cache, s.seqcycle AS cycle,
    (SELECT json_build_object('schema', tn.nspname, 'table', tc.relname, 'column', a.attname)
       FROM pg_depend d JOIN pg_class tc ON tc.oid = d.refobjid JOIN pg_namespace tn ON tn.oid = tc.relnamespace
       JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
       WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'a'
         AND d.refclassid = 'pg_class'::regclass LIMIT 1) AS owned_by
  FROM pg_class c JOIN pg_sequence s ON s.seqrelid = c.oid JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'S' AND ${USER_NAMESPACE} AND ${notFromExtension('c.oid')}
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'i')
  ORDER BY c.oid`;

// pg_get_functiondef cannot write an aggregate; functions and procedures are what triggers,
// defaults and checks call.
const FUNCTIONS = `SELECT n.nspname AS schema, p.proname AS name, pg_get_functiondef(p.oid) AS definition
  FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
  WHERE p.prokind IN ('f', 'p') AND ${USER_NAMESPACE} AND ${notFromExtension('p.oid')}
  ORDER BY p.oid`;

// An aggregate written back from its parts (pg_get_functiondef cannot write one); regproc's text
// is the function's name, qualified and quoted as the search path needs.
const AGGREGATES = `SELECT n.nspname AS schema, p.proname AS name,
    pg_get_function_identity_arguments(p.oid) AS arguments, a.aggtransfn::regproc::text AS sfunc,
    format_type(a.aggtranstype, NULL) AS stype, nullif(a.aggfinalfn::regproc::text, '-') AS finalfunc,
    nullif(a.aggcombinefn::regproc::text, '-') AS combinefunc, a.agginitval AS initcond
  FROM pg_aggregate a JOIN pg_proc p ON p.oid = a.aggfnoid JOIN pg_namespace n ON n.oid = p.pronamespace
  WHERE a.aggkind = 'n' AND ${USER_NAMESPACE} AND ${notFromExtension('p.oid')}
  ORDER BY p.oid`;

const COLUMNS = `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
    a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default_value,
    nullif(a.attidentity::text, '') AS identity, nullif(a.attgenerated::text, '') AS generated,
    CASE WHEN a.attcollation <> ty.typcollation THEN co.collname END AS collation,
    CASE WHEN a.attcollation <> ty.typcollation THEN cn.nspname END AS collation_schema,
    col_description(a.attrelid, a.attnum) AS comment, a.attislocal AS local,
    (SELECT sq.seqstart::text FROM pg_depend dp JOIN pg_sequence sq ON sq.seqrelid = dp.objid
      WHERE a.attidentity <> '' AND dp.refobjid = a.attrelid AND dp.refobjsubid = a.attnum
        AND dp.classid = 'pg_class'::regclass AND dp.deptype = 'i' LIMIT 1) AS identity_start,
    (SELECT sq.seqincrement::text FROM pg_depend dp JOIN pg_sequence sq ON sq.seqrelid = dp.objid
      WHERE a.attidentity <> '' AND dp.refobjid = a.attrelid AND dp.refobjsubid = a.attnum
        AND dp.classid = 'pg_class'::regclass AND dp.deptype = 'i' LIMIT 1) AS identity_increment
  FROM pg_attribute a JOIN pg_type ty ON ty.oid = a.atttypid
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
  LEFT JOIN pg_collation co ON co.oid = a.attcollation LEFT JOIN pg_namespace cn ON cn.oid = co.collnamespace
  WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  ORDER BY a.attnum`;

// A partition's or child's copies of its parent's constraints are not its own (conislocal).
const CONSTRAINTS = `SELECT k.conname AS name, k.contype::text AS type, pg_get_constraintdef(k.oid) AS definition
  FROM pg_constraint k
  WHERE k.conrelid = c.oid AND k.contype IN ('p', 'u', 'f', 'c', 'x') AND k.conislocal
  ORDER BY k.contype, k.conname`;

const PARENTS = `SELECT pn.nspname AS schema, pc.relname AS name FROM pg_inherits i
  JOIN pg_class pc ON pc.oid = i.inhparent JOIN pg_namespace pn ON pn.oid = pc.relnamespace
  WHERE i.inhrelid = c.oid ORDER BY i.inhseqno`;

const TABLES = `SELECT n.nspname AS schema, c.relname AS name, c.relpersistence::text AS persistence,
    obj_description(c.oid, 'pg_class') AS comment,
    CASE WHEN c.relkind = 'p' THEN pg_get_partkeydef(c.oid) END AS partition_key,
    pg_get_expr(c.relpartbound, c.oid) AS partition_bound,
    ${rowsOf(PARENTS)} AS parents, ${rowsOf(COLUMNS)} AS columns, ${rowsOf(CONSTRAINTS)} AS constraints
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND ${USER_NAMESPACE} AND ${notFromExtension('c.oid')}
  ORDER BY c.oid`;

// Indexes that back a key are written with the key; a partition's copy of its parent's index
// (attached to it, in pg_inherits) comes with the parent's.
const INDEXES = `SELECT n.nspname AS schema, c.relname AS table_name, c.relkind::text AS table_kind,
    ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
  FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_class ic ON ic.oid = i.indexrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'm') AND ${USER_NAMESPACE} AND ${notFromExtension('c.oid')}
    AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.contype IN ('p', 'u', 'x'))
    AND NOT EXISTS (SELECT 1 FROM pg_inherits h WHERE h.inhrelid = i.indexrelid)
  ORDER BY ic.oid`;

// The views a view reads (through its rewrite rule), to write them in dependency order.
const VIEWS = `SELECT c.oid::bigint AS id, n.nspname AS schema, c.relname AS name, c.relkind::text AS kind,
    pg_get_viewdef(c.oid) AS definition, obj_description(c.oid, 'pg_class') AS comment,
    (SELECT coalesce(json_agg(DISTINCT d.refobjid::bigint), '[]') FROM pg_rewrite r
       JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid AND d.refclassid = 'pg_class'::regclass
       JOIN pg_class dc ON dc.oid = d.refobjid
       WHERE r.ev_class = c.oid AND dc.relkind IN ('v', 'm') AND dc.oid <> c.oid) AS depends_on
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('v', 'm') AND ${USER_NAMESPACE} AND ${notFromExtension('c.oid')}
  ORDER BY c.oid`;

// A partition's clone of its parent's trigger comes with the parent's.
const TRIGGERS = `SELECT pg_get_triggerdef(t.oid) AS definition FROM pg_trigger t
  JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE NOT t.tgisinternal AND ${USER_NAMESPACE} AND ${notFromExtension('c.oid')}
    AND NOT EXISTS (SELECT 1 FROM pg_inherits h JOIN pg_trigger pt ON pt.tgrelid = h.inhparent AND pt.tgname = t.tgname
                    WHERE h.inhrelid = c.oid AND c.relispartition)
  ORDER BY t.oid`;

const RULES = `SELECT pg_get_ruledef(r.oid) AS definition FROM pg_rewrite r
  JOIN pg_class c ON c.oid = r.ev_class JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE r.rulename <> '_RETURN' AND ${USER_NAMESPACE} AND ${notFromExtension('c.oid')}
  ORDER BY r.oid`;

/** The parts of the dump, by name, each a sub-query whose rows become a JSON array. */
const PARTS: Record<string, string> = {
  schemas: SCHEMAS,
  extensions: EXTENSIONS,
  types: TYPES,
  sequences: SEQUENCES,
  functions: FUNCTIONS,
  aggregates: AGGREGATES,
  tables: TABLES,
  indexes: INDEXES,
  views: VIEWS,
  triggers: TRIGGERS,
  rules: RULES,
};

/** PostgreSQL's catalog query: one row, one column `catalog`, the dump as JSON. */
export const POSTGRESQL_QUERY = `SELECT json_build_object(
  'relata_catalog', 1, 'engine', 'postgresql', 'version', current_setting('server_version'),
  ${Object.entries(PARTS)
    .map(([part, sql]) => `'${part}', ${rowsOf(sql)}`)
    .join(',\n  ')}
)::text AS catalog;`;
