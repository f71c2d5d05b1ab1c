/**
 * A MySQL / MariaDB dump's views, triggers, procedures and functions written back as mysqldump
 * writes them: views in the order they read each other, the rest inside `DELIMITER ;;`.
 */
import { SqlLexer } from '../import/sqlLexer';
import { splitStatements } from '../import/splitter';
import { quoteAlways, sqlCommentLine, sqlString } from '../quoting';
import type { MysqlDump } from './mysqlDump';
import { nameTokens, standsAlone, withoutQualifier } from './sqlText';

// Every name in backquotes, as SHOW CREATE TABLE writes them.
const q = (name: string): string => quoteAlways(name, 'mysql');

type ViewRow = MysqlDump['views'][number];

/** Views ordered so that each comes after the views its query reads. */
function viewOrder(views: ViewRow[], database: string): ViewRow[] {
  const byName = new Map(views.map((v) => [v.name, v]));
  const done = new Set<string>();
  const out: ViewRow[] = [];
  const visit = (view: ViewRow, path: Set<string>) => {
    if (done.has(view.name) || path.has(view.name)) return;
    path.add(view.name);
    for (const name of nameTokens(withoutQualifier(view.definition, database, 'mysql'), 'mysql')) {
      const read = byName.get(name);
      if (read && read !== view) visit(read, path);
    }
    done.add(view.name);
    out.push(view);
  };
  for (const v of [...views].sort((a, b) => (a.name < b.name ? -1 : 1))) visit(v, new Set());
  return out;
}

/** One view's CREATE VIEW, or a note when its query would not stay one statement. */
function createView(view: ViewRow, database: string): string {
  const query = withoutQualifier(view.definition, database, 'mysql');
  if (!standsAlone(query, 'mysql'))
    return sqlCommentLine(`view ${view.name} left out: its query is not one statement`);
  const security = view.security === 'INVOKER' ? 'SQL SECURITY INVOKER ' : '';
  const check =
    view.checkOption === 'CASCADED' || view.checkOption === 'LOCAL'
      ? ` WITH ${view.checkOption} CHECK OPTION`
      : '';
  return `CREATE ${security}VIEW ${q(view.name)} AS ${query}${check};`;
}

/** The delimiter of the block that holds trigger and routine bodies, which contain `;`. */
const DELIMITER = ';;';

/** Whether a statement stays one statement inside the DELIMITER block. */
function isOneStatement(statement: string): boolean {
  try {
    const tokens = new SqlLexer(
      `DELIMITER ${DELIMITER}\n${statement}${DELIMITER}\n`,
      'mysql',
    ).run();
    return splitStatements(tokens, 'mysql').filter((s) => s.meta === undefined).length === 1;
  } catch {
    return false;
  }
}

/** Each trigger's CREATE TRIGGER, in the order the server fires them. */
function createTriggers(dump: MysqlDump): { name: string; sql: string }[] {
  return [...dump.triggers]
    .sort(
      (a, b) =>
        a.table.localeCompare(b.table) ||
        a.timing.localeCompare(b.timing) ||
        a.event.localeCompare(b.event) ||
        Number(a.order) - Number(b.order),
    )
    .map((t) => ({
      name: t.name,
      sql:
        `CREATE TRIGGER ${q(t.name)} ${t.timing} ${t.event} ON ${q(t.table)} FOR EACH ROW ` +
        withoutQualifier(t.statement, dump.database, 'mysql'),
    }));
}

type RoutineRow = MysqlDump['routines'][number];

/** A routine's parameter list: `IN name type` for a procedure, `name type` for a function. */
function parameterList(routine: RoutineRow, dump: MysqlDump): string {
  return dump.parameters
    .filter((p) => p.routine === routine.name && p.kind === routine.kind)
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((p) => {
      const mode = routine.kind === 'PROCEDURE' && p.mode ? `${p.mode} ` : '';
      return `${mode}${q(p.name)} ${p.type}`;
    })
    .join(', ');
}

/** A routine's characteristics, those that differ from the defaults. */
function characteristics(routine: RoutineRow): string {
  const out: string[] = [];
  if (routine.comment) out.push(`COMMENT ${sqlString(routine.comment, 'mysql')}`);
  if (routine.deterministic === 'YES') out.push('DETERMINISTIC');
  if (routine.dataAccess && routine.dataAccess !== 'CONTAINS SQL') out.push(routine.dataAccess);
  if (routine.security === 'INVOKER') out.push('SQL SECURITY INVOKER');
  return out.map((c) => `\n    ${c}`).join('');
}

/** Each procedure's and function's CREATE statement; one whose body is hidden is left out. */
function createRoutines(dump: MysqlDump): { name: string; sql: string | null }[] {
  return [...dump.routines]
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name))
    .map((r) => {
      const returns = r.kind === 'FUNCTION' && r.returns ? ` RETURNS ${r.returns}` : '';
      const body = r.body ?? null;
      return {
        name: r.name,
        sql:
          body === null
            ? null
            : `CREATE ${r.kind} ${q(r.name)}(${parameterList(r, dump)})${returns}` +
              `${characteristics(r)}\n${withoutQualifier(body, dump.database, 'mysql')}`,
      };
    });
}

/** The views, then the triggers and routines in one DELIMITER block (notes for those left out). */
export function mysqlViewsAndRoutines(dump: MysqlDump): string[] {
  const views = viewOrder(dump.views, dump.database).map((v) => createView(v, dump.database));
  const written: string[] = [];
  const notes: string[] = [];
  for (const { name, sql } of [...createTriggers(dump), ...createRoutines(dump)]) {
    if (sql !== null && isOneStatement(sql)) written.push(sql);
    else notes.push(sqlCommentLine(`${name} left out: its body is hidden or not one statement`));
  }
  const block =
    written.length === 0
      ? []
      : [`DELIMITER ${DELIMITER}`, ...written.map((sql) => `${sql}${DELIMITER}`), 'DELIMITER ;'];
  return [...views, ...notes, ...block];
}
