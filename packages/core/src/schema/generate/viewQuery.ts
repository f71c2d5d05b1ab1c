/**
 * A view's query in another dialect (decision 0068): its expressions translated as a check's are
 * (translateExpression: functions, casts, literals, quoting), its names spelled as the target's
 * tables and columns are, and the whole left out with a note wherever a construct has no sure
 * spelling there. A view refused by the engine would stop the script, so only what each engine
 * is known to take is written: the common core of SELECT (joins, WHERE, GROUP BY, HAVING, UNION,
 * CASE, subqueries, common table expressions) and functions the target has by the same name.
 */
import { scanSql, type ScannedColumn, type SqlScan } from '../../diagram/sqlScan';
import { nameKey, type PhysicalTable, type PhysicalView } from '../physical';
import { quoteIdentifier } from '../quoting';
import { ENGINE_NAMES, namedSqlDialect, type SqlDialect } from '../sql/dialects';
import { anyArrayAsIn, translateExpression, type TranslatedExpression } from '../sql/expressions';
import { convertAsCast, groupConcat } from '../sql/mysqlFunctions';
import { sqlTypeFor } from '../sql/typeMapping';
import type { Token } from '../import/sqlLexer';
import { isDialect } from './adapt';
import { groupByRefusal } from './groupBy';

/** Words whose construct is one engine's own: a query using one is left out elsewhere. */
const OWN_WORDS =
  `STRAIGHT_JOIN DISTINCTROW SQL_CALC_FOUND_ROWS SQL_NO_CACHE SQL_CACHE SQL_SMALL_RESULT SQL_BIG_RESULT
HIGH_PRIORITY LATERAL QUALIFY PIVOT UNPIVOT APPLY SEPARATOR INTERVAL ILIKE SIMILAR REGEXP RLIKE GLOB MINUS
TOP FETCH FOR INTO WINDOW TABLESAMPLE DIV MOD XOR COLLATE CONVERT BINARY AT ZONE ARRAY ROW ANY SOME
PERCENT TIES ESCAPE MATCH AGAINST SOUNDS OUTPUT OPENJSON OPENXML NOLOCK READPAST UPDLOCK WITHIN FILTER
GROUPS EXCLUDE NULLS ROLLUP CUBE GROUPING SETS RETURNING ONLY DISTINCTROW LOCK SHARE`
    .split(/\s+/)
    .filter(Boolean);

/** Further words a target lacks (SQL Server: no LIMIT, ORDER BY in a view, USING or NATURAL). */
const MISSING_WORDS: Record<SqlDialect, readonly string[]> = {
  postgresql: [],
  mysql: ['FULL'],
  sqlite: [],
  mssql: ['LIMIT', 'OFFSET', 'ORDER', 'USING', 'NATURAL', 'RECURSIVE', 'EXCEPT', 'INTERSECT'],
};

/** Functions each engine has by these names, with the meaning the other engines give them. */
const COMMON_FUNCTIONS = `COUNT SUM MIN MAX AVG COALESCE NULLIF UPPER LOWER ABS ROUND REPLACE TRIM LTRIM
RTRIM`;
const FUNCTIONS: Record<SqlDialect, ReadonlySet<string>> = {
  postgresql: names(`${COMMON_FUNCTIONS} CONCAT CONCAT_WS LENGTH CHAR_LENGTH SUBSTRING SUBSTR LEFT
RIGHT FLOOR CEIL CEILING POWER SQRT GREATEST LEAST LPAD RPAD REPEAT REVERSE MD5 NOW SIGN EXP LN
STRING_AGG`),
  mysql: names(`${COMMON_FUNCTIONS} CONCAT CONCAT_WS LENGTH CHAR_LENGTH SUBSTRING SUBSTR LEFT RIGHT
FLOOR CEIL CEILING POWER SQRT GREATEST LEAST LPAD RPAD REPEAT REVERSE MD5 NOW IFNULL SIGN EXP LN`),
  sqlite: names(`${COMMON_FUNCTIONS} LENGTH SUBSTR SUBSTRING IFNULL INSTR SIGN GROUP_CONCAT`),
  mssql: names(`${COMMON_FUNCTIONS} CONCAT LEN SUBSTRING LEFT RIGHT FLOOR CEILING POWER SQRT ISNULL
SIGN EXP`),
};

