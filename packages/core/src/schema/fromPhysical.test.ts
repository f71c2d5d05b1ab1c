import { describe, expect, it } from 'vitest';
import { generateDdl, importDdl } from '.';
import type { SqlDialect } from './sql/dialects';
import { ModelBuilder } from './testing/sampleModels';

const DIALECTS: SqlDialect[] = ['sqlite', 'postgresql', 'mysql', 'mssql'];

/** The CREATE TABLE of `tokens` the script for a model has, on one line. */
const createTokens = (script: string): string =>
  (/CREATE TABLE tokens \([\s\S]*?\n\)/.exec(script)?.[0] ?? '').replace(/\s+/g, ' ');

describe('a UNIQUE the source declared on its primary-key column', () => {
  it('is written again in every dialect, beside the primary key, where SQLite folded it too (SQLite source)', () => {
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
    const script = generateDdl(model, 'postgresql');
    expect(createTokens(script)).toContain('CONSTRAINT tokens_pkey PRIMARY KEY (token) )');
    expect(script).toContain('ALTER TABLE tokens ADD UNIQUE (token);');
  });

  it("is a unique index of its own in SQLite, where a CREATE TABLE folds it into the key (MySQL's dump)", () => {
    const { model } = importDdl(
      'CREATE TABLE `tokens` (`token` varchar(36) NOT NULL, `user_id` int NOT NULL, PRIMARY KEY (`token`), UNIQUE KEY `tokens_token_key` (`token`), UNIQUE KEY `u1` (`user_id`), UNIQUE KEY `u2` (`user_id`));',
      'mysql',
    );
    const script = generateDdl(model, 'sqlite');
    expect(createTokens(script)).toContain('CONSTRAINT u1 UNIQUE (user_id) )');
    expect(script).toContain('CREATE UNIQUE INDEX tokens_token_key ON tokens (token);');
    expect(script).toContain('CREATE UNIQUE INDEX u2 ON tokens (user_id);');
  });

  it('is not added to a designed key column, which is marked unique and is so already', () => {
    const model = new ModelBuilder().table('tokens', [
      { name: 'token', type: 'text', isPrimaryKey: true, isNullable: false, isUnique: true },
    ]).model;
    for (const dialect of DIALECTS)
      expect(createTokens(generateDdl(model, dialect)), dialect).not.toContain('UNIQUE');
  });
});
