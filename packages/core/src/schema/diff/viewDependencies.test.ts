import { describe, expect, it } from 'vitest';
import type { DiagramModel } from '../model';
import { SQL_DIALECTS, type SqlDialect } from '../sql/dialects';
import { ModelBuilder } from '../testing/sampleModels';
import { planMigration } from './planMigration';

/** Customers and orders, and in every dialect a view reading two columns of customers. */
function shop(): DiagramModel {
  const m = new ModelBuilder()
    .table('customers', [
      { name: 'id', type: 'integer', isPrimaryKey: true },
      { name: 'email', type: 'varchar(120)' },
      { name: 'name', type: 'varchar(80)' },
    ])
    .table('orders', [
      { name: 'id', type: 'integer', isPrimaryKey: true },
      { name: 'total', type: 'integer' },
    ]).model;
  m.views = SQL_DIALECTS.map((dialect) => ({
    id: `v.${dialect}`,
    name: 'customer_emails',
    query: 'SELECT c.id, c.email FROM customers c',
    dialect,
    // As an import finds them: the tables the view reads.
    tableIds: [m.tables[0]?.id ?? ''],
    x: 0,
    y: 0,
  }));
  return m;
}

/** The model (shaped by `prepare`) and a copy of it edited. */
function edited(
  edit: (m: DiagramModel) => void,
  prepare: (m: DiagramModel) => void = () => undefined,
): [DiagramModel, DiagramModel] {
  const before = shop();
  prepare(before);
  const after = JSON.parse(JSON.stringify(before)) as DiagramModel;
  edit(after);
  return [before, after];
}

const column = (m: DiagramModel, table: string, name: string) => {
  const c = m.tables.find((t) => t.name === table)?.attributes.find((a) => a.name === name);
  if (!c) throw new Error(`${table}.${name}`);
  return c;
};

/** The view statements of a migration. */
function viewStatements(before: DiagramModel, after: DiagramModel, dialect: SqlDialect): string[] {
  return planMigration(before, after, dialect)
    .statements.map((s) => s.sql)
    .filter((s) => /\b(DROP|CREATE)\s+VIEW\b/i.test(s));
}

describe('views a migration re-creates', () => {
  it.each(SQL_DIALECTS)(
    'leaves a view alone when a column is added to a table it reads (%s)',
    (dialect) => {
      const [before, after] = edited((m) =>
        m.tables[0]?.attributes.push({
          ...column(m, 'customers', 'name'),
          id: 'phone',
          name: 'phone',
        }),
      );
      const plan = planMigration(before, after, dialect);
      expect(plan.statements.map((s) => s.sql).join('\n')).toMatch(/phone/);
      expect(viewStatements(before, after, dialect)).toEqual([]);
    },
  );

  it.each(SQL_DIALECTS)(
    'leaves a view alone when a column it does not read changes (%s)',
    (dialect) => {
      const [before, after] = edited((m) => {
        // SQLite changes a type by rebuilding the table, which takes its views along.
        if (dialect !== 'sqlite') column(m, 'customers', 'name').type = 'varchar(200)';
        column(m, 'customers', 'name').name = 'full_name';
        column(m, 'orders', 'total').type = 'bigint';
      });
      expect(viewStatements(before, after, dialect)).toEqual([]);
    },
  );

  it.each(SQL_DIALECTS)('re-creates a view when a column it reads changes type (%s)', (dialect) => {
    const [before, after] = edited(
      (m) => void (column(m, 'customers', 'email').type = 'varchar(200)'),
    );
    const statements = viewStatements(before, after, dialect);
    expect(statements.filter((s) => /\bDROP VIEW\b/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /\bCREATE VIEW\b/.test(s))).toHaveLength(1);
  });

  it('re-creates a view when a column it reads goes, or its table is rebuilt', () => {
    const [before, dropped] = edited((m) => {
      const t = m.tables[0];
      if (t) t.attributes = t.attributes.filter((a) => a.name !== 'email');
      for (const v of m.views ?? []) v.query = 'SELECT c.id FROM customers c';
    });
    expect(viewStatements(before, dropped, 'postgresql')).toHaveLength(2);
    // SQLite rebuilds a table to make a column NOT NULL: its views go and come back around it.
    const [, rebuilt] = edited((m) => void (column(m, 'customers', 'name').isNullable = false));
    expect(viewStatements(before, rebuilt, 'sqlite')).toHaveLength(2);
    expect(viewStatements(before, rebuilt, 'postgresql')).toEqual([]);
  });

  it('re-creates a view reading a view that is re-created, and reads `*` as every column', () => {
    const [before, after] = edited(
      (m) => void (column(m, 'customers', 'name').type = 'varchar(200)'),
      (m) => {
        m.views = [
          {
            id: 'a',
            name: 'everyone',
            query: 'SELECT * FROM customers',
            dialect: 'postgresql',
            tableIds: [m.tables[0]?.id ?? ''],
            x: 0,
            y: 0,
          },
          {
            id: 'b',
            name: 'names',
            query: 'SELECT name FROM everyone',
            dialect: 'postgresql',
            x: 0,
            y: 0,
          },
        ];
      },
    );
    expect(viewStatements(before, after, 'postgresql').filter((s) => /^DROP VIEW/.test(s))).toEqual(
      ['DROP VIEW everyone;', 'DROP VIEW names;'],
    );
  });
});
