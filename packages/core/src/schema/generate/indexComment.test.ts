import { describe, expect, it } from 'vitest';
import { generateDdl, importDdl } from '..';
import { indexSchema } from '../model';
import type { SqlDialect } from '../sql/dialects';

/** An index commented in CREATE TABLE and one in CREATE INDEX, as MySQL writes them. */
const SOURCE = `CREATE TABLE stock (
  id int NOT NULL PRIMARY KEY,
  sku varchar(20) NOT NULL,
  qty int NOT NULL,
  KEY stock_sku (sku) COMMENT 'lookup by SKU'
);
CREATE INDEX stock_qty ON stock (qty) COMMENT 'it''s for reorders';`;

const fromMysql = (to: SqlDialect): string => {
  const result = importDdl(SOURCE, 'mysql');
  expect(result.errors).toEqual([]);
  return generateDdl(result.model, to);
};

describe('index comments (issue 37)', () => {
  it("keeps a MySQL unique key's comment and method: it is written as a unique index", () => {
    const sql = `CREATE TABLE v (id int PRIMARY KEY, code varchar(10),
      UNIQUE KEY u (code) COMMENT 'one per code', UNIQUE KEY h (id, code) USING HASH);`;
    const out = generateDdl(importDdl(sql, 'mysql').model, 'mysql');
    expect(out).toContain("CREATE UNIQUE INDEX u ON v (code) COMMENT 'one per code';");
    expect(out).toContain('CREATE UNIQUE INDEX h ON v (id, code) USING HASH;');
  });

  it('keeps the comments in the model', () => {
    const indexes = importDdl(SOURCE, 'mysql').model.tables[0]?.indexes ?? [];
    expect(indexes.map((i) => [i.name, i.comment])).toEqual([
      ['stock_sku', 'lookup by SKU'],
      ['stock_qty', "it's for reorders"],
    ]);
    expect(indexSchema.parse(indexes[0]).comment).toBe('lookup by SKU');
  });

  it.each<[SqlDialect, string[]]>([
    [
      'mysql',
      [
        "CREATE INDEX stock_sku ON stock (sku) COMMENT 'lookup by SKU';",
        "CREATE INDEX stock_qty ON stock (qty) COMMENT 'it''s for reorders';",
      ],
    ],
    [
      'postgresql',
      [
        "CREATE INDEX stock_sku ON stock (sku);\nCOMMENT ON INDEX stock_sku IS 'lookup by SKU';",
        "CREATE INDEX stock_qty ON stock (qty);\nCOMMENT ON INDEX stock_qty IS 'it''s for reorders';",
      ],
    ],
    [
      'sqlite',
      [
        '-- Note: index stock_sku on stock loses its comment: sqlite has no index comments',
        'CREATE INDEX stock_sku ON stock (sku);',
      ],
    ],
    [
      'mssql',
      [
        '-- Note: index stock_qty on stock loses its comment: mssql has no index comments',
        'CREATE INDEX stock_qty ON stock (qty);',
      ],
    ],
  ])('writes index comments as %s keeps them', (dialect, expected) => {
    const sql = fromMysql(dialect);
    for (const text of expected) expect(sql).toContain(text);
  });
});
