import sqlite3InitModule, { type Database, type Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { SqlError, type CellValue, type QueryResult, type SqlDatabase } from './types';

let engine: Promise<Sqlite3Static> | undefined;

/** SQLite's own prefix on every message ("SQLITE_ERROR: sqlite3 result code 1: "). */
const CODE_PREFIX = /^SQLITE_[A-Z_]+: sqlite3 result code \d+: /;

/** The official SQLite WebAssembly build, an in-memory database with foreign keys enforced. */
export async function openSqlite(): Promise<SqlDatabase> {
  const sqlite3 = await (engine ??= sqlite3InitModule());
  const fresh = () => {
    const created = new sqlite3.oo1.DB(':memory:', 'c');
    created.exec('PRAGMA foreign_keys = ON');
    return created;
  };
  let db = fresh();
  return {
    query: (sql, params) => Promise.resolve(run(sqlite3, db, sql, params)),
    script: (sql) => {
      try {
        db.transaction(() => db.exec(sql));
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(failure(sqlite3, db, sql, error));
      }
    },
    // A new in-memory database is the quickest way to nothing.
    clear: () => {
      db.close();
      db = fresh();
      return Promise.resolve();
    },
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}

function run(sqlite3: Sqlite3Static, db: Database, sql: string, params?: unknown[]): QueryResult {
  const before = Number(db.changes(true, false));
  let stmt;
  try {
    stmt = db.prepare(sql);
  } catch (error) {
    throw failure(sqlite3, db, sql, error);
  }
  try {
    if (params && params.length > 0) stmt.bind(params as never);
    // getColumnNames() throws for a statement without columns (CREATE, INSERT).
    const columns = stmt.columnCount > 0 ? stmt.getColumnNames() : [];
    const rows: CellValue[][] = [];
    while (stmt.step()) rows.push(stmt.get([]) as CellValue[]);
    const returnsRows = columns.length > 0;
    // Total changes, before and after: sqlite3_changes() keeps the last INSERT's count through DDL.
    const changed = Number(db.changes(true, false)) - before;
    return { columns, rows, returnsRows, rowCount: returnsRows ? rows.length : changed };
  } catch (error) {
    throw failure(sqlite3, db, sql, error);
  } finally {
    stmt.finalize();
  }
}

/** The engine's message without its code prefix, and where the error is when SQLite says so. */
function failure(sqlite3: Sqlite3Static, db: Database, sql: string, error: unknown): SqlError {
  const message = (error instanceof Error ? error.message : String(error)).replace(CODE_PREFIX, '');
  const offset = db.pointer ? sqlite3.capi.sqlite3_error_offset(db.pointer) : -1;
  return new SqlError(message, offset >= 0 ? charOffset(sql, offset) : undefined);
}

/** SQLite counts bytes of UTF-8; the editor counts characters. */
function charOffset(sql: string, bytes: number): number {
  return new TextDecoder().decode(new TextEncoder().encode(sql).slice(0, bytes)).length;
}
