import type { SqlDialect } from '../sql/dialects';
import type { Token } from './sqlLexer';

/** One statement: its tokens without the closing delimiter, and the line it starts on. */
export interface Statement {
  tokens: Token[];
  line: number;
  /** A client meta-command line (psql `\c`, SQLCMD `:setvar`, MySQL `DELIMITER`). */
  meta?: string;
}

const ROUTINES = new Set(['PROC', 'PROCEDURE', 'FUNCTION', 'TRIGGER', 'VIEW']);
/** Words between CREATE (or ALTER) and the object word of a view or routine. */
const ROUTINE_PREFIX_WORDS = new Set([
  'DEFINER',
  'TEMP',
  'TEMPORARY',
  'ALGORITHM',
  'SQL',
  'SECURITY',
  '=',
  'INVOKER',
  'UNDEFINED',
  'MERGE',
  'TEMPTABLE',
]);
/** Object words after CREATE/ALTER/DROP that start a new T-SQL statement without a semicolon. */
const TSQL_OBJECTS = new Set([
  'TABLE',
  'VIEW',
  'PROC',
  'PROCEDURE',
  'FUNCTION',
  'TRIGGER',
  'INDEX',
  'UNIQUE',
  'CLUSTERED',
  'NONCLUSTERED',
  'SCHEMA',
  'TYPE',
  'RULE',
  'DATABASE',
  'SYNONYM',
  'SEQUENCE',
  'LOGIN',
  'USER',
  'ROLE',
  'FULLTEXT',
  'XML',
  'PRIMARY',
  'SPATIAL',
  'STATISTICS',
  'ASSEMBLY',
  'OR',
  'DEFAULT',
  'CERTIFICATE',
  'MESSAGE',
  'QUEUE',
  'SERVICE',
]);
/** Words that always start a new T-SQL statement when they appear outside parentheses. */
const TSQL_STARTERS = new Set([
  'INSERT',
  'GRANT',
  'DENY',
  'REVOKE',
  'EXEC',
  'EXECUTE',
  'PRINT',
  'USE',
  'DECLARE',
  'IF',
  'WHILE',
  'RAISERROR',
  'RETURN',
  'BEGIN',
  'END',
  'SET',
  'UPDATE',
  'DELETE',
  'SELECT',
]);
/** Words after which a starter is part of the statement (ON DELETE SET NULL, ...). */
const TSQL_NOT_AFTER = new Set([
  'ON',
  'DELETE',
  'UPDATE',
  'FOR',
  'AFTER',
  'INSTEAD',
  'OF',
  'WITH',
  'NOT',
]);

function isRoutine(tokens: Token[], dialect: SqlDialect): 'trigger' | 'routine' | null {
  let i = 0;
  if (tokens[i]?.upper !== 'CREATE' && tokens[i]?.upper !== 'ALTER') return null;
  i++;
  if (tokens[i]?.upper === 'OR') i += 2;
  while (ROUTINE_PREFIX_WORDS.has(tokens[i]?.upper ?? '') || tokens[i - 1]?.value === '=') {
    i++;
    if (tokens[i - 1]?.upper === 'DEFINER') i += 2;
  }
  const word = tokens[i]?.upper ?? '';
  if (dialect === 'mssql' && ROUTINES.has(word)) return 'routine';
  return word === 'TRIGGER' ? 'trigger' : null;
}

/**
 * Cuts tokens into statements at `;`, MySQL DELIMITERs and T-SQL `GO`, keeping trigger bodies
 * (BEGIN ... END) and T-SQL routines whole, and starting a new T-SQL statement where a statement
 * keyword follows without a semicolon. Tokens may come in parts (each ending with an `end`
 * token, so a T-SQL keyword's next token is in its part): `add` answers the statements each
 * part completes, `finish` the last one.
 */
export class StatementSplitter {
  private out: Statement[] = [];
  private current: Token[] = [];
  private depth = 0;
  private blockDepth = 0;
  private routine: 'trigger' | 'routine' | null = null;

