/**
 * The tolerant reading for cross-dialect comparisons, where names, types and expressions are
 * spelled by different engines:
 * - keys: lower case, every run of other characters than letters and digits one `_` (so
 *   `person.address.city` = `person_address.city`, `"Order Details"` = `order_details`), after
 *   dropping casts (`::text`);
 * - column order by the folded names;
 * - column types by family (integer, decimal, float, boolean, text, binary, date, time,
 *   timestamp, json, uuid, enum, array; a named type by its family: enum, or a domain's base);
 * - generated columns by presence, not by their expression's spelling;
 * - defaults with casts, quotes, brackets and case dropped, MySQL's ON UPDATE too (a trigger
 *   elsewhere); numbers by value (0.00 = 0);
 *   now() = CURRENT_TIMESTAMP; true = 1; a new UUID by any engine's function;
 *   DEFAULT NULL as no default, a sequence's nextval() as no default (the identity category
 *   holds such columns);
 * - primary keys by their columns; foreign keys by their ON DELETE / ON UPDATE actions, NO
 *   ACTION = RESTRICT (MariaDB treats them alike), not by name or deferrability;
 * - checks with `BETWEEN` and `IN` read as PostgreSQL prints them (`>= AND <=`, `= ANY (ARRAY[…])`);
 * - unique constraints, indexes (beyond UNIQUE), checks, views and routines by presence: names,
 *   methods and the engines' own spellings of expressions and queries differ; routines only the
 *   target has (the triggers that keep MySQL's ON UPDATE CURRENT_TIMESTAMP) are not counted, nor
 *   checks that are a domain's put on its columns (the domain is counted with the types), nor the
 *   check of an enum's labels on a text column, which is read as the enum column it stands for;
 * - collations and MySQL's table options (engine, table collation) not at all: each engine names
 *   its own, none carries over; index keys without MySQL's prefix lengths (`uri(255)`);
 * SQLite's INTEGER PRIMARY KEY (the rowid) counts as an identity column, as it numbers new rows.
 * A primary key's columns are NOT NULL in every engine but SQLite, whose rowid tables let a
 * non-integer key hold NULL (a legacy quirk the others cannot write), so they compare as NOT NULL.
 * A unique index on plain columns without a predicate is a unique constraint: MariaDB reads both
 * as unique keys, SQLite and PostgreSQL read an index as an index, so both are read as uniques.
 */
import type { Catalog, Category, CatalogItem, Reading } from './catalog';
import { itemKey } from './catalog';
import { arrayDefaultAsJson } from '../../src/schema/sql/arrayDefault';
import { anyArrayAsIn } from '../../src/schema/sql/expressions';

const withoutCasts = (text: string): string =>
  text.replace(/::\s*[\w ]+(\(\d+(,\s*\d+)?\))?(\[\])?/g, '');
/** Lower case, runs of other characters than letters and digits as one `_`, trimmed of `_`. */
const folded = (text: string): string =>
  withoutCasts(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_|_$/g, '');

