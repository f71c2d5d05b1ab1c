/**
 * What a view's query or a table's expression names, read with the project's SQL lexer: the
 * relations of each FROM (tables, subqueries, functions, CTEs) with their aliases, the column
 * references, output aliases, function and type names. Only what a statement's shape makes
 * certain is kept; references.ts decides from it what a name stands for (docs/decisions/0048).
 */
import { SqlLexer, type Token } from '../schema/import/sqlLexer';
import { isSqlDialect, SQL_DIALECTS, type SqlDialect } from '../schema/sql/dialects';
import { RESERVED_WORDS } from '../schema/sql/reserved';

/** A table, subquery, table function or CTE read in a FROM, with its alias. */
export interface ScannedRelation {
  kind: 'table' | 'derived' | 'function' | 'cte';
  /** The name's parts (`sakila`, `film`), for a table, function or CTE. */
  parts: Token[];
  alias?: Token;
  /** The query (scope) whose FROM it is in; 0 is the outermost. */
  scope: number;
}

/** A column named by a chain of names: `description`, `f.description`, `public.film.title`. */
export interface ScannedColumn {
  parts: Token[];
  scope: number;
  /** Whether it is a whole item of a select list, without alias (its name is the output's). */
  selectItem: boolean;
  /** Whether it stands in a select list (where no output alias can be meant). */
  inSelect: boolean;
}

/** `*` (qualifier empty) or `t.*` in a select list. */
export interface ScannedStar {
  qualifier: Token[];
  scope: number;
}

/** What a statement or expression names, by kind. */
export interface SqlScan {
  tokens: Token[];
  relations: ScannedRelation[];
  columns: ScannedColumn[];
  stars: ScannedStar[];
  /** Names defined by the text: output aliases, relation aliases' column lists, CTE names. */
  defined: Token[];
  /** Names of functions and types, and names a keyword makes a label (`DATE '…'`). */
  other: Token[];
  /** Names of the WITH list's queries. */
  ctes: Token[];
  /** The scope enclosing each scope (-1 for the outermost). */
  parents: number[];
}

/** Words that shape a query, beyond each dialect's reserved ones: never a bare name. */
const CONTEXT_WORDS = `APPLY ASC DESC NULLS FIRST LAST OFFSET FETCH ROWS ROW ONLY WINDOW OVER PARTITION
FILTER WITHIN ESCAPE COLLATE SEPARATOR TOP LATERAL STRAIGHT_JOIN QUALIFY ILIKE REGEXP RLIKE GLOB DIV MOD XOR
SIMILAR ISNULL NOTNULL INTERVAL AT ZONE RECURSIVE MATERIALIZED NATURAL MINUS PRECEDING FOLLOWING UNBOUNDED
CURRENT RANGE GROUPS EXCLUDE TIES OTHERS NO DISTINCTROW PIVOT UNPIVOT CROSS OUTER INNER FULL LEFT RIGHT
JOIN USING ON SOME ANY ALL EXISTS CASE WHEN THEN ELSE END AND OR NOT IS IN LIKE BETWEEN AS FROM WHERE GROUP
BY HAVING ORDER LIMIT UNION INTERSECT EXCEPT SELECT WITH VALUES DISTINCT NULL TRUE FALSE CAST EXTRACT`;

/** Every dialect's reserved words and the context words: a bare one is a keyword. */
const KEYWORDS: ReadonlySet<string> = new Set([
  ...SQL_DIALECTS.flatMap((d) => [...RESERVED_WORDS[d]]),
  ...CONTEXT_WORDS.split(/\s+/).filter(Boolean),
]);

/** Keywords that end an operand, as a name or a number does (an alias may follow them). */
const OPERAND_WORDS = new Set([
  'END',
  'NULL',
  'TRUE',
  'FALSE',
  'CURRENT_DATE',
  'CURRENT_TIME',
  'CURRENT_TIMESTAMP',
  'CURRENT_USER',
  'LOCALTIME',
  'LOCALTIMESTAMP',
]);

