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
  while (
    [
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
    ].includes(tokens[i]?.upper ?? '') ||
    tokens[i - 1]?.value === '='
  ) {
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
 * keyword follows without a semicolon.
 */
export function splitStatements(tokens: Token[], dialect: SqlDialect): Statement[] {
  const out: Statement[] = [];
  let current: Token[] = [];
  let depth = 0;
  let blockDepth = 0;
  let routine: 'trigger' | 'routine' | null = null;
  const flush = () => {
    const [first] = current;
    if (first) out.push({ tokens: current, line: first.line });
    current = [];
    depth = 0;
    blockDepth = 0;
    routine = null;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    if (t.kind === 'meta') {
      flush();
      out.push({ tokens: [], line: t.line, meta: t.value });
      continue;
    }
    if (t.kind === 'end') {
      const inBody =
        (routine === 'trigger' && blockDepth > 0) || (routine === 'routine' && t.value !== 'GO');
      if (inBody) current.push({ ...t, kind: 'punct' });
      else flush();
      continue;
    }
    if (
      dialect === 'mssql' &&
      current.length > 0 &&
      routine === null &&
      depth === 0 &&
      startsTsqlStatement(t, tokens[i + 1], current)
    )
      flush();
    current.push(t);
    if (current.length <= 8 && routine === null) routine = isRoutine(current, dialect);
    if (t.value === '(') depth++;
    else if (t.value === ')') depth = Math.max(0, depth - 1);
    else if (routine === 'trigger' && t.kind === 'word') {
      if (t.upper === 'BEGIN' || t.upper === 'CASE') blockDepth++;
      else if (t.upper === 'END') blockDepth = Math.max(0, blockDepth - 1);
    }
  }
  flush();
  return out;
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