const FAMILIES: [RegExp, string][] = [
  [/\[\]$|^_|^array/, 'array'],
  [/^(tinyint\(1\)( unsigned)?|bool|boolean|bit(\(1\))?)$/, 'boolean'],
  [/^(tiny|small|medium|big)?int(?!erval)|^integer|^(small|big)?serial|^int[248]/, 'integer'],
  [/^(numeric|decimal|money|smallmoney|number)/, 'decimal'],
  [/^(real|float|double)/, 'float'],
  [/^enum\(/, 'enum'],
  [/char|text|clob|string/, 'text'],
  [/(blob|binary|bytea|image)/, 'binary'],
  [/^date$/, 'date'],
  [/^time(\(\d\))?( with(out)? time zone)?$|^timetz/, 'time'],
  [/^(timestamp|datetime|smalldatetime)/, 'timestamp'],
  [/^jsonb?$/, 'json'],
  [/^(uuid|uniqueidentifier)$/, 'uuid'],
];

/** A column type's family (see the module comment); a type outside them is its own family. */
export function typeFamily(type: string): string {
  const t = type.toLowerCase().trim();
  return FAMILIES.find(([re]) => re.test(t))?.[1] ?? folded(t);
}

/** A default value with the engines' spelling differences taken out. */
/** A string literal holding a JSON array, as compact JSON; undefined when it is none. */
function jsonArray(value: string): string | undefined {
  const text = /^\(?'(\[[\s\S]*\])'\)?$/.exec(value)?.[1];
  if (text === undefined) return undefined;
  try {
    return JSON.stringify(JSON.parse(text.replace(/''/g, "'")));
  } catch {
    return undefined;
  }
}

export function foldedDefault(written: string): string {
  // MySQL's ON UPDATE is a trigger in the other engines (and theirs is it in MySQL): the default
  // compares without it.
  const value = written.replace(/\s+ON UPDATE\s+\S[\s\S]*$/i, '');
  // A generated column by presence: each engine prints its expression in its own way, and
  // PostgreSQL 15 stores what SQLite and MariaDB may keep virtual.
  if (/^GENERATED ALWAYS AS\b/i.test(value.trim())) return 'generated';
  // An array default as the elements it holds: PostgreSQL's array, the JSON text of one elsewhere.
  const array = arrayDefaultAsJson(value.trim()) ?? jsonArray(withoutCasts(value).trim());
  if (array !== undefined) return `array ${array}`;
  // PostgreSQL's bytea literal (`'\\x756e'::bytea`) as the text of its bytes, which MariaDB and
  // SQLite print as a string.
  const hex = /^\(?'\\x((?:[0-9a-f]{2})*)'(::bytea)?\)?$/i.exec(value.trim())?.[1];
  if (hex !== undefined) return foldedDefault(`'${Buffer.from(hex, 'hex').toString('latin1')}'`);
  const bare = withoutCasts(value).replace(/^[('"]+|[)'"]+$/g, '');
  if (bare === '') return value.trim() === '' ? '' : "''";
  const number = Number(bare);
  if (Number.isFinite(number)) return String(number);
  const v = folded(value);
  if (/^(now|current_timestamp|getdate|sysdatetime|localtimestamp)(_\d)?$/.test(v)) return 'now';
  // A new random or time-based UUID, each engine's way (SQLite's is random hex).
  if (
    /^(uuid_generate_v[14]|gen_random_uuid|uuid|newid|newsequentialid|lower_hex_randomblob_16)$/.test(
      v,
    )
  )
    return 'uuid';
  if (v === 'true' || v === 'b_1') return '1';
  if (v === 'false' || v === 'b_0') return '0';
  return v;
}

const fkActions = (value: string): string =>
  (value.match(/ON (DELETE|UPDATE) (NO ACTION|RESTRICT|CASCADE|SET NULL|SET DEFAULT)/gi) ?? [])
    .join(' ')
    .toUpperCase()
    .replaceAll('NO ACTION', 'RESTRICT');

/** The tolerant reading of two catalogs, resolving named types (enums, domains) in either. */
export function tolerantReading(before: Catalog, after: Catalog): Reading {
  const named = new Map<string, string>();
  for (const t of [...before.types, ...after.types]) {
    const domain = /^DOMAIN (.*?)( NOT NULL| DEFAULT| CHECK|$)/.exec(t.value)?.[1];
    named.set(folded(t.name), domain ? typeFamily(domain) : 'enum');
  }
  // A domain's check, which engines without domains put on each column of the domain: read as
  // the domain's (the type), not as a check of the table's own.
  const domainChecks = [...before.types, ...after.types].flatMap((t) =>
    [...t.value.matchAll(/CHECK \((.*?)\)(?= CHECK |$)/g)].flatMap((m) => {
      const parts = folded(m[1] ?? '').split('_');
      if (!parts.includes('value')) return [];
      let first = true;
      const pattern = parts
        .map((p) => {
          if (p !== 'value') return p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          const group = first ? '(.+)' : '\\1';
          first = false;
          return group;
        })
        .join('_');
      return [new RegExp(`^${pattern}$`)];
    }),
  );
  const fromDomain = (item: CatalogItem) => {
    const check = folded(checkSpelling(item.sub ?? ''));
    return domainChecks.some((re) => re.test(check));
  };
  // An enum (a named type, or MySQL's inline ENUM) is a text column with a check of its labels
  // where the target has no enums: that column and check, only the target's, read as the enum.
  const labelSets = new Set(
    [
      ...before.types.map((t) => /^ENUM \((.*)\)$/.exec(t.value)?.[1]),
      ...before.columns.map((c) => /^enum\((.*)\)$/i.exec(c.value.trim())?.[1]),
    ].flatMap((labels) => (labels === undefined ? [] : [folded(labels)])),
  );
  const sourceChecks = new Set(before.checks.map((c) => folded(checkSpelling(c.sub ?? ''))));
  const enumChecks = new Set<CatalogItem>();
  const enumColumns = new Set<string>();
  for (const check of after.checks) {
    const text = folded(checkSpelling(check.sub ?? ''));
    if (sourceChecks.has(text)) continue;
    // `column IN (labels)`, where the column's name may hold `_in_` too (sign_in_mode).
    const split = [...text.matchAll(/_in_/g)].find((m) => labelSets.has(text.slice(m.index + 4)));
    if (split === undefined || split.index === 0) continue;
    enumChecks.add(check);
    enumColumns.add(folded(`${check.schema ?? ''}.${check.name}.${text.slice(0, split.index)}`));
  }
  const enumColumn = (item: CatalogItem) =>
    enumColumns.has(folded(`${item.schema ?? ''}.${item.name}.${item.sub ?? ''}`));
  const keyColumns = new Set<string>();
  for (const pk of [...before.primaryKeys, ...after.primaryKeys])
    for (const column of (/\((.*)\)/.exec(pk.value)?.[1] ?? '').split(','))
      keyColumns.add(folded(itemKey({ ...pk, sub: column.trim() })));
  const value = (category: Category, item: CatalogItem): string => {
    switch (category) {
      case 'columns':
        return enumColumn(item)
          ? 'enum'
          : (named.get(folded(item.value.replace(/^.*\./, ''))) ?? typeFamily(item.value));
      case 'defaults':
        return foldedDefault(item.value);
      case 'nullability':
        return keyColumns.has(folded(itemKey(item))) ? 'NOT NULL' : item.value.trim();
      case 'comments':
        return item.value.trim();
      case 'types':
      case 'columnOrder':
        return folded(item.value);
      case 'primaryKeys':
        // MySQL's prefix of a key column (`Counter(128)`): the whole column elsewhere.
        return folded(
          (/\(.*\)/.exec(item.value)?.[0] ?? '').replace(/([\p{L}\p{N}_`"])\(\d+\)/gu, '$1'),
        );
      case 'foreignKeys':
        return fkActions(item.value);
      case 'indexes':
        return /\bUNIQUE\b/.test(item.value) ? 'UNIQUE' : '';
      default:
        return '';
    }
  };
  // Routines the target has and the source does not are what the target needs for the source's
  // own constructs (MySQL's ON UPDATE CURRENT_TIMESTAMP is a trigger elsewhere): not a loss.
  const sourceRoutines = new Set(before.routines.map((item) => folded(itemKey(item))));
  // MariaDB's index for a foreign key without one carries the constraint's name, and its reader
  // leaves it out (readMariadb.ts); written for another engine, it is that index, left out too.
  const indexName = (item: CatalogItem) =>
    folded(`${item.schema ?? ''}.${item.name}.${item.value.split(' ')[0] ?? ''}`);
  const foreignKeyIndexes = new Set(before.foreignKeys.map(indexName));
  const skip = (category: Category, item: CatalogItem): boolean =>
    category === 'collations' ||
    (category === 'routines' && !sourceRoutines.has(folded(itemKey(item)))) ||
    (category === 'indexes' && foreignKeyIndexes.has(indexName(item))) ||
    (category === 'checks' && (fromDomain(item) || enumChecks.has(item))) ||
    // MySQL's engines and table character sets: no other engine has them.
    category === 'tableOptions' ||
    // PostgreSQL's partitions and INHERITS: the others write plain tables (with a note).
    category === 'partitions' ||
    (category === 'defaults' && /^(null|nextval_.*)$/.test(foldedDefault(item.value)));
  // MySQL's prefix parts (`uri(255)`) index the column other engines index whole; MariaDB reads
  // back lower() and upper() as lcase() and ucase().
  // A target without schemas leaves the source's one schema out (adapt.ts's flattenSchemas).
  const sourceSchemas = new Set(before.tables.map((t) => t.schema));
  const [onlySchema] = sourceSchemas;
  const leftOut =
    sourceSchemas.size === 1 && onlySchema != null && after.tables.every((t) => t.schema === null)
      ? onlySchema
      : undefined;
  const key = (category: Category, original: CatalogItem): string => {
    const item = original.schema === leftOut ? { ...original, schema: null } : original;
    const sub =
      item.sub === undefined
        ? undefined
        : category === 'indexes' || category === 'uniques' || category === 'primaryKeys'
          ? keyParts(item.sub.replace(/([\p{L}\p{N}_`"])\(\d+\)/gu, '$1'))
          : category === 'checks'
            ? checkSpelling(item.sub)
            : item.sub;
    const key = folded(itemKey({ ...item, ...(sub === undefined ? {} : { sub }) }));
    // PostgreSQL prints `x IN (a, b)` as `x = ANY (ARRAY[a, b])`.
    return category === 'checks' ? key.replace(/(^|_)any_array(?=_|$)/g, '$1in') : key;
  };
  return { key, value, skip, catalog: uniqueIndexesAsUniques };
}

/**
 * A check as one spelling for every engine: MariaDB's lcase()/ucase() as lower()/upper(), and
 * `x BETWEEN a AND b` as PostgreSQL prints it, `x >= a AND x <= b`, and its `x = ANY (ARRAY[...])`
 * as the `x IN (...)` it was written as.
 */
function checkSpelling(sub: string): string {
  return anyArrayAsIn(withoutCasts(sub))
    .replace(/\blcase\s*\(/gi, 'lower(')
    .replace(/\bucase\s*\(/gi, 'upper(')
    .replace(
      /([\p{L}\p{N}_."`[\]]+)\s+between\s+('[^']*'|[^\s()]+)\s+and\s+('[^']*'|[^\s()]+)/giu,
      '$1 >= $2 and $1 <= $3',
    );
}

/**
 * An index's parts with each expression as `<expression>`: SQLite's catalog gives no expression's
 * text, and PostgreSQL and MariaDB print the same expression each their own way.
 */
function keyParts(sub: string): string {
  const inner = /^\((.*)\)$/s.exec(withoutOpclasses(sub))?.[1];
  if (inner === undefined) return sub;
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= inner.length; i++) {
    const ch = inner[i];
    if (ch === "'") i = Math.max(i, inner.indexOf("'", i + 1));
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (i === inner.length || (ch === ',' && depth === 0)) {
      parts.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  const plain = /^("(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|[\p{L}\p{N}_$]+)( (ASC|DESC))?$/iu;
  // A full-text index on columns (PostgreSQL's to_tsvector of their text) is MySQL's FULLTEXT
  // index on those columns.
  const searched = (p: string) =>
    /^\(*to_tsvector\s*\(/i.test(p)
      ? [
          ...p
            .replace(/^\(*to_tsvector\s*\(/i, '')
            .replace(/'(?:[^']|'')*'/g, ' ')
            .matchAll(/("(?:[^"]|"")+"|[\p{L}_][\p{L}\p{N}_$]*)(\s*\()?/gu),
        ].flatMap((m) =>
          m[2] || /^(coalesce|text|regconfig|character|varying)$/i.test(m[1] ?? '')
            ? []
            : [m[1] ?? ''],
        )
      : [];
  return `(${parts
    .flatMap((p) => {
      const columns = searched(p);
      if (columns.length > 0) return columns;
      return [plain.test(p) ? p : `<expression>${/ DESC$/i.test(p) ? ' DESC' : ''}`];
    })
    .join(', ')})`;
}

/**
 * Index parts without PostgreSQL's operator classes (`name text_pattern_ops`): an index other
 * engines write on the plain column.
 */
const withoutOpclasses = (sub: string): string =>
  sub.replace(/\s+(?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*_ops\b(\s*\([^)]*\))?/g, '');

/** The catalog with each unique index on plain columns, without a predicate, read as a unique. */
function uniqueIndexesAsUniques(catalog: Catalog): Catalog {
  const plain = (item: CatalogItem) =>
    /\bUNIQUE\b/.test(item.value) &&
    !/\b(WHERE|INCLUDE|KEYS)\b/.test(item.value) &&
    item.sub !== undefined &&
    !/[()<]/.test(withoutOpclasses(item.sub).slice(1, -1));
  return {
    ...catalog,
    uniques: [
      ...catalog.uniques,
      ...catalog.indexes.filter(plain).map((item) => ({ ...item, value: '' })),
    ],
    indexes: catalog.indexes.filter((item) => !plain(item)),
  };
}