/** Keywords that end a FROM list at its level. */
const CLAUSE_WORDS = new Set(
  'WHERE GROUP HAVING ORDER LIMIT WINDOW QUALIFY OFFSET FETCH RETURNING UNION INTERSECT EXCEPT MINUS FOR'.split(
    ' ',
  ),
);
const JOIN_WORDS = new Set(['JOIN', 'STRAIGHT_JOIN', 'APPLY']);
/** Keywords joining two queries, each with its own FROM. */
const SET_WORDS = new Set(['UNION', 'INTERSECT', 'EXCEPT', 'MINUS']);
/** Words a select list may start with before its first item. */
const LIST_STARTS = new Set(['SELECT', 'DISTINCT', 'ALL']);
/** Words that continue a type name after `::` (`character varying`, `time with time zone`). */
const TYPE_WORDS = new Set(['VARYING', 'PRECISION', 'WITH', 'WITHOUT', 'TIME', 'ZONE']);

/** Whether a token is a name: a quoted identifier, or a bare word that is no keyword. */
const isName = (t: Token | undefined): boolean =>
  t !== undefined && (t.kind === 'ident' || (t.kind === 'word' && !KEYWORDS.has(t.upper)));

/** A name after a dot: any word or quoted identifier (`t.order` names a column). */
const isPart = (t: Token | undefined): t is Token =>
  t !== undefined && (t.kind === 'ident' || t.kind === 'word');

/** Functions whose first argument names a date part (`DATEADD(day, 1, x)`). */
const DATE_PART_FUNCTIONS = new Set(
  'DATEADD DATEDIFF DATEDIFF_BIG DATEPART DATENAME DATETRUNC DATE_BUCKET TIMESTAMPADD TIMESTAMPDIFF DATE_TRUNC'.split(
    ' ',
  ),
);

const isPunct = (t: Token | undefined, p: string) => t?.kind === 'punct' && t.value === p;
const isWord = (t: Token | undefined, w: string) => t?.kind === 'word' && t.upper === w;

/** Whether an alias may follow the token (it ends an operand). */
const endsOperand = (t: Token | undefined): boolean =>
  t !== undefined &&
  (isName(t) ||
    t.kind === 'number' ||
    t.kind === 'string' ||
    isPunct(t, ')') ||
    (t.kind === 'word' && OPERAND_WORDS.has(t.upper)));

/** One level of parentheses (or the whole text) and what it is. */
interface Level {
  kind: 'query' | 'from' | 'fn' | 'paren';
  /** The scope (query) this level's names belong to. */
  scope: number;
  clause: 'none' | 'select' | 'from' | 'other' | 'with';
  expect: 'relation' | 'alias' | 'none';
  /** The relation an alias that follows names. */
  last?: ScannedRelation;
  /** A subquery or table function in a FROM: an alias may follow its `)`. */
  inFrom?: boolean;
  /** The word before a function's or keyword's `(`, upper-cased (`CAST`, `EXTRACT`, `ON`). */
  opener?: string;
  /** In a WITH list: a CTE's name comes next. */
  cteName?: boolean;
}

/** The dialect to read a text in: its own, or SQLite's, which reads every quoting. */
export const lexDialect = (dialect: string | undefined): SqlDialect =>
  dialect !== undefined && isSqlDialect(dialect) ? dialect : 'sqlite';

/**
 * Reads a query (`expression` false) or an expression in a dialect; null when the lexer cannot
 * read it (an unterminated string or comment), so that a caller assumes nothing about it.
 */
export function scanSql(sql: string, dialect: SqlDialect, expression = false): SqlScan | null {
  let tokens: Token[];
  try {
    tokens = new SqlLexer(sql, dialect).run();
  } catch {
    return null;
  }
  return new Scanner(tokens).run(expression);
}

class Scanner {
  private readonly scan: SqlScan;
  private readonly levels: Level[] = [];
  /** What opened the parentheses each `)` closes (by the `)`'s index), where a word did. */
  private readonly openers = new Map<number, string>();
  private i = 0;

  constructor(private readonly tokens: Token[]) {
    this.scan = {
      tokens,
      relations: [],
      columns: [],
      stars: [],
      defined: [],
      other: [],
      ctes: [],
      parents: [],
    };
  }

  private get level(): Level {
    return this.levels[this.levels.length - 1] as Level;
  }

  private newScope(parent: number): number {
    this.scan.parents.push(parent);
    return this.scan.parents.length - 1;
  }

