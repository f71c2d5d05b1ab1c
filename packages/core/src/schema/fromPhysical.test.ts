import { describe, expect, it } from 'vitest';
import { generateDdl, importDdl } from '.';
import type { SqlDialect } from './sql/dialects';
import { ModelBuilder } from './testing/sampleModels';

const DIALECTS: SqlDialect[] = ['sqlite', 'postgresql', 'mysql', 'mssql'];

/** The CREATE TABLE of `tokens` the script for a model has, on one line. */
const createTokens = (script: string): string =>
  (/CREATE TABLE tokens \([\s\S]*?\n\)/.exec(script)?.[0] ?? '').replace(/\s+/g, ' ');

describe('a UNIQUE the source declared on its primary-key column', () => {
  it('is written again in every dialect, beside the primary key (SQLite source)', () => {
    const { model } = importDdl(
      'CREATE TABLE tokens (token TEXT NOT NULL PRIMARY KEY, user_id TEXT NOT NULL, UNIQUE (token));',
      'sqlite',
    );
    for (const dialect of DIALECTS) {
      const table = createTokens(generateDdl(model, dialect));
      expect(table, dialect).toMatch(/PRIMARY KEY \(token\), UNIQUE \(token\) \)/);
    }
  });

  it("is kept from PostgreSQL's dump, added after the table under its default name", () => {
    const { model } = importDdl(
      `CREATE TABLE tokens (token text NOT NULL, user_id text NOT NULL);
ALTER TABLE ONLY tokens ADD CONSTRAINT tokens_token_key UNIQUE (token);
ALTER TABLE ONLY tokens ADD CONSTRAINT tokens_pkey PRIMARY KEY (token);`,
      'postgresql',
    );
    expect(createTokens(generateDdl(model, 'postgresql'))).toContain(
      'CONSTRAINT tokens_pkey PRIMARY KEY (token), UNIQUE (token) )',
    );
  });

  it('is not added to a designed key column, which is marked unique and is so already', () => {
    const model = new ModelBuilder().table('tokens', [
      { name: 'token', type: 'text', isPrimaryKey: true, isNullable: false, isUnique: true },
    ]).model;
    for (const dialect of DIALECTS)
      expect(createTokens(generateDdl(model, dialect)), dialect).not.toContain('UNIQUE');
  });
});
