import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../defaults';
import type { DiagramModel, Table } from '../model';
import { readDbml } from './readDbml';
import { generateDbml } from './writeDbml';

/** A model with its ids and positions replaced by names, for comparing two reads. */
function byName(model: DiagramModel) {
  const tables = new Map(model.tables.map((t) => [t.id, t]));
  const col = (t: Table | undefined, id: string | undefined) =>
    t?.attributes.find((a) => a.id === id)?.name ?? id;
  return {
    types: model.types?.map(({ id: _id, ...t }) => t),
    tables: model.tables.map((table) => {
      const { id: _id, x: _x, y: _y, attributes, checks, indexes, ...t } = table;
      return {
        ...t,
        primaryKeyOrder: t.primaryKeyOrder?.map((id) => col(table, id)),
        attributes: attributes.map(({ id: _a, ...a }) => a),
        checks: checks?.map(({ id: _c, columnId, ...c }) => ({
          ...c,
          column: col(table, columnId),
        })),
        indexes: indexes?.map(({ id: _i, parts, ...i }) => ({
          ...i,
          parts: parts.map((p) => ({ ...p, columnId: col(table, p.columnId) })),
        })),
      };
    }),
    relationships: model.relationships.map(({ id: _id, sourceTableId, targetTableId, ...r }) => ({
      ...r,
      source: tables.get(sourceTableId)?.name,
      target: tables.get(targetTableId)?.name,
      sourceColumnId: col(tables.get(sourceTableId), r.sourceColumnId),
      targetColumnId: col(tables.get(targetTableId), r.targetColumnId),
    })),
    comments: model.comments.map((c) => c.text),
  };
}

const SOURCE = `
Enum sales.status {
  active
  "on hold"
}
Table sales.orders [headercolor: #3498DB] {
  id int [not null]
  line int [not null]
  state sales.status [not null, default: 'active']
  code varchar(20) [unique, note: 'external code']
  qty int [check: \`qty > 0\`, default: 1]
  total "decimal(10, 2)" [default: \`qty * 2\`]
  placed timestamp [default: \`now()\`]
  indexes {
    (id, line) [pk, name: 'pk_orders']
    code [unique, name: 'uq_code']
    (code, \`lower(code)\`) [type: hash, name: 'ix_code']
  }
  Note: '''Orders placed
by customers'''
}
Table items {
  id int [pk, increment]
  order_id int
  order_line int
  Note: 'It\\'s a line'
}
Ref fk_items: sales.orders.(id, line) < items.(order_id, order_line) [delete: cascade, update: set null]
Note todo {
  'Check the totals'
}
`;

describe('DBML export', () => {
  const first = readDbml(SOURCE, { idFactory: sequentialIds('a') });
  const dbml = generateDbml(first.model);

  it('reads back into the same model: DBML -> model -> DBML -> model', () => {
    expect(first.errors).toEqual([]);
    const second = readDbml(dbml, { idFactory: sequentialIds('b') });
    expect(second.errors).toEqual([]);
    expect(byName(second.model)).toEqual(byName(first.model));
  });

  it('writes enums, schema-qualified names, header colours and notes', () => {
    expect(dbml).toContain('Enum sales.status {\n  active\n  "on hold"\n}');
    expect(dbml).toContain('Table sales.orders [headercolor: #3498DB] {');
    expect(dbml).toContain("  code varchar(20) [null, unique, note: 'external code']");
    expect(dbml).toContain("  Note: '''Orders placed\nby customers'''");
    expect(dbml).toContain("  Note: 'It\\'s a line'");
  });

  it('writes checks, expression defaults and keyword defaults in backticks', () => {
    expect(dbml).toContain('  qty int [null, default: 1, check: `qty > 0`]');
    expect(dbml).toContain('  total "decimal(10, 2)" [null, default: `qty * 2`]');
    expect(dbml).toContain('  placed timestamp [null, default: `now()`]');
  });

  it('writes indexes: composite primary key, unique, type and expressions', () => {
    expect(dbml).toContain(
      [
        '  indexes {',
        '    (id, line) [pk]',
        "    code [unique, name: 'uq_code']",
        "    (code, `lower(code)`) [name: 'ix_code', type: hash]",
        '  }',
      ].join('\n'),
    );
  });

  it('writes a composite ref with its actions', () => {
    expect(dbml).toContain(
      'Ref fk_items: sales.orders.(id, line) < items.(order_id, order_line) [delete: cascade, update: set null]',
    );
  });

  it('writes a named primary key in the indexes block, and names what DBML cannot hold in // Note: lines', () => {
    const model: DiagramModel = {
      tables: [
        {
          id: 't',
          name: 'T',
          x: 0,
          y: 0,
          width: 200,
          height: 100,
          attributes: [
            {
              id: 'a',
              name: 'a',
              type: 'int',
              defaultValue: 'CURRENT_TIMESTAMP',
              isNullable: true,
              isPrimaryKey: true,
              isForeignKey: false,
              isUnique: false,
              isIdentity: false,
              isAutoIncrement: false,
            },
          ],
          primaryKeyName: 'pk_t',
          uniques: [{ id: 'u', name: '', columnIds: ['a'] }],
          checks: [{ id: 'c', name: 'chk_a', expression: 'a > b' }],
          indexes: [
            {
              id: 'i',
              name: 'ix',
              unique: false,
              parts: [{ columnId: 'a', order: 'DESC' }],
              where: 'a > 0',
            },
          ],
        },
      ],
      relationships: [],
      comments: [],
      types: [{ id: 'd', name: 'posint', kind: 'domain', baseType: 'int' }],
      views: [{ id: 'v', name: 'v1', query: 'SELECT 1', dialect: 'postgresql', x: 0, y: 0 }],
      extraSql: [
        { id: 'x', dialect: 'postgresql', kind: 'function', name: 'f', sql: 'CREATE FUNCTION f()' },
      ],
    };
    const out = generateDbml(model);
    expect(out).toContain('  a int [not null, default: `CURRENT_TIMESTAMP`]');
    expect(out).toContain("    a [pk, name: 'pk_t']");
    expect(out).toContain(
      '  // Note: check chk_a (a > b) is not written: DBML checks are column settings',
    );
    expect(out).toContain('    a [unique]');
    expect(out).toContain("    a [name: 'ix', note: 'a DESC; WHERE a > 0']");
    expect(out).toContain('// Note: domain posint is not written: DBML has only enums');
    expect(out).toContain('// Note: view v1 is not written: DBML has no views');
    expect(out).toContain('// Note: function f is not written: DBML keeps no SQL statements');
    expect(readDbml(out).errors).toEqual([]);
  });
});
