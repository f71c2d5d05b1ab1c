import type { Engine } from '../engines';
import { emptyCatalog, text as str, withColumnOrder, type Catalog } from '../fidelity/catalog';

/** The namespaces a schema's own objects live in (not the system's, not an extension's). */
const USER_NAMESPACE = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;
/** Excludes objects an extension created (`CREATE EXTENSION tablefunc` brings functions). */
const notFromExtension = (oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.objid = ${oid} AND e.deptype = 'e')`;

/** The parts of the catalog query, each a sub-query whose rows come back as a JSON array. */
const PARTS = {
  tables: `SELECT n.nspname s, c.relname t, obj_description(c.oid, 'pg_class') cm FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND ${USER_NAMESPACE} AND ${notFromExtension('c.oid')}`,
  columns: `SELECT n.nspname s, c.relname t, a.attname col, format_type(a.atttypid, a.atttypmod) ty,
       a.attnotnull nn, pg_get_expr(d.adbin, d.adrelid) df, a.attidentity id, a.attgenerated gen,
       CASE WHEN a.attcollation <> ty.typcollation THEN co.collname END coll,
       col_description(c.oid, a.attnum) cm,
       (SELECT sq.seqstart || ' ' || sq.seqincrement FROM pg_depend dp JOIN pg_sequence sq ON sq.seqrelid = dp.objid
         WHERE dp.refobjid = c.oid AND dp.refobjsubid = a.attnum AND dp.classid = 'pg_class'::regclass
           AND dp.deptype IN ('i', 'a') LIMIT 1) seq
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_type ty ON ty.oid = a.atttypid
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     LEFT JOIN pg_collation co ON co.oid = a.attcollation
     WHERE c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND ${USER_NAMESPACE}
       AND ${notFromExtension('c.oid')}
     ORDER BY c.oid, a.attnum`,
  constraints: `SELECT n.nspname s, c.relname t, con.conname nm, con.contype::text ty,
       array(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY o) cols,
       fn.nspname rs, fc.relname rt,
       array(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY o) rcols,
       con.confdeltype::text del, con.confupdtype::text upd, con.condeferrable dfr, con.condeferred dfd,
       pg_get_expr(con.conbin, con.conrelid) ex,
       (SELECT (to_jsonb(i) ->> 'indnullsnotdistinct')::boolean FROM pg_index i WHERE i.indexrelid = con.conindid) nnd,
       CASE WHEN con.contype = 'x' THEN pg_get_constraintdef(con.oid) END def
     FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_class fc ON fc.oid = con.confrelid LEFT JOIN pg_namespace fn ON fn.oid = fc.relnamespace
     WHERE con.contype IN ('p', 'f', 'u', 'c', 'x') AND ${USER_NAMESPACE}`,
  // NULLS NOT DISTINCT (PostgreSQL 15): read through to_jsonb, null before 15.
  indexes: `SELECT n.nspname s, c.relname t, ic.relname nm, i.indisunique u, am.amname m,
       (to_jsonb(i) ->> 'indnullsnotdistinct')::boolean nnd,
       pg_get_expr(i.indpred, i.indrelid) pr,
       array(SELECT pg_get_indexdef(i.indexrelid, k, true) ||
               CASE WHEN i.indoption[k - 1] & 1 = 1 THEN ' DESC' ELSE '' END
             FROM generate_series(1, i.indnkeyatts) k) parts,
       array(SELECT pg_get_indexdef(i.indexrelid, k, true) FROM generate_series(i.indnkeyatts + 1, i.indnatts) k) inc,
       array(SELECT trim(coalesce((SELECT CASE WHEN ocn.nspname IN ('pg_catalog', 'public') THEN '' ELSE ocn.nspname || '.' END || oc.opcname
                 FROM pg_opclass oc JOIN pg_namespace ocn ON ocn.oid = oc.opcnamespace
                 WHERE oc.oid = i.indclass[k - 1] AND NOT oc.opcdefault), '') ||
               CASE i.indoption[k - 1] & 3 WHEN 2 THEN ' NULLS FIRST' WHEN 1 THEN ' NULLS LAST' ELSE '' END)
             FROM generate_series(1, i.indnkeyatts) k) opts
     FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_class ic ON ic.oid = i.indexrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_am am ON am.oid = ic.relam
     WHERE ${USER_NAMESPACE} AND ${notFromExtension('c.oid')}
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.contype IN ('p', 'u', 'x'))`,
  types: `SELECT n.nspname s, t.typname t, t.typtype::text k,
       array(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = t.oid ORDER BY e.enumsortorder) labels,
       format_type(t.typbasetype, t.typtypmod) base, t.typnotnull nn, t.typdefault df,
       array(SELECT pg_get_constraintdef(k.oid) FROM pg_constraint k WHERE k.contypid = t.oid ORDER BY k.conname) checks,
       rc.relkind::text rk
     FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace LEFT JOIN pg_class rc ON rc.oid = t.typrelid
     WHERE t.typtype IN ('e', 'd', 'c', 'r') AND ${USER_NAMESPACE} AND ${notFromExtension('t.oid')}
       AND (t.typtype <> 'c' OR rc.relkind = 'c')`,
  // Partitioned tables (their key), partitions (parent and bound) and inheriting tables (parents).
  partitions: `SELECT n.nspname s, c.relname t, pg_get_partkeydef(c.oid) pk, c.relispartition ip,
       pg_get_expr(c.relpartbound, c.oid) bound,
       array(SELECT CASE WHEN pn.nspname = 'public' THEN '' ELSE pn.nspname || '.' END || p.relname
             FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent
             JOIN pg_namespace pn ON pn.oid = p.relnamespace
             WHERE i.inhrelid = c.oid ORDER BY i.inhseqno) parents
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND ${USER_NAMESPACE} AND ${notFromExtension('c.oid')}
       AND (c.relkind = 'p' OR EXISTS (SELECT 1 FROM pg_inherits i WHERE i.inhrelid = c.oid))`,
  views: `SELECT n.nspname s, c.relname t, c.relkind::text k, pg_get_viewdef(c.oid, true) def,
       obj_description(c.oid, 'pg_class') cm
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('v', 'm') AND ${USER_NAMESPACE} AND ${notFromExtension('c.oid')}`,
  routines: `SELECT n.nspname s, p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' t,
       CASE p.prokind WHEN 'p' THEN 'procedure' WHEN 'a' THEN 'aggregate' ELSE 'function' END
         || CASE WHEN p.prokind IN ('f', 'p') THEN ' ' || pg_get_functiondef(p.oid) ELSE '' END k
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE ${USER_NAMESPACE} AND ${notFromExtension('p.oid')}
     UNION ALL
     SELECT n.nspname, c.relname || '.' || tg.tgname, 'trigger ' || pg_get_triggerdef(tg.oid) FROM pg_trigger tg
     JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE NOT tg.tgisinternal AND ${USER_NAMESPACE}
     UNION ALL
     SELECT n.nspname, c.relname, 'sequence' FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'S' AND ${USER_NAMESPACE}
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
     UNION ALL
     SELECT n.nspname, c.relname || '.' || rw.rulename, 'rule' FROM pg_rewrite rw
     JOIN pg_class c ON c.oid = rw.ev_class JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE rw.rulename <> '_RETURN' AND ${USER_NAMESPACE}`,
};

/**
 * The whole catalog in one query: one JSON object of the parts' rows. An aggregate over a sorted
 * sub-query takes its rows in that order, so the columns stay in ordinal order.
 */
const CATALOG_QUERY = `SELECT json_build_object(${Object.entries(PARTS)
  .map(([part, sql]) => `'${part}', (SELECT coalesce(json_agg(q), '[]') FROM (${sql}) q)`)
  .join(',\n')}) catalog`;

const ACTIONS: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

type Row = Record<string, unknown>;
/** PostgreSQL's default schema reads as null, so keys match a dialect without schemas. */
const schemaOf = (r: Row): string | null => (r.s === 'public' ? null : str(r.s));

/** Reads a PostgreSQL database's catalog in one query (see fidelity/catalog.ts for the shape). */
export async function readPostgres(engine: Engine): Promise<Catalog> {
  const c = emptyCatalog();
  const [result] = await engine.rows(CATALOG_QUERY);
  const parts = result?.catalog as Record<keyof typeof PARTS, Row[]>;

  for (const r of parts.tables) {
    c.tables.push({ schema: schemaOf(r), name: str(r.t), value: '' });
    if (r.cm !== null) c.comments.push({ schema: schemaOf(r), name: str(r.t), value: str(r.cm) });
  }

  for (const r of parts.columns) {
    const item = { schema: schemaOf(r), name: str(r.t), sub: str(r.col) };
    c.columns.push({ ...item, value: str(r.ty) });
    c.nullability.push({ ...item, value: r.nn ? 'NOT NULL' : 'NULL' });
    if (r.df !== null)
      c.defaults.push({
        ...item,
        value: r.gen === 's' ? `GENERATED ALWAYS AS (${str(r.df)}) STORED` : str(r.df),
      });
    // An identity's start and step, where they are not 1.
    const options = str(r.seq) === '1 1' || r.seq === null ? '' : ` ${str(r.seq)}`;
    if (r.id === 'a' || r.id === 'd')
      c.identity.push({ ...item, value: `${r.id === 'a' ? 'ALWAYS' : 'BY DEFAULT'}${options}` });
    // serial: a sequence's next value as the default
    else if (/^nextval\(/.test(str(r.df))) c.identity.push({ ...item, value: 'SERIAL' });
    if (r.coll !== null) c.collations.push({ ...item, value: str(r.coll) });
    if (r.cm !== null) c.comments.push({ ...item, value: str(r.cm) });
  }

  for (const r of parts.constraints) {
    const cols = (r.cols as string[]).join(', ');
    const table = { schema: schemaOf(r), name: str(r.t) };
    if (r.ty === 'p') c.primaryKeys.push({ ...table, value: `${str(r.nm)} (${cols})` });
    else if (r.ty === 'u')
      c.uniques.push({
        ...table,
        sub: `(${cols})`,
        value: `${str(r.nm)}${r.nnd ? ' NULLS NOT DISTINCT' : ''}${r.dfr ? ` DEFERRABLE INITIALLY ${r.dfd ? 'DEFERRED' : 'IMMEDIATE'}` : ''}`,
      });
    else if (r.ty === 'c') c.checks.push({ ...table, sub: str(r.ex), value: str(r.nm) });
    // An exclusion constraint counts with the checks: a rule on rows, by its definition.
    else if (r.ty === 'x') c.checks.push({ ...table, sub: str(r.def), value: str(r.nm) });
    else {
      const ref = [r.rs === 'public' ? null : str(r.rs), str(r.rt)].filter(Boolean).join('.');
      const deferrable = !r.dfr
        ? 'NOT DEFERRABLE'
        : `DEFERRABLE INITIALLY ${r.dfd ? 'DEFERRED' : 'IMMEDIATE'}`;
      c.foreignKeys.push({
        ...table,
        sub: `(${cols}) > ${ref}(${(r.rcols as string[]).join(', ')})`,
        value: `${str(r.nm)} ON DELETE ${ACTIONS[str(r.del)]} ON UPDATE ${ACTIONS[str(r.upd)]} ${deferrable}`,
      });
    }
  }

  for (const r of parts.indexes) {
    const include = (r.inc as string[]).length
      ? ` INCLUDE (${(r.inc as string[]).join(', ')})`
      : '';
    // The key parts' operator classes (where not their type's default) and NULLS orders (where
    // not the default of their direction), which the parts' text leaves out.
    const options = r.opts as string[];
    const keyOptions = options.some(Boolean) ? ` KEYS (${options.join(', ')})` : '';
    c.indexes.push({
      schema: schemaOf(r),
      name: str(r.t),
      sub: `(${(r.parts as string[]).join(', ')})`,
      value: `${str(r.nm)}${r.u ? ' UNIQUE' : ''}${r.nnd ? ' NULLS NOT DISTINCT' : ''} USING ${str(r.m)}${include}${r.pr === null ? '' : ` WHERE ${str(r.pr)}`}${keyOptions}`,
    });
  }

  for (const r of parts.types) {
    const value =
      r.k === 'e'
        ? `ENUM (${(r.labels as string[]).map((l) => `'${l}'`).join(', ')})`
        : r.k === 'd'
          ? [
              `DOMAIN ${str(r.base)}`,
              r.nn ? 'NOT NULL' : '',
              r.df === null ? '' : `DEFAULT ${str(r.df)}`,
              ...(r.checks as string[]),
            ]
              .filter(Boolean)
              .join(' ')
          : r.k === 'r'
            ? 'RANGE'
            : 'COMPOSITE';
    c.types.push({ schema: schemaOf(r), name: str(r.t), value });
  }

  for (const r of parts.views) {
    const kind = r.k === 'm' ? 'MATERIALIZED VIEW' : 'VIEW';
    c.views.push({ schema: schemaOf(r), name: str(r.t), value: `${kind} ${str(r.def).trim()}` });
    if (r.cm !== null) c.comments.push({ schema: schemaOf(r), name: str(r.t), value: str(r.cm) });
  }

  for (const r of parts.partitions) {
    const table = { schema: schemaOf(r), name: str(r.t) };
    const parents = r.parents as string[];
    if (r.pk !== null) c.partitions.push({ ...table, sub: 'PARTITION BY', value: str(r.pk) });
    if (r.ip)
      c.partitions.push({
        ...table,
        sub: 'PARTITION OF',
        value: `${parents.join(', ')} ${str(r.bound)}`,
      });
    else if (parents.length > 0)
      c.partitions.push({ ...table, sub: 'INHERITS', value: parents.join(', ') });
  }

  for (const r of parts.routines)
    c.routines.push({ schema: schemaOf(r), name: str(r.t), value: str(r.k) });

  return withColumnOrder(c);
}
