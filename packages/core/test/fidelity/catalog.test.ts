import { describe, expect, it } from 'vitest';
import { compareCatalogs, emptyCatalog, withColumnOrder, type Catalog } from './catalog';
import { checkClauses } from '../harness/readSqlite';
import { foldedDefault, tolerantReading, typeFamily } from './tolerant';

/** A catalog with the given items added. */
function catalog(fill: (c: Catalog) => void): Catalog {
  const c = emptyCatalog();
  fill(c);
  return c;
}

describe('catalog comparison', () => {
  const before = catalog((c) => {
    c.tables.push({ schema: 'person', name: 'Address', value: '' });
    c.tables.push({ schema: 'sales', name: 'Store', value: '' });
    c.columns.push({ schema: 'person', name: 'Address', sub: 'City', value: 'integer' });
    c.foreignKeys.push({
      schema: null,
      name: 'film',
      sub: '(a) > b(a)',
      value: 'ON DELETE NO ACTION',
    });
  });
  const after = catalog((c) => {
    c.tables.push({ schema: null, name: 'person_address', value: '' });
    c.tables.push({ schema: null, name: 'extra', value: '' });
    c.columns.push({ schema: null, name: 'person_address', sub: 'city', value: 'int(11)' });
    c.foreignKeys.push({
      schema: null,
      name: 'film',
      sub: '(a) > b(a)',
      value: 'ON DELETE RESTRICT',
    });
  });

  it('compares exactly: keys in exact case with their schema, an added item counts against the total', () => {
    const r = compareCatalogs(before, after);
    expect(r.tables).toMatchObject({ preserved: 0, total: 4 });
    expect(r.foreignKeys.losses).toEqual([
      { key: 'film.(a) > b(a)', before: 'ON DELETE NO ACTION', after: 'ON DELETE RESTRICT' },
    ]);
  });

  it("counts across dialects the source's routines, not the target's own triggers for its constructs", () => {
    const mysql = catalog((c) =>
      c.routines.push({ schema: null, name: 'film.ins_film', value: '' }),
    );
    const pg = catalog((c) => {
      c.routines.push({ schema: null, name: 'film.film_on_update', value: 'trigger' });
      c.routines.push({ schema: null, name: 'film_on_update()', value: 'function' });
    });
    expect(compareCatalogs(mysql, pg, tolerantReading(mysql, pg)).routines).toMatchObject({
      preserved: 0,
      total: 1,
    });
    // Exactly (same dialect, migrations), every routine counts.
    expect(compareCatalogs(mysql, pg).routines).toMatchObject({ preserved: 0, total: 3 });
  });

  it('reads a check as PostgreSQL prints it: BETWEEN as >= and <=, IN as = ANY (ARRAY[...])', () => {
    const pg = catalog((c) => {
      c.checks.push({
        schema: 'sales',
        name: 'rate',
        sub: '((rate >= 6.50) AND (rate <= 200.00))',
        value: 'x',
      });
      c.checks.push({
        schema: 'sales',
        name: 'rate',
        sub: "(upper((kind)::text) = ANY (ARRAY['M'::text, 'S'::text]))",
        value: 'y',
      });
    });
    const my = catalog((c) => {
      c.checks.push({
        schema: null,
        name: 'sales_rate',
        sub: '`rate` between 6.50 and 200.00',
        value: 'a',
      });
      c.checks.push({
        schema: null,
        name: 'sales_rate',
        sub: "ucase(`kind`) in ('M','S')",
        value: 'b',
      });
    });
    expect(compareCatalogs(pg, my, tolerantReading(pg, my)).checks).toMatchObject({
      preserved: 2,
      total: 2,
    });
  });

  it("reads a domain's or an enum's check on a column, where the target has neither, as the type's", () => {
    const pg = catalog((c) => {
      c.types.push({
        schema: 'public',
        name: 'bytea20',
        value: 'DOMAIN bytea CHECK (((VALUE IS NULL) OR (octet_length(VALUE) = 20)))',
      });
      c.types.push({ schema: null, name: 'yn', value: "ENUM ('n', 'y')" });
      c.columns.push({ schema: null, name: 'host', sub: 'id', value: 'public.bytea20' });
      c.columns.push({ schema: null, name: 'host', sub: 'active', value: 'public.yn' });
    });
    const lite = catalog((c) => {
      c.columns.push({ schema: null, name: 'host', sub: 'id', value: 'BLOB' });
      c.columns.push({ schema: null, name: 'host', sub: 'active', value: 'varchar(1)' });
      c.checks.push({
        schema: null,
        name: 'host',
        sub: '"id" IS NULL OR octet_length("id") = 20',
        value: '',
      });
      c.checks.push({ schema: null, name: 'host', sub: "\"active\" IN ('n', 'y')", value: '' });
    });
    const r = compareCatalogs(pg, lite, tolerantReading(pg, lite));
    expect(r.checks).toMatchObject({ preserved: 0, total: 0 });
    expect(r.columns).toMatchObject({ preserved: 2, total: 2 });
    // The types themselves are not created there.
    expect(r.types).toMatchObject({ preserved: 0, total: 2 });
  });

  it("reads PostgreSQL's full-text index of columns as MySQL's FULLTEXT index on them", () => {
    const my = catalog((c) =>
      c.indexes.push({
        schema: null,
        name: 'posts',
        sub: '(title, body)',
        value: 'ft USING FULLTEXT',
      }),
    );
    const pg = catalog((c) =>
      c.indexes.push({
        schema: null,
        name: 'posts',
        sub: "(to_tsvector('simple'::regconfig, ((COALESCE(title, ''::text) || ' '::text) || COALESCE(body, ''::text))))",
        value: 'ft USING gin',
      }),
    );
    expect(compareCatalogs(my, pg, tolerantReading(my, pg)).indexes).toMatchObject({
      preserved: 1,
      total: 1,
    });
  });

  it("keeps each table's column order as one item, so a reordered table counts once", () => {
    const ordered = (...names: string[]) =>
      withColumnOrder(
        catalog((c) =>
          names.forEach((sub) => c.columns.push({ schema: null, name: 't', sub, value: 'int' })),
        ),
      );
    const r = compareCatalogs(ordered('a', 'b'), ordered('b', 'a'));
    expect(r.columns).toMatchObject({ preserved: 2, total: 2 });
    expect(r.columnOrder.losses).toEqual([{ key: 't', before: 'a, b', after: 'b, a' }]);
  });

  it("reads a target without schemas as leaving the source's one schema out", () => {
    const one = catalog((c) => {
      c.tables.push({ schema: 'worker', name: '_jobs', value: '' });
      c.columns.push({ schema: 'worker', name: '_jobs', sub: 'id', value: 'bigint' });
    });
    const flat = catalog((c) => {
      c.tables.push({ schema: null, name: '_jobs', value: '' });
      c.columns.push({ schema: null, name: '_jobs', sub: 'id', value: 'bigint' });
    });
    const r = compareCatalogs(one, flat, tolerantReading(one, flat));
    expect(r.tables).toMatchObject({ preserved: 1, total: 1 });
    expect(r.columns).toMatchObject({ preserved: 1, total: 1 });
  });

  it("reads the index MariaDB made for a foreign key, written for another engine, as that key's", () => {
    const maria = catalog((c) => {
      c.foreignKeys.push({
        schema: null,
        name: 'sites',
        sub: '(page_id) > pages(id)',
        value: 'sites_page_fk ON DELETE RESTRICT',
      });
    });
    const pg = catalog((c) => {
      c.foreignKeys.push({
        schema: null,
        name: 'sites',
        sub: '(page_id) > pages(id)',
        value: 'sites_page_fk ON DELETE RESTRICT',
      });
      c.indexes.push({
        schema: null,
        name: 'sites',
        sub: '(page_id)',
        value: 'sites_page_fk USING btree',
      });
      c.indexes.push({
        schema: null,
        name: 'sites',
        sub: '(page_id)',
        value: 'sites_page_idx USING btree',
      });
    });
    expect(compareCatalogs(maria, pg, tolerantReading(maria, pg)).indexes).toMatchObject({
      preserved: 0,
      total: 1,
    });
  });

  it("reads a check of an enum's labels as the enum, where the column's name holds `_in_`", () => {
    const pg = catalog((c) => {
      c.types.push({ schema: null, name: 'sign_in_mode', value: "ENUM ('SignIn', 'Register')" });
      c.columns.push({
        schema: null,
        name: 'experiences',
        sub: 'sign_in_mode',
        value: 'sign_in_mode',
      });
    });
    const lite = catalog((c) => {
      c.columns.push({ schema: null, name: 'experiences', sub: 'sign_in_mode', value: 'TEXT' });
      c.checks.push({
        schema: null,
        name: 'experiences',
        sub: "sign_in_mode IN ('SignIn', 'Register')",
        value: '',
      });
    });
    const r = compareCatalogs(pg, lite, tolerantReading(pg, lite));
    expect(r.columns).toMatchObject({ preserved: 1, total: 1 });
    expect(r.checks).toMatchObject({ preserved: 0, total: 0 });
  });

  it('compares the items of one key as a set, in whatever order each engine lists them', () => {
    const twoIndexes = (...values: string[]) =>
      catalog((c) =>
        values.forEach((value) =>
          c.indexes.push({ schema: null, name: 'users', sub: '(<expression>)', value }),
        ),
      );
    const r = compareCatalogs(twoIndexes('a UNIQUE', 'b'), twoIndexes('b', 'a UNIQUE'));
    expect(r.indexes).toMatchObject({ preserved: 2, total: 2 });
  });

  it("reads MySQL's prefix of a key column as the whole column another engine keys", () => {
    const my = catalog((c) =>
      c.primaryKeys.push({ schema: null, name: 'Counters', value: '(Counter(128))' }),
    );
    const pg = catalog((c) =>
      c.primaryKeys.push({ schema: null, name: 'counters', value: '(counter)' }),
    );
    expect(compareCatalogs(my, pg, tolerantReading(my, pg)).primaryKeys).toMatchObject({
      preserved: 1,
      total: 1,
    });
  });

  it("reads PostgreSQL's unique index with an operator class as the unique key other engines write", () => {
    const pg = catalog((c) =>
      c.indexes.push({
        schema: null,
        name: 'path',
        sub: '(path text_pattern_ops)',
        value: 'path_name_idx UNIQUE USING btree',
      }),
    );
    const my = catalog((c) =>
      c.uniques.push({ schema: null, name: 'path', sub: '(path)', value: 'path_name_idx' }),
    );
    const r = compareCatalogs(pg, my, tolerantReading(pg, my));
    expect(r.uniques).toMatchObject({ preserved: 1, total: 1 });
    expect(r.indexes).toMatchObject({ preserved: 0, total: 0 });
  });

  it('compares tolerantly across dialects: folded names, types by family, NO ACTION = RESTRICT', () => {
    const r = compareCatalogs(before, after, tolerantReading(before, after));
    expect(r.tables).toMatchObject({ preserved: 1, total: 3 });
    expect(r.columns).toMatchObject({ preserved: 1, total: 1 });
    expect(r.foreignKeys).toMatchObject({ preserved: 1, total: 1 });
  });

  it('reads a primary key column as NOT NULL and a plain unique index as a unique key across dialects', () => {
    // SQLite: a text key may hold NULL, and the unique key is an index; MariaDB: NOT NULL, a key.
    const sqlite = catalog((c) => {
      c.primaryKeys.push({ schema: null, name: 'tag', value: '(code)' });
      c.nullability.push({ schema: null, name: 'tag', sub: 'code', value: 'NULL' });
      c.nullability.push({ schema: null, name: 'tag', sub: 'label', value: 'NULL' });
      c.indexes.push({ schema: null, name: 'tag', sub: '(label)', value: 'tag_label UNIQUE' });
      c.indexes.push({
        schema: null,
        name: 'tag',
        sub: '(<expression>)',
        value: 'tag_lower UNIQUE',
      });
    });
    const mariadb = catalog((c) => {
      c.primaryKeys.push({ schema: null, name: 'tag', value: '(code)' });
      c.nullability.push({ schema: null, name: 'tag', sub: 'code', value: 'NOT NULL' });
      c.nullability.push({ schema: null, name: 'tag', sub: 'label', value: 'NOT NULL' });
      c.uniques.push({ schema: null, name: 'tag', sub: '(label)', value: 'tag_label' });
    });
    const r = compareCatalogs(sqlite, mariadb, tolerantReading(sqlite, mariadb));
    expect(r.nullability.losses).toEqual([{ key: 'tag_label', before: 'NULL', after: 'NOT NULL' }]);
    expect(r.uniques).toMatchObject({ preserved: 1, total: 1 });
    // An expression index is still an index, and it was lost.
    expect(r.indexes).toMatchObject({ preserved: 0, total: 1 });
    // An expression part matches whatever each engine prints for it.
    const pg = catalog((c) =>
      c.indexes.push({
        schema: null,
        name: 'tag',
        sub: '(lower((label)::text), code DESC)',
        value: 'tag_lower UNIQUE USING btree',
      }),
    );
    const lite = catalog((c) =>
      c.indexes.push({
        schema: null,
        name: 'tag',
        sub: '(<expression>, code DESC)',
        value: 'tag_lower UNIQUE',
      }),
    );
    expect(compareCatalogs(lite, pg, tolerantReading(lite, pg)).indexes).toMatchObject({
      preserved: 1,
      total: 1,
    });
    // The exact reading (same dialect) keeps every category as the engine filed it.
    expect(compareCatalogs(sqlite, mariadb).uniques).toMatchObject({ preserved: 0, total: 1 });
  });

  it('reads type families and a named enum type as one family', () => {
    expect(['int(11)', 'INTEGER', 'bigint unsigned', 'serial'].map(typeFamily)).toEqual(
      Array(4).fill('integer'),
    );
    expect(['tinyint(1)', 'bit(1)', 'boolean'].map(typeFamily)).toEqual(Array(3).fill('boolean'));
    // An interval is no integer.
    expect(typeFamily('interval')).toBe('interval');
    expect(['character varying(45)', 'nvarchar(max)', 'TEXT'].map(typeFamily)).toEqual(
      Array(3).fill('text'),
    );
    const pg = catalog((c) => {
      c.types.push({ schema: null, name: 'mpaa_rating', value: "ENUM ('G', 'PG')" });
      c.columns.push({ schema: null, name: 'film', sub: 'rating', value: 'mpaa_rating' });
    });
    const my = catalog((c) =>
      c.columns.push({ schema: null, name: 'film', sub: 'rating', value: "enum('G','PG')" }),
    );
    expect(compareCatalogs(pg, my, tolerantReading(pg, my)).columns.preserved).toBe(1);
  });

  it('reads defaults across engines: numbers by value, the current time, booleans', () => {
    expect(['0.000000', "'0'", '(0)', '0::numeric'].map(foldedDefault)).toEqual(Array(4).fill('0'));
    expect(
      [
        'now()',
        'CURRENT_TIMESTAMP',
        'current_timestamp()',
        'current_timestamp() ON UPDATE current_timestamp()',
      ].map(foldedDefault),
    ).toEqual(Array(4).fill('now'));
    expect(["b'1'", 'true'].map(foldedDefault)).toEqual(['1', '1']);
    // Bytes by their text (PostgreSQL's bytea literal), and an empty string is no zero.
    expect(["'\\x756e6b6e6f776e'::bytea", "'unknown'"].map(foldedDefault)).toEqual([
      'unknown',
      'unknown',
    ]);
    expect(["'\\x'::bytea", "''"].map(foldedDefault)).toEqual(["''", "''"]);
    expect(foldedDefault("''")).not.toBe(foldedDefault('0'));
    expect(
      ['uuid_generate_v1()', 'gen_random_uuid()', 'uuid()', 'lower(hex(randomblob(16)))'].map(
        foldedDefault,
      ),
    ).toEqual(Array(4).fill('uuid'));
    // An array by its elements: PostgreSQL's, or its JSON text elsewhere.
    expect(
      ["'{1,2}'::integer[]", "'[1, 2]'", 'ARRAY[1, 2]', "'[1,2]'::jsonb"].map(foldedDefault),
    ).toEqual(Array(4).fill('array [1,2]'));
    expect(foldedDefault("'{}'::text[]")).not.toBe(foldedDefault("'{}'"));
  });

  it("finds SQLite CHECK clauses with nested parentheses and a ')' inside a string", () => {
    expect(
      checkClauses(`CREATE TABLE t (a INT CHECK (a IN (1, 2)), b TEXT, CHECK (b <> ')'))`),
    ).toEqual(['a IN (1, 2)', "b <> ')'"]);
  });
});
