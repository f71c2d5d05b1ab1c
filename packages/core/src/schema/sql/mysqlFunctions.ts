/** The text with the inside of every string literal blanked, its length kept. */
const blankLiterals = (text: string): string =>
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
const NOT_CALLS = new Set(
  `in and or not exists check as values case when then else end between is like regexp rlike
  any all some null interval using on key unique primary references default collate div xor
  binary distinct set enum`.split(/\s+/),
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
    if (NOT_CALLS.has(name) || name.startsWith('st_')) continue;
    if (!MYSQL_FUNCTIONS.has(name)) return `${name}()`;
  }
  return null;
}

/** The comma-separated arguments of a call whose `(` is at `open`, and where its `)` is. */
function callArguments(text: string, open: number): { args: string[]; close: number } | null {
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
  },
  // SQLite's length() counts the characters of a text, as char_length() does.
  sqlite: {
    char_length: 'length',
    character_length: 'length',
    lcase: 'lower',
    ucase: 'upper',
    mid: 'substr',
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

/** An expression with the calls its target spells otherwise renamed (RENAMED); names and literals untouched. */
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

/**
 * The functions an expression calls, by name and place: names in quotes and text in literals are
 * not calls (they are blanked, places kept).
 */
function calls(expression: string): { name: string; index: number }[] {
  const code = blankLiterals(expression).replace(/`[^`]*`|"[^"]*"|\[[^\]]*\]/g, (q) =>
    'x'.repeat(q.length),
  );
  return [...code.matchAll(/(?<![.\w$])([A-Za-z_][\w$]*)(?=\s*\()/g)].map((m) => ({
    name: m[1] ?? '',
    index: m.index,
  }));
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
