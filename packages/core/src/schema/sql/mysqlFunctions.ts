/** The text with the inside of every string literal blanked, its length kept. */
export const blankLiterals = (text: string): string =>
  text.replace(/'(?:[^']|'')*'/g, (literal) => `'${' '.repeat(literal.length - 2)}'`);

/**
 * MariaDB's and MySQL's built-in functions that a DEFAULT, CHECK or generated column may call
 * (MariaDB's information_schema.SQL_FUNCTIONS, the functions its grammar spells as keywords,
 * and MySQL 8's; `st_` spatial ones by their prefix). A call to any other name (PostgreSQL's
 * `uuid_generate_v4()`, `date_part()`, a schema's own function) is refused by the engine
 * ("Function or expression ... cannot be used").
 */
const MYSQL_FUNCTIONS = new Set(
  `abs acos add_months adddate addtime aes_decrypt aes_encrypt any_value ascii asin atan atan2 avg
  benchmark bin bin_to_uuid binary bit_and bit_count bit_length bit_or bit_xor cast ceil ceiling
  char char_length character_length charset chr coalesce coercibility collation column_check
  column_exists column_json column_list compress concat concat_operator_oracle concat_ws
  connection_id conv convert convert_tz cos cot count crc32 crc32c cume_dist curdate current_date
  current_time current_timestamp current_user curtime database date date_add date_format date_sub
  datediff day dayname dayofmonth dayofweek dayofyear decode decode_histogram decode_oracle
  degrees dense_rank des_decrypt des_encrypt elt encode encrypt exp export_set extract
  extractvalue field find_in_set first_value floor format found_rows from_base64 from_days
  from_unixtime get_format greatest group_concat hex hour if ifnull inet4_aton inet6_aton
  inet6_ntoa inet_aton inet_ntoa insert instr is_ipv4 is_ipv4_compat is_ipv4_mapped is_ipv6
  is_uuid isnull json_array json_array_append json_array_insert json_arrayagg json_compact
  json_contains json_contains_path json_depth json_detailed json_equals json_exists json_extract
  json_insert json_keys json_length json_loose json_merge json_merge_patch json_merge_preserve
  json_normalize json_object json_objectagg json_overlaps json_pretty json_query json_quote
  json_remove json_replace json_schema_valid json_search json_set json_type json_unquote
  json_valid json_value lag last_day last_insert_id lastval lcase lead least left length lengthb
  ln localtime localtimestamp locate log log10 log2 lower lpad lpad_oracle ltrim ltrim_oracle
  make_set makedate maketime max md5 median microsecond mid min minute mod month monthname
  name_const natural_sort_key nextval now nth_value ntile nullif nvl nvl2 oct octet_length
  old_password ord password percent_rank percentile_cont percentile_disc period_add period_diff
  pi point position pow power quarter quote radians rand random_bytes rank regexp_instr
  regexp_like regexp_replace regexp_substr repeat replace replace_oracle reverse right round
  row_count rpad rpad_oracle rtrim rtrim_oracle schema schemas sec_to_time second session_user
  sformat sha sha1 sha2 sign sin soundex space sqrt st_asgeojson st_astext st_geomfromgeojson
  st_geomfromtext st_geomfromwkb st_srid std stddev stddev_pop stddev_samp str_to_date strcmp
  subdate substr substr_oracle substring substring_index subtime sum sys_guid sysdate system_user
  tan time time_format time_to_sec timediff timestamp timestampadd timestampdiff to_base64
  to_char to_days to_seconds trim trim_oracle truncate ucase uncompress uncompressed_length unhex
  unix_timestamp updatexml upper user utc_date utc_time utc_timestamp uuid uuid_short uuid_to_bin
  uuid_v4 uuid_v7 var_pop var_samp variance version week weekday weekofyear year yearweek`.split(
    /\s+/,
  ),
);

/** Words that a parenthesis may follow without being a call. */
export const NOT_CALLS: ReadonlySet<string> = new Set(
  `in and or not exists check as values case when then else end between is like regexp rlike
  any all some null interval using on key unique primary references default collate div xor
  binary distinct set enum select from where join union over filter within having`.split(/\s+/),
);

/**
 * The first function an expression calls that MySQL does not have (schema-qualified ones
 * included), or null when it calls none. String literals and quoted names are not read.
 */
