import { describe, expect, it } from 'vitest';
import { importDdl } from '../../schema/import';
import { changeLines, compareFile } from './comparison';

const TABLES = `CREATE TABLE film (id integer PRIMARY KEY, last_update timestamp);
CREATE TABLE actor (id integer PRIMARY KEY, last_update timestamp);
CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.last_update = now(); RETURN NEW; END $$;
`;
// One trigger name on two tables: two statements of one kind and name.
const trigger = (table: string, when = 'BEFORE UPDATE') =>
  `CREATE TRIGGER last_updated ${when} ON ${table} FOR EACH ROW EXECUTE FUNCTION touch();\n`;
const read = (sql: string) => importDdl(sql, 'postgresql').model;

describe('compareFile', () => {
  it('pairs statements of one name in order, and lists the ones added, changed or gone', () => {
    const design = read(TABLES + trigger('film') + trigger('actor'));
    const same = compareFile(
      design,
      read(TABLES + trigger('film') + trigger('actor')),
      'postgresql',
      {},
      true,
    );
    expect(same.changes).toEqual([]);
    expect(same.pushed.extraSql?.map((s) => s.id)).toEqual(design.extraSql?.map((s) => s.id));

    const edited = read(TABLES + trigger('film') + trigger('actor', 'BEFORE INSERT OR UPDATE'));
    expect(changeLines(compareFile(design, edited, 'postgresql', {}, true).changes)).toEqual([
      '~ statement trigger last_updated: text',
    ]);
    const fewer = compareFile(design, read(TABLES + trigger('film')), 'postgresql', {}, true);
    expect(changeLines(fewer.changes)).toEqual(['- statement trigger last_updated']);
    expect(fewer.pushed.extraSql).toHaveLength(2);
    // A file that cannot carry statements (DBML) leaves the design's be.
    const dbml = compareFile(design, read(TABLES), 'postgresql', {}, false);
    expect(dbml.changes).toEqual([]);
    expect(dbml.pushed.extraSql).toEqual(design.extraSql);
  });
});
