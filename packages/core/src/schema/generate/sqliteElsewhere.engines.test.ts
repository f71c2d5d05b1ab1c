import mysql from 'mysql2/promise';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { importDdl } from '../import';
import type { SqlDialect } from '../sql/dialects';
import { generateDdl } from '.';

/**
 * A SQLite app's schema with what other engines refused or read otherwise: its own functions and
 * GLOB in checks, defaults and generated columns, a time and FALSE as an integer's default, blob
 * defaults, `||`, CAST to REAL, a NOCASE index, an integer as a partial index's condition.
 */
const SCRIPT = `CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE,
  color TEXT NOT NULL DEFAULT '#888888' CHECK (color GLOB '#[0-9a-fA-F]*'));
CREATE UNIQUE INDEX tags_name ON tags (name COLLATE NOCASE);
CREATE TABLE notes (id INTEGER PRIMARY KEY, tag_id INTEGER REFERENCES tags (id),
  first TEXT, last TEXT, full TEXT GENERATED ALWAYS AS (first || ' ' || last) VIRTUAL,
  started TEXT, ended TEXT,
  secs INTEGER GENERATED ALWAYS AS (CAST((julianday(ended) - julianday(started)) * 86400 AS INTEGER)) STORED,
  w INT, h INT, ratio REAL GENERATED ALWAYS AS (CAST(w AS REAL) / h) VIRTUAL,
  v ANY CHECK (typeof(v) IN ('integer', 'text')),
  due TEXT CHECK (due IS NULL OR date(due) IS NOT NULL),
  created_at INTEGER NOT NULL DEFAULT CURRENT_TIMESTAMP, at_ms INTEGER DEFAULT (unixepoch('subsec') * 1000),
  pinned INTEGER NOT NULL DEFAULT FALSE, sent INTEGER NOT NULL DEFAULT 0,
  price decimal DEFAULT 0.2, thumb BLOB DEFAULT x'', mark BLOB DEFAULT X'CAFE');
CREATE INDEX notes_pending ON notes (id) WHERE NOT sent;`;

/** A row the original takes (the time default, which is no integer, is left out elsewhere). */
const INSERT = `INSERT INTO notes (first, last, w, h, created_at) VALUES ('Ada', 'Lovelace', 3, 2, 1733300000000000)`;

const generated = (dialect: SqlDialect) => generateDdl(importDdl(SCRIPT, 'sqlite').model, dialect);
const suffix = `${process.pid}_${Date.now().toString(36)}`;

describe('a SQLite schema written for PostgreSQL at 127.0.0.1:5432', () => {
  it('loads whole, and keeps the values SQLite kept', async (ctx) => {
    const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres' });
    try {
      await client.connect();
    } catch {
      return ctx.skip('PostgreSQL is not reachable');
    }
    const schema = `sqlite_elsewhere_${suffix}`;
    try {
      await client.query(`CREATE SCHEMA ${schema}; SET search_path = ${schema}`);
      await client.query(generated('postgresql'));
      await client.query("INSERT INTO tags (name, color) VALUES ('a', '#00ff00')");
      await client.query(INSERT);
      const { rows } = await client.query<Record<string, unknown>>(
        'SELECT "full", ratio, price, pinned, encode(mark, \'hex\') AS mark, at_ms FROM notes',
      );
      expect(rows[0]).toMatchObject({
        full: 'Ada Lovelace',
        ratio: 1.5,
        price: '0.2',
        pinned: '0',
        mark: 'cafe',
      });
      expect(Number(rows[0]?.at_ms)).toBeGreaterThan(1.6e12);
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });
});

describe('a SQLite schema written for MariaDB at 127.0.0.1:3306', () => {
  it('loads whole, and keeps the values SQLite kept', async (ctx) => {
    let conn: mysql.Connection;
    try {
      conn = await mysql.createConnection({
        host: '127.0.0.1',
        port: 3306,
        user: 'root',
        password: '',
        multipleStatements: true,
      });
    } catch {
      return ctx.skip('MariaDB is not reachable');
    }
    const database = `sqlite_elsewhere_${suffix}`;
    try {
      await conn.query(`CREATE DATABASE ${database}; USE ${database}`);
      await conn.query(generated('mysql'));
      await conn.query("INSERT INTO tags (name, color) VALUES ('a', '#00ff00')");
      // The unique index on the NOCASE column still tells no case apart.
      await expect(conn.query("INSERT INTO tags (name) VALUES ('A')")).rejects.toThrow(/Duplicate/);
      await expect(
        conn.query("INSERT INTO tags (name, color) VALUES ('b', 'red')"),
      ).rejects.toThrow(/CONSTRAINT/);
      await conn.query(INSERT);
      const [rows] = await conn.query<mysql.RowDataPacket[]>(
        'SELECT `full`, ratio, price, pinned, HEX(mark) AS mark FROM notes',
      );
      expect(rows[0]).toMatchObject({
        full: 'Ada Lovelace',
        ratio: 1.5,
        pinned: 0,
        mark: 'CAFE',
      });
      expect(Number(rows[0]?.price)).toBe(0.2);
    } finally {
      await conn.query(`DROP DATABASE IF EXISTS ${database}`);
      await conn.end();
    }
  });
});