  constructor(private readonly dialect: SqlDialect) {}

  /**
   * Takes the next tokens; answers the statements they complete. The splitter owns the array it
   * is given (a statement may be that array, cut before its delimiter).
   */
  add(tokens: Token[]): Statement[] {
    if (this.addWhole(tokens)) return this.take();
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (!t) continue;
      if (t.kind === 'meta') {
        this.flush();
        this.out.push({ tokens: [], line: t.line, meta: t.value });
        continue;
      }
      if (t.kind === 'end') {
        const inBody =
          (this.routine === 'trigger' && this.blockDepth > 0) ||
          (this.routine === 'routine' && t.value !== 'GO');
        if (inBody) this.current.push({ ...t, kind: 'punct' });
        else this.flush();
        continue;
      }
      if (
        this.dialect === 'mssql' &&
        this.current.length > 0 &&
        this.routine === null &&
        this.depth === 0 &&
        startsTsqlStatement(t, tokens[i + 1], this.current)
      )
        this.flush();
      this.current.push(t);
      if (this.current.length <= 8 && this.routine === null)
        this.routine = isRoutine(this.current, this.dialect);
      if (t.value === '(') this.depth++;
      else if (t.value === ')') this.depth = Math.max(0, this.depth - 1);
      else if (this.routine === 'trigger' && t.kind === 'word') {
        if (t.upper === 'BEGIN' || t.upper === 'CASE') this.blockDepth++;
        else if (t.upper === 'END') this.blockDepth = Math.max(0, this.blockDepth - 1);
      }
    }
    return this.take();
  }

  /**
   * The common part, one whole statement and its delimiter that is neither a trigger nor a T-SQL
   * routine (whose bodies hold delimiters) nor T-SQL (whose statements may start without one):
   * taken as it is, without reading it token by token. False, having done nothing, otherwise.
   */
  private addWhole(tokens: Token[]): boolean {
    const last = tokens.length - 1;
    if (this.dialect === 'mssql' || this.current.length > 0 || last < 1) return false;
    if (tokens[last]?.kind !== 'end') return false;
    for (let i = 0; i < last; i++) {
      const kind = tokens[i]?.kind;
      if (kind === 'end' || kind === 'meta' || kind === undefined) return false;
    }
    // isRoutine reads the statement's first eight tokens at most, as `add` does.
    if (isRoutine(last > 8 ? tokens.slice(0, 8) : tokens.slice(0, last), this.dialect))
      return false;
    tokens.length = last;
    this.current = tokens;
    this.flush();
    return true;
  }

  /** Ends the script: answers the statement still open, if any. */
  finish(): Statement[] {
    this.flush();
    return this.take();
  }

  private take(): Statement[] {
    const done = this.out;
    this.out = [];
    return done;
  }

  private flush(): void {
    const [first] = this.current;
    if (first) this.out.push({ tokens: this.current, line: first.line });
    this.current = [];
    this.depth = 0;
    this.blockDepth = 0;
    this.routine = null;
  }
}

/** All the statements of a script's tokens (see StatementSplitter). */
export function splitStatements(tokens: Token[], dialect: SqlDialect): Statement[] {
  const splitter = new StatementSplitter(dialect);
  return [...splitter.add(tokens), ...splitter.finish()];
}

function startsTsqlStatement(t: Token, next: Token | undefined, current: Token[]): boolean {
  if (t.kind !== 'word') return false;
  if (t.upper === 'CREATE' || t.upper === 'ALTER' || t.upper === 'DROP')
    return next?.kind === 'word' && TSQL_OBJECTS.has(next.upper);
  const prev = current[current.length - 1];
  if (prev?.kind === 'word' && TSQL_NOT_AFTER.has(prev.upper)) return false;
  return (
    TSQL_STARTERS.has(t.upper) &&
    !(t.upper === 'SET' && current[0]?.upper === 'ALTER' && current[1]?.upper === 'DATABASE')
  );
}
