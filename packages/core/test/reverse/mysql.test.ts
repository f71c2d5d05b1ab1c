/**
 * MySQL 8's spelling of its catalog (issue 38): the engine here is MariaDB, whose dumps
 * reverse.test.ts reads from every fixture, so what MySQL 8 writes differently (bare literal
 * defaults, DEFAULT_GENERATED expressions, functional index parts, `\'` inside expressions) is
 * checked on rows as MySQL 8's information_schema gives them, for a small invented table.
 */
import { describe, expect, it } from 'vitest';
import {
  catalogScript,
  generateDdl,
  readCatalogDump,
  reverseEngineer,
  type CatalogDump,
} from '../../src/schema';

/** The rows a test may change before the dump is read. */
interface EditableDump {
  tables: Record<string, unknown>[];
  columns: Record<string, unknown>[];
}

/** One table as MySQL 8.0.36 reports it, with the given edits made to its rows. */
function mysql8Dump(edit: (dump: EditableDump) => void = () => undefined) {
  const column = (name: string, position: number, type: string, extra: object) => ({
    table: 'seed_packet',
    name,
    position,
    type,
    nullable: 'NO',
    extra: '',
    comment: '',
    ...extra,
  });
  const dump = {
    relata_catalog: 1,
    engine: 'mysql',
    version: '8.0.36',
    database: 'garden',
    tables: [
      {
        name: 'seed_packet',
        engine: 'InnoDB',
        collation: 'utf8mb4_0900_ai_ci',
        charset: 'utf8mb4',
        comment: "Packets on the shop's shelf",
        options: '',
      },
    ],
    columns: [
      column('id', 1, 'int unsigned', { extra: 'auto_increment' }),
      column('variety', 2, 'varchar(60)', { default: "O'Hara" }),
      column('grams', 3, 'decimal(6,2)', { default: '12.50' }),
      column('packed_at', 4, 'timestamp', {
        default: 'CURRENT_TIMESTAMP',
        extra: 'DEFAULT_GENERATED on update CURRENT_TIMESTAMP',
      }),
      column('lot', 5, 'char(36)', { default: 'uuid()', extra: 'DEFAULT_GENERATED' }),
      column('label', 6, 'varchar(80)', {
        nullable: 'YES',
        extra: 'VIRTUAL GENERATED',
        generation: "concat(`variety`,_utf8mb4\\' lot\\')",
      }),
    ],
    indexes: [
      { table: 'seed_packet', name: 'PRIMARY', nonUnique: 0, seq: 1, column: 'id', type: 'BTREE' },
      {
        table: 'seed_packet',
        name: 'variety_lower',
        nonUnique: 1,
        seq: 1,
        column: null,
        expression: 'lower(`variety`)',
        order: 'A',
        type: 'BTREE',
      },
    ],
    foreignKeys: null,
    checks: [
      {
        table: 'seed_packet',
        name: 'seed_packet_chk_1',
        level: null,
        clause: "(`variety` <> _utf8mb4\\'\\')",
      },
    ],
    views: null,
    triggers: null,
    routines: null,
    parameters: null,
  };
  edit(dump);
  const read = readCatalogDump(JSON.stringify(dump));
  if ('error' in read) throw new Error(read.error);
  return read.dump;
}

describe('a MySQL 8 dump', () => {
  const dump: CatalogDump = mysql8Dump();
  const { model } = reverseEngineer(dump);
  const [table] = model.tables;
  const column = (name: string) => table?.attributes.find((a) => a.name === name);

  it('quotes a literal default MySQL 8 stores bare, and keeps a number as one', () => {
    expect(column('variety')?.defaultValue).toBe("'O''Hara'");
    expect(column('grams')?.defaultValue).toBe('12.50');
  });

  it('writes a DEFAULT_GENERATED expression as an expression', () => {
    expect(column('packed_at')?.defaultValue).toMatch(/^CURRENT_TIMESTAMP$/i);
    expect(column('lot')?.defaultValue).toMatch(/uuid\(\)/);
    expect(catalogScript(dump)).toContain('DEFAULT (uuid())');
  });

  it("reads expressions whose quotes MySQL 8 stores as \\'", () => {
    expect(column('label')?.generated?.expression).toContain("' lot'");
    expect(table?.checks?.map((c) => c.expression)).toEqual(["`variety` <> _utf8mb4''"]);
  });

  it('keeps a functional index part', () => {
    expect(table?.indexes?.map((i) => [i.name, i.parts.map((p) => p.expression)])).toEqual([
      ['variety_lower', ['lower(`variety`)']],
    ]);
  });

  it("keeps the table's comment and identity", () => {
    expect(table?.comment).toBe("Packets on the shop's shelf");
    expect(column('id')?.isAutoIncrement).toBe(true);
  });
});

describe('what a MySQL dump may not do to its script', () => {
  it('leaves out a default that would end its statement', () => {
    const script = catalogScript(
      mysql8Dump((d) => {
        d.columns[1]!.extra = 'DEFAULT_GENERATED';
        d.columns[1]!.default = '1); DROP TABLE seed_packet; -- ';
      }),
    );
    expect(script).not.toContain('DROP TABLE');
  });

  it('refuses a type that is not a type, saying where it is', () => {
    const dump = JSON.parse(JSON.stringify(mysql8Dump())) as { columns: { type: string }[] };
    dump.columns[0]!.type = 'int; DROP TABLE seed_packet';
    const read = readCatalogDump(JSON.stringify(dump));
    expect('error' in read && read.error).toContain('columns[0].type');
  });

  it('keeps a name with a backquote as one name', () => {
    const script = catalogScript(
      mysql8Dump((d) => {
        d.tables[0]!.name = 'x`; DROP TABLE y; `';
      }),
    );
    expect(script).toContain('CREATE TABLE `x``; DROP TABLE y; ``` (');
  });
});

describe("MariaDB's spelling of a BINARY(n) default", () => {
  it("reads `''` padded to the column's width as the '' that was written, and bytes keep their NULs", () => {
    const dump = mysql8Dump((d) => {
      d.columns.push(
        {
          table: 'seed_packet',
          name: 'token',
          position: 7,
          type: 'binary(4)',
          nullable: 'NO',
          extra: '',
          comment: '',
          default: "'\\0\\0\\0\\0'",
        },
        {
          table: 'seed_packet',
          name: 'tag',
          position: 8,
          type: 'binary(4)',
          nullable: 'NO',
          extra: '',
          comment: '',
          default: "'ab\\0\\0'",
        },
        {
          table: 'seed_packet',
          name: 'raw',
          position: 9,
          type: 'varbinary(4)',
          nullable: 'NO',
          extra: '',
          comment: '',
          default: "'a\\0b'",
        },
      );
    });
    const mariadb = { ...dump, version: '10.11.6-MariaDB' };
    const script = catalogScript(mariadb);
    expect(script).toContain("`token` binary(4) NOT NULL DEFAULT ''");
    expect(script).toContain("`tag` binary(4) NOT NULL DEFAULT 'ab'");
    expect(script).toContain("`raw` varbinary(4) NOT NULL DEFAULT 'a\\0b'");
    const { model } = reverseEngineer(mariadb);
    const raw = model.tables[0]?.attributes.find((a) => a.name === 'raw');
    const written = generateDdl(model, 'mysql');
    expect(written).toMatch(/raw varbinary\(4\) NOT NULL DEFAULT X'610062'/);
    expect(raw?.defaultValue).toBeDefined();
    expect(generateDdl(model, 'postgresql')).toContain(
      "raw BYTEA NOT NULL DEFAULT '\\x610062'::bytea",
    );
  });
});