  run(expression: boolean): SqlScan {
    const scope = this.newScope(-1);
    this.levels.push({
      kind: expression ? 'paren' : 'query',
      scope,
      clause: 'none',
      expect: 'none',
    });
    const { tokens } = this;
    while (this.i < tokens.length) {
      const t = tokens[this.i] as Token;
      if (t.kind === 'punct') this.punct(t);
      // A keyword before a dot is a name (`public.film`, `user.id`).
      else if (t.kind === 'word' && KEYWORDS.has(t.upper) && !isPunct(tokens[this.i + 1], '.'))
        this.keyword(t);
      else if (t.kind === 'word' || t.kind === 'ident') this.chain();
      else if (t.kind === 'end') this.levels.splice(1);
      this.i++;
    }
    return this.scan;
  }

  private punct(t: Token): void {
    const lv = this.level;
    const next = this.tokens[this.i + 1];
    if (t.value === '(') {
      const query = isWord(next, 'SELECT') || isWord(next, 'WITH') || isWord(next, 'VALUES');
      if (query) {
        const inFrom = lv.expect === 'relation';
        if (inFrom) lv.expect = 'none';
        const scope = this.newScope(lv.scope);
        this.levels.push({ kind: 'query', scope, clause: 'none', expect: 'none', inFrom });
      } else if (lv.expect === 'relation')
        this.levels.push({ kind: 'from', scope: lv.scope, clause: 'from', expect: 'relation' });
      else {
        const prev = this.tokens[this.i - 1];
        const fn = prev?.kind === 'word' || prev?.kind === 'ident';
        this.levels.push({
          kind: fn ? 'fn' : 'paren',
          scope: lv.scope,
          clause: 'none',
          expect: 'none',
          ...(fn ? { opener: prev.upper } : {}),
        });
      }
    } else if (t.value === ')') {
      if (this.levels.length === 1) return;
      const closed = this.levels.pop() as Level;
      if (closed.opener !== undefined) this.openers.set(this.i, closed.opener);
      const parent = this.level;
      if (closed.inFrom) {
        if (closed.kind === 'query') {
          const derived: ScannedRelation = { kind: 'derived', parts: [], scope: parent.scope };
          this.scan.relations.push(derived);
          parent.last = derived;
        }
        parent.expect = 'alias';
      } else if (closed.kind === 'from') {
        parent.last = undefined;
        parent.expect = 'alias';
      }
    } else if (t.value === ',') {
      if (lv.clause === 'from' && lv.kind !== 'fn') lv.expect = 'relation';
      else if (lv.clause === 'with') lv.cteName = true;
    } else if (t.value === '::') this.skipType();
    else if (t.value === '*') {
      const prev = this.tokens[this.i - 1];
      const listStart =
        isPunct(prev, ',') || (prev?.kind === 'word' && LIST_STARTS.has(prev.upper));
      if (lv.kind === 'query' && lv.clause === 'select' && listStart)
        this.scan.stars.push({ qualifier: [], scope: lv.scope });
    }
  }

  /** A type after `::`: its words, its `(n)` and `[]`, all other names. */
  private skipType(): void {
    const { tokens } = this;
    let j = this.i + 1;
    while (isPart(tokens[j])) {
      this.scan.other.push(tokens[j] as Token);
      j++;
      if (isPunct(tokens[j], '.') && isPart(tokens[j + 1])) j++;
      else if (!(tokens[j]?.kind === 'word' && TYPE_WORDS.has((tokens[j] as Token).upper))) break;
    }
    if (isPunct(tokens[j], '(')) j = this.closing(j) + 1;
    while (isPunct(tokens[j], '[') && isPunct(tokens[j + 1], ']')) j += 2;
    this.i = j - 1;
  }

  /** The index of the `)` closing the `(` at j (or the last token). */
  private closing(j: number): number {
    let depth = 0;
    for (let k = j; k < this.tokens.length; k++) {
      const t = this.tokens[k];
      if (isPunct(t, '(')) depth++;
      else if (isPunct(t, ')') && --depth === 0) return k;
    }
    return this.tokens.length - 1;
  }

  /** Names inside the parentheses at j (a column list of an alias or CTE) are definitions. */
  private defineList(j: number): number {
    const end = this.closing(j);
    for (let k = j + 1; k < end; k++) {
      const t = this.tokens[k] as Token;
      if (t.kind === 'ident' || t.kind === 'word') this.scan.defined.push(t);
    }
    return end;
  }