export function unknownMysqlFunction(expression: string): string | null {
  const code = blankLiterals(expression).replace(/`[^`]*`|"[^"]*"/g, 'x');
  for (const m of code.matchAll(/(\.\s*)?\b([A-Za-z_][\w$]*)\s*\(/g)) {
    const name = (m[2] ?? '').toLowerCase();
    if (m[1]) return `${name}()`;
    if (
      NOT_CALLS.has(name) ||
      name.startsWith('st_') ||
      isCastType(code, m.index) ||
      isCteColumns(code, m.index)
    )
      continue;
    if (!MYSQL_FUNCTIONS.has(name)) return `${name}()`;
  }
  return null;
}

/**
 * Whether the parentheses after the name at `at` are a common table expression's column list
 * (`WITH t(a, b) AS (...)`), no call.
 */
export function isCteColumns(code: string, at: number): boolean {
  let depth = 0;
  for (let i = code.indexOf('(', at); i >= 0 && i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')' && --depth === 0)
      return /^\s*AS\s*(?:NOT\s+)?(?:MATERIALIZED\s*)?\(/i.test(code.slice(i + 1));
  }
  return false;
}

/** Whether the name at `at` is a CAST's type with its size (`CAST(x AS DECIMAL(10, 2))`), no call. */
export const isCastType = (code: string, at: number): boolean =>
  /(?<![\w$])AS\s+$/i.test(code.slice(0, at));

/** The comma-separated arguments of a call whose `(` is at `open`, and where its `)` is. */
export function callArguments(
  text: string,
  open: number,
): { args: string[]; close: number } | null {
  const code = blankLiterals(text);
  const args: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open; i < code.length; i++) {
    const ch = code[i];
    if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) {
      args.push(text.slice(from, i).trim());
      return { args, close: i };
    } else if (ch === ',' && depth === 1) {
      args.push(text.slice(from, i).trim());
      from = i + 1;
    }
  }
  return null;
}

/** A CAST's type as MySQL's CONVERT(x, type) names it: words and an optional size. */
const CONVERT_TYPE = /^[A-Za-z_]+(\s+[A-Za-z_]+)*\s*(\(\s*\d+\s*(,\s*\d+\s*)?\))?$/;

/**
 * MySQL's `CONVERT(x, type)` as standard SQL's `CAST(x AS type)` (the same in MySQL); its
 * `CONVERT(x USING charset)` is left as it is. Nested calls are rewritten as well.
 */
export function convertAsCast(expression: string): string {
  let out = '';
  let at = 0;
  for (const call of calls(expression)) {
    if (call.name.toUpperCase() !== 'CONVERT' || call.index < at) continue;
    const open = expression.indexOf('(', call.index + call.name.length);
    const found = callArguments(expression, open);
    const [value, type] = found?.args ?? [];
    if (!found || found.args.length !== 2 || !value || !type || !CONVERT_TYPE.test(type)) continue;
    out += `${expression.slice(at, call.index)}CAST(${convertAsCast(value)} AS ${type})`;
    at = found.close + 1;
  }
  return out + expression.slice(at);
}

/**
 * MySQL's `GROUP_CONCAT([DISTINCT] x [ORDER BY ...] [SEPARATOR 's'])` as PostgreSQL's
 * `string_agg([DISTINCT] CAST(x AS TEXT), 's' [ORDER BY ...])` and, without DISTINCT or ORDER BY,
 * SQLite's `group_concat(x, 's')` (the separator ',' unless given). A call either cannot spell is
 * left as it is (its SEPARATOR or form then leaves the view out). Nested calls are rewritten too.
 */
export function groupConcat(expression: string, dialect: 'postgresql' | 'sqlite'): string {
  let out = '';
  let at = 0;
  for (const call of calls(expression)) {
    if (call.name.toUpperCase() !== 'GROUP_CONCAT' || call.index < at) continue;
    const open = expression.indexOf('(', call.index + call.name.length);
    const found = callArguments(expression, open);
    if (!found || found.args.length !== 1) continue;
    const inner = found.args[0] ?? '';
    const code = codeOf(inner);
    const separator = /\s+SEPARATOR\s+('(?:[^']|'')*')\s*$/i.exec(code);
    const body = separator ? inner.slice(0, separator.index) : inner;
    const sep = separator ? inner.slice(inner.length - (separator[1] ?? '').length) : "','";
    const bodyCode = codeOf(body);
    const order = /\bORDER\s+BY\b/i.exec(bodyCode);
    const distinct = /^\s*DISTINCT\b/i.exec(bodyCode);
    const value = body
      .slice(distinct ? distinct[0].length : 0, order ? order.index : undefined)
      .trim();
    const ordered = order ? body.slice(order.index).trim() : '';
    if (!value || /,/.test(codeOf(value).replace(/\([^()]*\)/g, ''))) continue;
    const spelled = groupConcat(value, dialect);
    let written: string;
    if (dialect === 'postgresql') {
      // With DISTINCT, PostgreSQL orders only by the value itself.
      if (
        distinct &&
        ordered &&
        !new RegExp(`^ORDER\\s+BY\\s+${escape(value)}(\\s+(ASC|DESC))?$`, 'i').test(ordered)
      )
        continue;
      // ...and by the argument as written, the cast included.
      const direction = /\s(ASC|DESC)\s*$/i.exec(ordered)?.[0] ?? '';
      const by = distinct && ordered ? `ORDER BY CAST(${spelled} AS TEXT)${direction}` : ordered;
      written = `string_agg(${distinct ? 'DISTINCT ' : ''}CAST(${spelled} AS TEXT), ${sep}${by ? ` ${by}` : ''})`;
    } else {
      if (distinct || ordered) continue;
      written = `group_concat(${spelled}, ${sep})`;
    }
    out += expression.slice(at, call.index) + written;
    at = found.close + 1;
  }
  return out + expression.slice(at);
}

/** A text as a regular expression that matches it, spaces as any spaces. */
const escape = (text: string): string =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/** Whether an IF branch is a predicate (`host_id IS NULL`), which MySQL reads as 0 or 1. */
const isPredicate = (branch: string): boolean =>
  /\bIS\s+(NOT\s+)?NULL\b|\b(AND|OR|NOT|LIKE|IN|BETWEEN)\b|[<>=!]=?/i.test(
    blankLiterals(branch).replace(/\([^()]*\)/g, ''),
  );

/**
 * MySQL's `IF(cond, a, b)` as standard SQL's `CASE WHEN cond THEN a ELSE b END`, for the
 * dialects without IF() (PostgreSQL, SQLite, MSSQL); nested calls are rewritten as well. With
 * `integers` (PostgreSQL, whose booleans are no numbers), a branch that is a predicate is cast to
 * INTEGER, as MySQL reads it: `IF(c, a IS NULL, b) = 1` stays a comparison of numbers.
 */
export function standardIf(expression: string, integers = false): string {
  const m = /\bIF\s*\(/i.exec(blankLiterals(expression));
  if (!m) return expression;
  const call = callArguments(expression, m.index + m[0].length - 1);
  if (!call || call.args.length !== 3) return expression;
  const [cond, a, b] = call.args.map((arg) => standardIf(arg, integers)) as [
    string,
    string,
    string,
  ];
  const value = (branch: string) =>
    integers && isPredicate(branch) ? `CAST((${branch}) AS INTEGER)` : branch;
  const rest = standardIf(expression.slice(call.close + 1), integers);
  return `${expression.slice(0, m.index)}CASE WHEN ${cond} THEN ${value(a)} ELSE ${value(b)} END${rest}`;
}

/** MySQL's functions that another engine lacks (so refuses), by target. */
const MYSQL_ONLY: Partial<Record<string, Set<string>>> = {
  postgresql: new Set(
    `date_format unix_timestamp from_unixtime substring_index locate
    find_in_set field elt inet_aton inet6_aton inet_ntoa inet6_ntoa crc32 json_unquote
    json_extract json_valid curdate curtime utc_timestamp utc_date last_day dayofweek dayofmonth
    dayofyear year month day hour minute second week weekday yearweek hex unhex sha1 sha2
    uuid uuid_short rand concat_ws isnull timestampdiff datediff date_add date_sub`.split(/\s+/),
  ),
  sqlite: new Set(
    `left right md5 sha1 sha2 date_format unix_timestamp from_unixtime
    substring_index locate find_in_set field elt inet_aton inet6_aton inet_ntoa inet6_ntoa crc32
    json_unquote curdate curtime utc_timestamp utc_date last_day dayofweek dayofmonth dayofyear
    year month day hour minute second week weekday yearweek space repeat uuid uuid_short rand concat_ws isnull timestampdiff datediff date_add date_sub now greatest least
    if`.split(/\s+/),
  ),
};

/** Functions another dialect spells otherwise, with the same result: by target, then by name. */
const RENAMED: Partial<Record<string, Record<string, string>>> = {
  // MySQL's (and SQLite's) synonyms, with the same arguments: MID(s, p, n) is SUBSTR, INSTR(s, t)
  // is STRPOS(s, t), IFNULL(a, b) is COALESCE(a, b).
  postgresql: {
    lcase: 'lower',
    ucase: 'upper',
    mid: 'substr',
    instr: 'strpos',
    ifnull: 'coalesce',
    // T-SQL's: LEN counts characters (its trailing spaces aside), DATALENGTH bytes.
    len: 'length',
    datalength: 'octet_length',
  },
  mysql: {
    len: 'char_length',
    datalength: 'octet_length',
  },
  // SQLite's length() counts the characters of a text, as char_length() does; PostgreSQL's
  // btrim(s[, characters]) is SQLite's trim.
  sqlite: {
    btrim: 'trim',
    len: 'length',
    char_length: 'length',
    character_length: 'length',
    lcase: 'lower',
    ucase: 'upper',
    mid: 'substr',
  },
  // PostgreSQL's length() of a text counts characters, MySQL's bytes.
  'postgresql>mysql': {
    length: 'char_length',
  },
  // T-SQL's LEN counts characters (without trailing spaces): the nearest it has.
  mssql: {
    length: 'len',
    char_length: 'len',
    character_length: 'len',
    lcase: 'lower',
    ucase: 'upper',
    ifnull: 'isnull',
  },
};

/**
 * An expression with the calls its target spells otherwise renamed (RENAMED; a key
 * `source>target` for one source's); names and literals untouched.
 */
export function renamedFunctions(expression: string, dialect: string): string {
  const renamed = RENAMED[dialect];
  if (!renamed) return expression;
  let out = '';
  let at = 0;
  for (const call of calls(expression)) {
    const to = renamed[call.name.toLowerCase()];
    if (to === undefined) continue;
    out += expression.slice(at, call.index) + to;
    at = call.index + call.name.length;
  }
  return out + expression.slice(at);
}

/** The text with its literals blanked and its quoted names as plain words, places kept. */
export const codeOf = (expression: string): string =>
  blankLiterals(expression).replace(/`[^`]*`|"[^"]*"|\[[^\]]*\]/g, (q) => 'x'.repeat(q.length));

/**
 * The functions an expression calls, by name and place: names in quotes and text in literals are
 * not calls (they are blanked, places kept).
 */
export function calls(expression: string): { name: string; index: number }[] {
  const code = codeOf(expression);
  return [...code.matchAll(/(?<![.\w$])([A-Za-z_][\w$]*)(?=\s*\()/g)]
    .filter((m) => !isCteColumns(code, m.index))
    .map((m) => ({ name: m[1] ?? '', index: m.index }));
}

/** The first MySQL function an expression calls that the target lacks, or null. */
export function mysqlOnlyFunction(expression: string, dialect: string): string | null {
  const only = MYSQL_ONLY[dialect];
  if (!only) return null;
  for (const call of calls(expression)) {
    const name = call.name.toLowerCase();
    if (only.has(name)) return `${name}()`;
  }
  return null;
}

/**
 * MySQL's `CONCAT(a, b, ...)` as `(a || b || ...)` for PostgreSQL and SQLite: the same value (NULL
 * when any part is NULL), and immutable, as PostgreSQL wants in an index or generated column.
 */
export function standardConcat(expression: string): string {
  const m = /(?<![.\w$])CONCAT\s*\(/i.exec(blankLiterals(expression));
  if (!m) return expression;
  const call = callArguments(expression, m.index + m[0].length - 1);
  if (!call || call.args.length < 2) return expression;
  const args = call.args.map(standardConcat);
  const rest = standardConcat(expression.slice(call.close + 1));
  return `${expression.slice(0, m.index)}(${args.join(' || ')})${rest}`;
}

/** Where the parenthesis matching the one at `at` is (searching `step` 1 or -1), or -1. */
function matching(code: string, at: number, step: 1 | -1): number {
  let depth = 0;
  for (let i = at; i >= 0 && i < code.length; i += step) {
    if (code[i] === '(') depth += step;
    else if (code[i] === ')') depth -= step;
    if (depth === 0) return i;
  }
  return -1;
}

/** Where the CASE matching an END at `at` starts (or the END of a CASE at `at` ends), or -1. */
function matchingCase(code: string, at: number, forward: boolean): number {
  const words = [...code.matchAll(/\b(CASE|END)\b/gi)];
  const from = words.findIndex((w) => w.index === at);
  let depth = 0;
  for (let i = from; i >= 0 && i < words.length; i += forward ? 1 : -1) {
    const w = words[i];
    if (!w) break;
    depth += (w[1]?.toUpperCase() === 'CASE') === forward ? 1 : -1;
    if (depth === 0) return forward ? w.index + 3 : w.index;
  }
  return -1;
}

const WORD_PART = /[\w$.]/;

/**
 * Where the operand of `||` that ends just before `end` starts: a literal (with its N, E or X), a
 * name, a number, a call, a CASE or a parenthesised expression, which all bind tighter than `||`.
 */
function operandStart(code: string, end: number): number {
  let i = end - 1;
  while (i >= 0 && /\s/.test(code[i] ?? '')) i--;
  const ch = code[i] ?? '';
  if (ch === "'") {
    const open = code.lastIndexOf("'", i - 1);
    return open > 0 && /[NEXB]/i.test(code[open - 1] ?? '') && !WORD_PART.test(code[open - 2] ?? '')
      ? open - 1
      : open;
  }
  let start = i;
  if (ch === ')') {
    start = matching(code, i, -1);
    if (start < 0) return -1;
    let j = start - 1;
    while (j >= 0 && /\s/.test(code[j] ?? '')) j--;
    let name = j + 1;
    while (name > 0 && WORD_PART.test(code[name - 1] ?? '')) name--;
    const word = code.slice(name, j + 1).toLowerCase();
    return word !== '' && !NOT_CALLS.has(word) ? name : start;
  }
  while (start > 0 && WORD_PART.test(code[start - 1] ?? '')) start--;
  if (start > i) return -1;
  return /^end$/i.test(code.slice(start, i + 1)) ? matchingCase(code, start, false) : start;
}

/** Where the operand of `||` that starts at or after `from` ends (see operandStart), or -1. */
function operandEnd(code: string, from: number): number {
  let i = from;
  while (i < code.length && /\s/.test(code[i] ?? '')) i++;
  while (code[i] === '-' || code[i] === '+') i++;
  const ch = code[i] ?? '';
  if (/[NEXB]/i.test(ch) && code[i + 1] === "'") i++;
  if (code[i] === "'") {
    const close = code.indexOf("'", i + 1);
    return close < 0 ? -1 : close + 1;
  }
  if (ch === '(') {
    const close = matching(code, i, 1);
    return close < 0 ? -1 : close + 1;
  }
  let end = i;
  while (end < code.length && WORD_PART.test(code[end] ?? '')) end++;
  if (end === i) return -1;
  if (/^case$/i.test(code.slice(i, end))) return matchingCase(code, i, true);
  let next = end;
  while (next < code.length && /\s/.test(code[next] ?? '')) next++;
  if (code[next] !== '(') return end;
  const close = matching(code, next, 1);
  return close < 0 ? -1 : close + 1;
}

/**
 * The standard `a || b || c` chains written by `join` from their operands; null when an operand
 * cannot be told apart.
 */
function joinedChains(expression: string, join: (parts: string[]) => string): string | null {
  let text = expression;
  for (;;) {
    const code = codeOf(text);
    const bar = code.indexOf('||');
    if (bar < 0) return text;
    const start = operandStart(code, bar);
    if (start < 0) return null;
    const parts = [text.slice(start, bar).trim()];
    let at = bar;
    let end = -1;
    while (code.startsWith('||', at)) {
      end = operandEnd(code, at + 2);
      if (end < 0) return null;
      parts.push(text.slice(at + 2, end).trim());
      at = end;
      while (at < code.length && /\s/.test(code[at] ?? '')) at++;
    }
    text = `${text.slice(0, start)}${join(parts)}${text.slice(end)}`;
  }
}

/**
 * The standard `a || b || c` as MySQL's `CONCAT(a, b, c)`, with the same value (NULL when any part
 * is NULL): MySQL reads `||` as OR. The reverse of standardConcat; null when an operand cannot be
 * told apart.
 */
export function mysqlConcat(expression: string): string | null {
  return joinedChains(expression, (parts) => `CONCAT(${parts.join(', ')})`);
}

/**
 * The standard `a || b` as T-SQL's `a + b`, with the same value (NULL when a part is NULL; its
 * CONCAT would skip it): an operand that is no text (`isText`) is cast to text first, as `||`
 * takes it, where `+` would add it. Null when an operand cannot be told apart.
 */
export function mssqlConcat(
  expression: string,
  isText: (operand: string) => boolean,
): string | null {
  return joinedChains(expression, (parts) =>
    parts.map((p) => (isText(p) ? p : `CAST(${p} AS NVARCHAR(MAX))`)).join(' + '),
  );
}

/**
 * A MySQL expression with its logical `||` written OR: MySQL reads `a = 1 || b = 2` as OR (unless
 * the session's sql_mode says PIPES_AS_CONCAT), where every other engine, and the model, reads
 * `||` as joining text. Literals and quoted names are left as they are.
 */
export function mysqlLogicalOr(expression: string): string {
  const code = codeOf(expression);
  if (!code.includes('||')) return expression;
  let out = '';
  let at = 0;
  for (const m of code.matchAll(/\s*\|\|\s*/g)) {
    out += `${expression.slice(at, m.index)} OR `;
    at = m.index + m[0].length;
  }
  return out + expression.slice(at);
}

/** Where the next `+` between two operands is, from `from` (a sign after an operator is none), or -1. */
function binaryPlus(code: string, from: number): number {
  for (let i = code.indexOf('+', from); i >= 0; i = code.indexOf('+', i + 1)) {
    const before = code.slice(0, i).trimEnd();
    if (/[\w$)'"\]`]$/.test(before) && !/\b(AND|OR|NOT|WHEN|THEN|ELSE|IS|IN|LIKE)$/i.test(before))
      return i;
  }
  return -1;
}

/**
 * T-SQL's `+` between texts (`[Name] + N' <' + [Email]`) as the dialect joins text: `||` in
 * PostgreSQL and SQLite, MySQL's CONCAT (both NULL when a part is NULL, as `+` is), where `+`
 * adds numbers and PostgreSQL refuses text + text. A chain of `+` joins text when one of its
 * operands does (`isText`); a chain beside `*`, `/`, `%` or `-` is left as it is.
 */
export function textPlus(
  expression: string,
  dialect: 'postgresql' | 'mysql' | 'sqlite',
  isText: (operand: string) => boolean,
): string {
  let text = expression;
  let from = 0;
  for (;;) {
    const code = codeOf(text);
    const plus = binaryPlus(code, from);
    if (plus < 0) return text;
    const start = operandStart(code, plus);
    const parts = start < 0 ? [] : [text.slice(start, plus).trim()];
    let at = plus;
    let end = -1;
    while (parts.length > 0 && code[at] === '+') {
      end = operandEnd(code, at + 1);
      if (end < 0) break;
      parts.push(text.slice(at + 1, end).trim());
      at = end;
      while (at < code.length && /\s/.test(code[at] ?? '')) at++;
    }
    const bound =
      end < 0 || /^[*/%]/.test(code.slice(at)) || /[*/%-]\s*$/.test(code.slice(0, start));
    if (bound || !parts.some(isText)) {
      from = Math.max(end, plus + 1);
      continue;
    }
    const joined = dialect === 'mysql' ? `CONCAT(${parts.join(', ')})` : parts.join(' || ');
    text = `${text.slice(0, start)}${joined}${text.slice(end)}`;
    from = start + joined.length;
  }
}

/** T-SQL's ISNULL(a, b) as the standard COALESCE(a, b) (MySQL's one-argument ISNULL(a) is left). */
export function coalescedIsnull(expression: string): string {
  let out = '';
  let at = 0;
  for (const call of calls(expression)) {
    if (call.name.toLowerCase() !== 'isnull') continue;
    const open = expression.indexOf('(', call.index + call.name.length);
    if (callArguments(expression, open)?.args.length !== 2) continue;
    out += `${expression.slice(at, call.index)}COALESCE`;
    at = call.index + call.name.length;
  }
  return out + expression.slice(at);
}