function names(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

/** What translating a view needs of the writer: the target, its way of naming, what it creates. */
export interface ViewTarget {
  dialect: SqlDialect;
  ref(name: string, schema?: string): string;
  tables?: readonly PhysicalTable[];
  views?: readonly PhysicalView[];
  /**
   * The tables as the model names them, one for each of `tables` in the same order: where the
   * target has no schemas, `sales.customer` became `sales_customer`, and the query says the former.
   */
  sourceTables?: readonly { name: string; schema?: string }[];
  /** The views as the model names them, one for each of `views` (see sourceTables). */
  sourceViews?: readonly { name: string; schema?: string }[];
}

/** A relation a view reads, as the target creates it. */
type Relation = { name: string; schema?: string };

/**
 * The view's query for `target` when its dialect is another, or why it is left out. Its own
 * dialect's query is not given here (it is written as it is).
 */
export function translateViewQuery(
  view: PhysicalView,
  target: ViewTarget,
): { sql: string; note?: string } | { dropped: string } {
  let byDialect = translations.get(view);
  if (!byDialect) translations.set(view, (byDialect = new Map<SqlDialect, Translation>()));
  let result = byDialect.get(target.dialect);
  if (!result) {
    // A view that reads itself through others is left out (no engine creates it).
    byDialect.set(target.dialect, { dropped: 'it reads itself' });
    result = translate(view, target);
    byDialect.set(target.dialect, result);
  }
  return result;
}

type Translation = { sql: string; note?: string } | { dropped: string };

/** Each view's translation per dialect (a view read by others is asked for again). */
const translations = new WeakMap<PhysicalView, Map<SqlDialect, Translation>>();

function translate(view: PhysicalView, target: ViewTarget): Translation {
  const from = namedSqlDialect(view.dialect);
  const engine = ENGINE_NAMES[target.dialect];
  if (!from) return { dropped: `its query is ${view.dialect}, not SQL` };
  // No SQL Server here proves a translated view; its T-SQL is left to the user.
  if (target.dialect === 'mssql')
    return { dropped: `its query is ${from} SQL and is not translated` };
  const taken = nameTaken(view, target);
  if (taken) return { dropped: taken };
  // A materialized view's `WITH [NO] DATA` (whether CREATE fills it) is PostgreSQL's alone.
  const option = checkOption(
    view.materialized ? view.query.replace(MATERIALIZED_DATA, '') : view.query,
  );
  const { check } = option;
  const query =
    from !== 'mysql'
      ? option.query
      : target.dialect === 'postgresql' || target.dialect === 'sqlite'
        ? groupConcat(convertAsCast(option.query), target.dialect)
        : convertAsCast(option.query);
  // PostgreSQL prints a list test `x IN (...)` as `x = ANY (ARRAY[...])`, which others lack.
  const listed = from === 'postgresql' ? anyArrayAsIn(query) : query;
  const armed = target.dialect === 'sqlite' ? sqliteSetArms(listed, from) : listed;
  const own = ownConstruct(armed, from, target.dialect);
  if (own) return { dropped: `${engine} has no ${own} as ${ENGINE_NAMES[from]} has` };
  const translated = translateExpression(armed, target.dialect, [], from);
  if ('dropped' in translated) return translated;
  const scan = scanSql(translated.sql, target.dialect);
  if (!scan || !isQuery(scan)) return { dropped: 'its query could not be read' };
  const missing = missingFunction(scan, target.dialect);
  if (missing) return { dropped: `${engine} has no function ${missing}` };
  const strict =
    target.dialect === 'postgresql' ? strictRefusal(translated.sql, scan, from, target) : null;
  if (strict) return { dropped: strict };
  const written = respelled(translated.sql, scan, target, from);
  if ('dropped' in written || !check) return written;
  // SQLite's views take no writes, so there is nothing to check.
  if (target.dialect === 'sqlite')
    return { sql: written.sql, note: 'its check option is not kept (SQLite writes no views)' };
  return { sql: `${written.sql}\n${check}` };
}

/**
 * Why the view's name is another's in the target, or null: the model may hold one view per
 * dialect under one name (the target's own is written), or two schemas' views and tables may
 * meet where the target has no schemas.
 */
function nameTaken(view: PhysicalView, target: ViewTarget): string | null {
  const key = (r: Relation) => qualifiedKey(r.name, r.schema ?? '');
  const views = target.views ?? [];
  const same = (v: PhysicalView) => v !== view && key(v) === key(view);
  if (views.some((v) => same(v) && isDialect(v.dialect, target.dialect)))
    return `the ${ENGINE_NAMES[target.dialect]} view of that name is written`;
  const written = (v: PhysicalView) => !('dropped' in translateViewQuery(v, target));
  if (views.slice(0, views.indexOf(view)).some((v) => same(v) && written(v)))
    return 'another view of that name is written';
  if ((target.tables ?? []).some((t) => key(t) === key(view)))
    return 'a table of that name is written';
  return null;
}

/**
 * Why PostgreSQL would refuse a query MySQL or SQLite take, or null: a GROUP BY leaving out columns
 * it selects (only PostgreSQL's own rule, by key, lets it), a comparison of a boolean or text column
 * with a number (PostgreSQL has no such operator), T-SQL's `+` joining texts.
 */
function strictRefusal(
  sql: string,
  scan: SqlScan,
  from: SqlDialect,
  target: ViewTarget,
): string | null {
  const { tokens } = scan;
  if (
    (from === 'mysql' || from === 'sqlite') &&
    tokens.some((t, i) => t.upper === 'GROUP' && tokens[i + 1]?.upper === 'BY')
  ) {
    const relations = relationIndex(target);
    const lookup = (name: string) => {
      const r = relations.get(nameKey(name));
      return r && 'columns' in r ? (r as PhysicalTable) : undefined;
    };
    if (groupByRefusal(scan, lookup) !== null)
      return `its GROUP BY follows ${ENGINE_NAMES[from]}'s rule, not PostgreSQL's`;
  }
  // T-SQL's `+` joins texts; SQLite's and MySQL's add a text as a number: PostgreSQL refuses both.
  const plus = tokens.some(
    (t, i) =>
      t.kind === 'punct' &&
      t.value === '+' &&
      (from === 'mssql' || tokens[i - 1]?.kind === 'string' || tokens[i + 1]?.kind === 'string'),
  );
  if (plus) return `its + may join texts, which PostgreSQL's does not`;
  const compared = numberComparisons(sql, scan, from, target);
  if (compared.refusal) return compared.refusal;
  return null;
}

/**
 * The columns a query compares with a number (`(p.Discontinued) = 0`, `flag IN (0, 1)`) where
 * PostgreSQL has no such operator: a boolean or bit column is read as an integer
 * (`(p."Discontinued")::integer = 0`, see respelled), a text column refuses the view; a money
 * column refuses it too, PostgreSQL computing with money otherwise.
 */
function numberComparisons(
  sql: string,
  scan: SqlScan,
  from: SqlDialect,
  target: ViewTarget,
): { refusal?: string; cast: Set<ScannedColumn>; quote: Set<Token> } {
  const { tokens } = scan;
  const cast = new Set<ScannedColumn>();
  const quote = new Set<Token>();
  const types = new Map<string, string>();
  for (const t of target.tables ?? [])
    for (const c of t.columns) if (!types.has(nameKey(c.name))) types.set(nameKey(c.name), c.type);
  const at = new Map(tokens.map((t, i) => [t, i]));
  const punct = (i: number, p: RegExp) =>
    tokens[i]?.kind === 'punct' && p.test(tokens[i]?.value ?? '');
  const COMPARISON = /^(=|<>|!=|<|>|<=|>=)$/;
  for (const c of scan.columns) {
    const last = c.parts.at(-1);
    const first = c.parts[0];
    const type = last && types.get(nameKey(nameOf(sql, last)));
    if (!last || !first || !type) continue;
    const pg = sqlTypeFor(type, 'postgresql');
    if (/^money$/i.test(pg))
      return {
        refusal: `it reads ${nameOf(sql, last)} (money), which PostgreSQL computes with otherwise`,
        cast,
        quote,
      };
    if (!/^(BOOLEAN|TEXT|VARCHAR|CHAR|CHARACTER|BIT)/i.test(pg)) continue;
    // The column's neighbours, past the parentheses around it: `((p.Discontinued) = 0)`.
    let after = (at.get(last) ?? 0) + 1;
    while (punct(after, /^\)$/)) after++;
    let before = (at.get(first) ?? 0) - 1;
    while (punct(before, /^\($/)) before--;
    // The index of the number compared with it (past parentheses), or -1.
    // A signed number (`= -1`) is -2: compared, though not one token to quote.
    const numberAt = (i: number) => {
      let j = i;
      while (punct(j, /^\($/)) j++;
      if (punct(j, /^[-+]$/) && tokens[j + 1]?.kind === 'number') return -2;
      return tokens[j]?.kind === 'number' ? j : -1;
    };
    const numberBefore = (i: number) => {
      let j = i;
      while (punct(j, /^\)$/)) j--;
      return tokens[j]?.kind === 'number' ? j : -1;
    };
    const not = tokens[after]?.upper === 'NOT' ? 1 : 0;
    const compared = [
      punct(after, COMPARISON) ? numberAt(after + 1) : -1,
      punct(before, COMPARISON) ? numberBefore(before - 1) : -1,
    ].filter((i) => i !== -1);
    const listed = tokens[after + not]?.upper === 'IN' && numberAt(after + not + 1) !== -1;
    if (compared.length === 0 && !listed) continue;
    if (/^(BOOLEAN|BIT)/i.test(pg)) cast.add(c);
    // SQLite compares a number with a text column as text (its affinity): so does '0'.
    else if (from === 'sqlite' && !listed && compared.every((i) => i >= 0))
      for (const i of compared) quote.add(tokens[i] as Token);
    else
      return {
        refusal: `it compares ${nameOf(sql, last)} (${type}) with a number, which PostgreSQL refuses`,
        cast,
        quote,
      };
  }
  return { cast, quote };
}

/** `WITH [NO] DATA` at the end of a materialized view's query. */
const MATERIALIZED_DATA = /\s+WITH\s+(?:NO\s+)?DATA\s*;?\s*$/i;

/** `WITH [CASCADED | LOCAL] CHECK OPTION` at the end of a view's query. */
const CHECK_OPTION = /\s+(WITH\s+(?:(?:CASCADED|LOCAL)\s+)?CHECK\s+OPTION)\s*;?\s*$/i;

/** A view's query without its check option, and the option (upper-cased), if any. */
function checkOption(text: string): { query: string; check?: string } {
  const found = CHECK_OPTION.exec(text);
  if (!found?.[1]) return { query: text.trim() };
  return {
    query: text.slice(0, found.index).trim(),
    check: found[1].toUpperCase().replace(/\s+/g, ' '),
  };
}

/** The first word of `sql` (read as `from`) naming a construct the target lacks, or null. */
function ownConstruct(sql: string, from: SqlDialect, to: SqlDialect): string | null {
  const scan = scanSql(sql, from);
  if (!scan) return 'such a query';
  const { tokens } = scan;
  const missing = new Set([...OWN_WORDS, ...MISSING_WORDS[to]]);
  for (const [i, t] of tokens.entries()) {
    const next = tokens[i + 1];
    // A word after a dot is a name (`t.row`).
    if (t.kind !== 'word' || (i > 0 && tokens[i - 1]?.value === '.')) continue;
    if (next?.kind === 'punct' && next.value === '.') continue;
    if (missing.has(t.upper)) return t.upper;
    if (t.upper === 'DISTINCT' && next?.kind === 'word' && next.upper === 'ON')
      return 'DISTINCT ON';
  }
  // MySQL's `||` is OR, its `&&` AND; PostgreSQL's operators of arrays, JSON and patterns.
  const operator = from === 'mysql' ? /^(\|\||&&|->>?)$/ : /^(&&|@>|<@|->>?|#>>?|~\*?|!~\*?|\?)$/;
  // SQLite takes no parenthesised query beside UNION, INTERSECT or EXCEPT, nor one opening the query.
  const setWord = isSetWord;
  const bracketed = tokens.some(
    (t, i) =>
      t.kind === 'punct' &&
      t.value === '(' &&
      (i === 0 ||
        setWord(tokens[i - 1]) ||
        (/^(ALL|DISTINCT)$/.test(tokens[i - 1]?.upper ?? '') && setWord(tokens[i - 2]))),
  );
  if (to === 'sqlite' && bracketed) return 'parenthesised query in a UNION';
  // MySQL takes a bare `*` only as the first item of a select list.
  const lateStar = tokens.some(
    (t, i) => t.kind === 'punct' && t.value === '*' && tokens[i - 1]?.value === ',',
  );
  // With one table it is written qualified (respelled); with several, `*` is all of them.
  const single = scan.relations.length === 1;
  if (to === 'mysql' && lateStar && !single) return 'bare * after other columns';
  const used = tokens.find((t) => t.kind === 'punct' && operator.test(t.value));
  if (used) return `${used.value} operator`;
  return null;
}

/** Whether a token is a set operation's word. */
const isSetWord = (t: Token | undefined): boolean =>
  t?.kind === 'word' && /^(UNION|INTERSECT|EXCEPT)$/.test(t.upper);

/**
 * A query whose set operations take parenthesised queries (`(SELECT ...) UNION (SELECT ...)`),
 * which SQLite refuses, with each such query read from as a subquery instead (`SELECT * FROM
 * (SELECT ...) UNION SELECT * FROM (...)`): the same rows, its own ORDER BY and LIMIT kept.
 */
function sqliteSetArms(sql: string, from: SqlDialect): string {
  const scan = scanSql(sql, from);
  if (!scan) return sql;
  const { tokens } = scan;
  const opens = (i: number) =>
    tokens[i]?.kind === 'punct' &&
    tokens[i]?.value === '(' &&
    tokens[i + 1]?.kind === 'word' &&
    /^(SELECT|WITH|VALUES)$/.test(tokens[i + 1]?.upper ?? '') &&
    (i === 0 ||
      isSetWord(tokens[i - 1]) ||
      (/^(ALL|DISTINCT)$/.test(tokens[i - 1]?.upper ?? '') && isSetWord(tokens[i - 2])));
  // Only where the query is such arms joined by set operations throughout.
  if (!tokens.some((t) => isSetWord(t))) return sql;
  let out = '';
  let at = 0;
  tokens.forEach((t, i) => {
    if (!opens(i)) return;
    out += `${sql.slice(at, t.start)}SELECT * FROM `;
    at = t.start;
  });
  return out + sql.slice(at);
}

/** Whether a scanned text is a query: it opens with SELECT, WITH or a parenthesised query. */
function isQuery(scan: SqlScan): boolean {
  const first = scan.tokens.find((t) => !(t.kind === 'punct' && t.value === '('));
  return first?.kind === 'word' && (first.upper === 'SELECT' || first.upper === 'WITH');
}

/** The first function the query calls that the target has no such function of, or null. */
function missingFunction(scan: SqlScan, dialect: SqlDialect): string | null {
  const { tokens } = scan;
  const at = new Map(tokens.map((t, i) => [t, i]));
  for (const t of scan.other) {
    const i = at.get(t) ?? -2;
    const next = tokens[i + 1];
    if (next?.kind !== 'punct' || next.value !== '(') continue;
    // A CAST's sized type (`AS decimal(65, 30)`) is no call.
    if (tokens[i - 1]?.upper === 'AS') continue;
    if (t.kind !== 'word' || !FUNCTIONS[dialect].has(t.upper)) return t.value;
  }
  return null;
}

/**
 * The query with every name spelled as the target creates it: a table or view it reads by its
 * name there (a PostgreSQL schema is dropped where MySQL has none), a column as the table spells
 * it (MySQL's names ignore case, PostgreSQL's quoted ones do not), aliases quoted the target's way.
 * A relation that is neither a table, a view nor one of the query's own is left out.
 */
function respelled(
  sql: string,
  scan: SqlScan,
  target: ViewTarget,
  from?: SqlDialect,
): TranslatedExpression {
  const relations = relationIndex(target);
  const columns = new Map<string, string>();
  for (const t of target.tables ?? [])
    for (const c of t.columns)
      if (!columns.has(nameKey(c.name))) columns.set(nameKey(c.name), c.name);
  const ctes = new Set(scan.ctes.map((t) => nameKey(nameOf(sql, t))));
  // The query's own names (aliases, CTEs), as first written: MySQL's later mentions may differ in case.
  const own = new Map<string, string>();
  const aliases = new Set(scan.relations.flatMap((r) => (r.alias ? [r.alias] : [])));
  for (const t of [...aliases, ...scan.defined, ...scan.ctes])
    if (!own.has(nameKey(nameOf(sql, t)))) own.set(nameKey(nameOf(sql, t)), nameOf(sql, t));
  const ownOr = (t: Token, known: string | undefined) => own.get(nameKey(nameOf(sql, t))) ?? known;
  const edits: { start: number; end: number; text: string }[] = [];
  const q = (name: string) => quoteIdentifier(name, target.dialect);
  const spell = (t: Token, known?: string) =>
    edits.push({ start: t.start, end: t.end, text: q(known ?? nameOf(sql, t)) });
  for (const r of scan.relations) {
    if (r.kind !== 'table' && r.kind !== 'cte') continue;
    const last = r.parts.at(-1);
    const first = r.parts[0];
    if (!last || !first) continue;
    const qualifier = r.parts.at(-2);
    if (r.parts.length === 1 && ctes.has(nameKey(nameOf(sql, last)))) {
      spell(last, own.get(nameKey(nameOf(sql, last))));
    } else {
      const found =
        (qualifier && relations.get(qualifiedKey(nameOf(sql, last), nameOf(sql, qualifier)))) ??
        relations.get(nameKey(nameOf(sql, last)));
      if (!found)
        return { dropped: `it reads ${nameOf(sql, last)}, which the script does not create` };
      const read = (target.views ?? []).find((v) => v === found);
      if (
        read &&
        !isDialect(read.dialect, target.dialect) &&
        'dropped' in translateViewQuery(read, target)
      )
        return { dropped: `it reads the view ${read.name}, which is left out` };
      edits.push({ start: first.start, end: last.end, text: target.ref(found.name, found.schema) });
    }
    if (r.alias) spell(r.alias, own.get(nameKey(nameOf(sql, r.alias))));
  }
  const { cast, quote } =
    target.dialect === 'postgresql' && from
      ? numberComparisons(sql, scan, from, target)
      : { cast: new Set<ScannedColumn>(), quote: new Set<Token>() };
  for (const t of quote) edits.push({ start: t.start, end: t.end, text: `'${t.value}'` });
  for (const c of scan.columns) {
    const last = c.parts.at(-1);
    const chain = edits.length;
    for (const part of c.parts) {
      if (part === last)
        spell(part, columns.get(nameKey(nameOf(sql, part))) ?? own.get(nameKey(nameOf(sql, part))));
      else spell(part, ownOr(part, relations.get(nameKey(nameOf(sql, part)))?.name));
    }
    // A boolean compared with a number, as MySQL and SQLite compare them: read as an integer.
    const [head, tail] = [edits[chain], edits.at(-1)];
    if (cast.has(c) && head && tail) {
      head.text = `(${head.text}`;
      tail.text = `${tail.text})::integer`;
    }
  }
  for (const s of scan.stars)
    for (const part of s.qualifier)
      spell(part, ownOr(part, relations.get(nameKey(nameOf(sql, part)))?.name));
  for (const t of scan.defined) if (!aliases.has(t)) spell(t, own.get(nameKey(nameOf(sql, t))));
  // MySQL takes a bare `*` only first in a select list: after other items it names its one table.
  const [only] = scan.relations;
  const lone = edits.find((e) => only?.parts[0] && e.start === (only.alias ?? only.parts[0]).start);
  if (target.dialect === 'mysql' && scan.relations.length === 1 && lone)
    scan.tokens.forEach((t, i) => {
      if (t.kind === 'punct' && t.value === '*' && scan.tokens[i - 1]?.value === ',')
        edits.push({ start: t.start, end: t.end, text: `${lone.text}.*` });
    });
  let out = '';
  let at = 0;
  const seen = new Set<number>();
  for (const e of edits.sort((a, b) => a.start - b.start)) {
    if (seen.has(e.start) || e.start < at) continue;
    seen.add(e.start);
    out += sql.slice(at, e.start) + e.text;
    at = e.end;
  }
  return { sql: out + sql.slice(at) };
}

/** A name token as written: PostgreSQL's lexer folds a bare word's value to lower case. */
const nameOf = (sql: string, t: Token): string =>
  t.kind === 'word' ? sql.slice(t.start, t.end) : t.value;

const qualifiedKey = (name: string, schema: string) => `${nameKey(schema)}.${nameKey(name)}`;

/**
 * The tables and views the target creates, by the lookup key of their names there, their names
 * in the model, and (`schema.name`) their qualified names in the model.
 */
function relationIndex(target: ViewTarget): Map<string, Relation> {
  const index = new Map<string, Relation>();
  const add = (key: string, r: Relation) => {
    if (!index.has(key)) index.set(key, r);
  };
  const tables = target.tables ?? [];
  tables.forEach((t, i) => {
    const source = target.sourceTables?.[i];
    if (source?.schema) add(qualifiedKey(source.name, source.schema), t);
    if (t.schema) add(qualifiedKey(t.name, t.schema), t);
  });
  (target.views ?? []).forEach((v, i) => {
    const source = target.sourceViews?.[i];
    if (source?.schema) add(qualifiedKey(source.name, source.schema), v);
  });
  for (const r of [...tables, ...(target.views ?? [])]) add(nameKey(r.name), r);
  tables.forEach((t, i) => {
    const source = target.sourceTables?.[i];
    if (source) add(nameKey(source.name), t);
  });
  (target.views ?? []).forEach((v, i) => {
    const source = target.sourceViews?.[i];
    if (source) add(nameKey(source.name), v);
  });
  return index;
}
