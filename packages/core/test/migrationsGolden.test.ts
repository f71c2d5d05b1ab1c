import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import TransactSqlParser from 'node-sql-parser/build/transactsql';
import { planMigration } from '../src/schema';
import { handMadePairs } from './migrations/pairs';
import { tsqlCheckable, tsqlStatements } from './scripts';

/** Where the MSSQL scripts live; `UPDATE_GOLDEN=1` writes them anew after a deliberate change. */
const GOLDEN = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations-golden');
/** How many hand-made pairs have golden MSSQL scripts (no SQL Server runs here). */
const GOLDEN_PAIRS = 16;

const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The forward script and the rollback, as one golden file. */
const goldenText = (forward: string, rollback: string): string =>
  `${forward}\n-- Rollback\n${rollback}`;

describe('MSSQL migration scripts', () => {
  const parser = new TransactSqlParser.Parser();
  const pairs = handMadePairs().slice(0, GOLDEN_PAIRS);
  for (const pair of pairs)
    it(`matches its golden file and parses as T-SQL: ${pair.name}`, () => {
      const plan = planMigration(pair.before, pair.after, 'mssql');
      const text = goldenText(plan.script, plan.rollback.script);
      const file = resolve(GOLDEN, `${slug(pair.name)}.mssql.sql`);
      if (process.env.UPDATE_GOLDEN === '1') {
        mkdirSync(GOLDEN, { recursive: true });
        writeFileSync(file, text);
      }
      expect(text).toBe(readFileSync(file, 'utf8'));
      for (const s of tsqlStatements(text)) {
        const checkable = /^(BEGIN|COMMIT) TRANSACTION$/i.test(s) ? null : tsqlCheckable(s);
        if (checkable !== null)
          expect(() => parser.astify(checkable, { database: 'transactsql' }), s).not.toThrow();
      }
    });
});