  private keyword(t: Token): void {
    const lv = this.level;
    const structural = lv.kind === 'query' || lv.kind === 'from';
    if (t.upper === 'AS') return this.as(lv);
    if (!structural) {
      // A keyword before a string is a label of the literal (`DATE '2024-01-01'`).
      if (this.tokens[this.i + 1]?.kind === 'string') this.scan.other.push(t);
      return;
    }
    if (lv.expect === 'alias') lv.expect = 'none';
    const prev = this.tokens[this.i - 1];
    if (t.upper === 'SELECT') {
      lv.clause = 'select';
      lv.expect = 'none';
    } else if (t.upper === 'TOP' && lv.clause === 'select') {
      // T-SQL's TOP n or TOP (n): its count is no column.
      if (this.tokens[this.i + 1]?.kind === 'number') this.i++;
    } else if (t.upper === 'FROM') {
      // `IS [NOT] DISTINCT FROM` compares; it opens no FROM.
      if (isWord(prev, 'DISTINCT') && lv.clause !== 'select') return;
      lv.clause = 'from';
      lv.expect = 'relation';
    } else if (JOIN_WORDS.has(t.upper)) lv.expect = 'relation';
    else if (t.upper === 'ON' || t.upper === 'USING') lv.expect = 'none';
    else if (t.upper === 'WITH' && lv.clause === 'none') {
      lv.clause = 'with';
      lv.cteName = true;
    } else if (CLAUSE_WORDS.has(t.upper)) {
      lv.clause = 'other';
      lv.expect = 'none';
      // Each query of a UNION (INTERSECT, EXCEPT) reads its own FROM.
      if (SET_WORDS.has(t.upper) && lv.kind === 'query')
        lv.scope = this.newScope(this.scan.parents[lv.scope] ?? -1);
    } else if ((t.upper === 'LATERAL' || t.upper === 'ONLY') && lv.clause === 'from')
      lv.expect = 'relation';
  }

  /** AS: a type inside CAST, a CTE's body, or an alias (of an output or a relation). */
  private as(lv: Level): void {
    const { tokens } = this;
    if (lv.kind === 'fn' || lv.kind === 'paren') {
      // CAST(x AS type) and its kin: every name up to the close or the next argument is a type.
      let j = this.i + 1;
      for (let depth = 0; j < tokens.length; j++) {
        const t = tokens[j] as Token;
        if (isPunct(t, '(')) depth++;
        else if (isPunct(t, ')') || isPunct(t, ',')) {
          if (depth === 0) break;
          if (t.value === ')') depth--;
        } else if (t.kind === 'word' || t.kind === 'ident') this.scan.other.push(t);
      }
      this.i = j - 1;
      return;
    }
    if (lv.clause === 'with') return;
    const next = tokens[this.i + 1];
    if (next?.kind !== 'ident' && next?.kind !== 'word') {
      lv.expect = 'none';
      return;
    }
    this.alias(lv, this.i + 1);
  }

  /** The name at j defines an alias: of the relation before it, or of an output. */
  private alias(lv: Level, j: number): void {
    const name = this.tokens[j] as Token;
    this.scan.defined.push(name);
    this.i = j;
    if (lv.expect === 'alias') {
      if (lv.last) lv.last.alias = name;
      else {
        const derived: ScannedRelation = {
          kind: 'derived',
          parts: [],
          alias: name,
          scope: lv.scope,
        };
        this.scan.relations.push(derived);
      }
      lv.last = undefined;
      if (isPunct(this.tokens[j + 1], '(')) this.i = this.defineList(j + 1);
    }
    lv.expect = 'none';
  }

  /**
   * Whether names are a label rather than a column: a date part (`EXTRACT(YEAR FROM …)`,
   * `DATEADD(day, …)`), a collation, or a character set (`CONVERT(x USING utf8)`).
   */
  private isLabel(lv: Level, prev: Token | undefined, next: Token | undefined, parts: Token[]) {
    if (isWord(prev, 'COLLATE') || (lv.kind === 'fn' && isWord(prev, 'USING'))) return true;
    if (lv.kind !== 'fn' || !isPunct(prev, '(') || parts.length !== 1) return false;
    if (lv.opener === 'EXTRACT') return isWord(next, 'FROM');
    return DATE_PART_FUNCTIONS.has(lv.opener ?? '') && isPunct(next, ',');
  }

