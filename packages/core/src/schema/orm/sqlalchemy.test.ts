import { describe, expect, it } from 'vitest';
import { codeString } from '../quoting';
import { ModelBuilder, shopModel } from '../testing/sampleModels';
import { importDdl } from '../import';
import { generateSqlalchemy } from './sqlalchemy';

/** Python code with its string literals and comments blanked out. */
const outsideStrings = (code: string) =>
  code.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""').replace(/#.*$/gm, '');

/** A name made to end the string it is written in and run code of its own. */
const HOSTILE = 'x"); import os; os.system("echo pwned") #\n\u2028y';

describe('generateSqlalchemy', () => {
  it('writes a declarative class per table with its key, types and foreign key', () => {
    const code = generateSqlalchemy(shopModel(), 'postgresql');
    expect(code).toContain('from sqlalchemy.orm import declarative_base');
    expect(code).toMatch(/^class \w+\(Base\):$/m);
    expect(code).toContain('__tablename__ = ');
    expect(code).toContain('PrimaryKeyConstraint(');
    expect(code).toContain('.append_constraint(ForeignKeyConstraint(');
  });

  it('keeps hostile names and defaults inside string literals', () => {
    const model = new ModelBuilder().table(HOSTILE, [
      {
        name: HOSTILE,
        type: 'varchar(10)',
        isPrimaryKey: true,
        defaultValue: "'a'':b'",
      },
    ]).model;
    // Imported names are kept exactly as written (a design's are normalised).
    for (const t of model.tables) t.exactName = true;
    for (const dialect of ['postgresql', 'sqlite'] as const) {
      const code = generateSqlalchemy(model, dialect);
      expect(outsideStrings(code)).not.toMatch(/import os|os\.system/);
      expect(code).toContain(codeString(HOSTILE));
      // The code's lines are Python's: no raw line separator breaks one.
      expect(code).not.toMatch(/\u2028/);
      // A colon would be a bind parameter of text(): such SQL is a literal_column.
      expect(code).toMatch(/server_default=literal_column\(/);
    }
  });

  it('names classes and attributes apart from Python words and the module names', () => {
    const model = new ModelBuilder().table('class', [
      { name: 'id', type: 'int', isPrimaryKey: true },
      { name: 'text', type: 'text' },
      { name: 'import', type: 'text' },
    ]).model;
    const code = generateSqlalchemy(model, 'sqlite');
    expect(code).toMatch(/^class Class_\(Base\):$/m);
    expect(code).toMatch(/^ {4}text_ = Column\("text"/m);
    expect(code).toMatch(/^ {4}import_ = Column\("import"/m);
  });

  it("writes an index with INCLUDE columns without them where Relata's DDL does (SQLite)", () => {
    const model = importDdl(
      `CREATE TABLE entries (id bigint PRIMARY KEY, feed_id bigint, published timestamp);
CREATE INDEX entries_feed ON entries USING btree (feed_id) INCLUDE (id, published);`,
      'postgresql',
    ).model;
    expect(generateSqlalchemy(model, 'postgresql')).toContain(
      'postgresql_include=["id", "published"]',
    );
    const sqlite = generateSqlalchemy(model, 'sqlite');
    expect(sqlite).toMatch(/Index\("entries_feed", /);
    expect(sqlite).not.toContain('_include=');
    expect(sqlite).toMatch(/^# Note: .*entries_feed.*loses its INCLUDE columns/m);
  });
});