  /** Whether the token at p ends `TOP n`, `TOP (n)` or `DISTINCT ON (…)`: a select list follows. */
  private afterListHead(p: number): boolean {
    const prev = this.tokens[p];
    if (prev?.kind === 'number') return isWord(this.tokens[p - 1], 'TOP');
    const opener = isPunct(prev, ')') ? this.openers.get(p) : undefined;
    return opener === 'TOP' || opener === 'ON';
  }

  /** Whether a bare name after `prev` (at index p) defines an output's alias (`count(*) n`). */
  private startsAlias(lv: Level, prev: Token | undefined, p: number): boolean {
    if (!endsOperand(prev) || this.afterListHead(p)) return false;
    if (!isPunct(prev, ')')) return true;
    // After `)` only in a query, not inside a call.
    return lv.kind === 'query' || lv.kind === 'from';
  }

  /** Whether the nearest query level around (calls and parentheses aside) is in its select list. */
  private selectAround(): boolean {
    for (let k = this.levels.length - 1; k >= 0; k--) {
      const lv = this.levels[k] as Level;
      if (lv.kind === 'query' || lv.kind === 'from') return lv.clause === 'select';
    }
    return false;
  }

  /** A name and the names dotted after it: a relation, alias, function or column. */
  private chain(): void {
    const { tokens } = this;
    const lv = this.level;
    const start = this.i;
    const parts: Token[] = [tokens[start] as Token];
    let j = start + 1;
    while (isPunct(tokens[j], '.') && isPart(tokens[j + 1])) {
      parts.push(tokens[j + 1] as Token);
      j += 2;
    }
    const next = tokens[j];
    if (isPunct(next, '.') && isPunct(tokens[j + 1], '*')) {
      this.scan.stars.push({ qualifier: parts, scope: lv.scope });
      this.i = j + 1;
      return;
    }
    this.i = j - 1;
    if (lv.clause === 'with' && lv.cteName) {
      lv.cteName = false;
      this.scan.ctes.push(...parts);
      if (isPunct(next, '(')) this.i = this.defineList(j);
      return;
    }
    if (lv.expect === 'relation') {
      const fn = isPunct(next, '(');
      const cte =
        parts.length === 1 &&
        this.scan.ctes.some((c) => c.value.toLowerCase() === parts[0]?.value.toLowerCase());
      const kind = fn ? 'function' : cte ? 'cte' : 'table';
      const relation: ScannedRelation = { kind, parts, scope: lv.scope };
      this.scan.relations.push(relation);
      if (fn) {
        this.scan.other.push(...parts);
        this.i = j;
        this.levels.push({
          kind: 'fn',
          scope: lv.scope,
          clause: 'none',
          expect: 'none',
          inFrom: true,
        });
        lv.last = relation;
        lv.expect = 'none';
      } else {
        lv.last = relation;
        lv.expect = 'alias';
      }
      return;
    }
    if (lv.expect === 'alias' && parts.length === 1) return this.alias(lv, start);
    if (isPunct(next, '(') || next?.kind === 'string') {
      // A function's name, or a literal's label (`_utf8' '`, `N'…'` aside).
      this.scan.other.push(...parts);
      return;
    }
    const prev = tokens[start - 1];
    if (this.isLabel(lv, prev, next, parts)) {
      this.scan.other.push(...parts);
      return;
    }
    if (parts.length === 1 && this.startsAlias(lv, prev, start - 1)) {
      this.scan.defined.push(parts[0] as Token);
      return;
    }
    const listStart =
      isPunct(prev, ',') ||
      (prev?.kind === 'word' && LIST_STARTS.has(prev.upper)) ||
      this.afterListHead(start - 1);
    const listEnd =
      next === undefined ||
      next.kind === 'end' ||
      isPunct(next, ',') ||
      isPunct(next, ')') ||
      (next.kind === 'word' && (next.upper === 'FROM' || CLAUSE_WORDS.has(next.upper)));
    const inSelect = lv.clause === 'select' || this.selectAround();
    this.scan.columns.push({
      parts,
      scope: lv.scope,
      selectItem: lv.kind === 'query' && lv.clause === 'select' && listStart && listEnd,
      inSelect,
    });
  }
}
