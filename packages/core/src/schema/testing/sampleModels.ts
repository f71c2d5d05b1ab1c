import { sequentialIds } from '../defaults';
import type { Attribute, Cardinality, DiagramModel, Relationship, Table } from '../model';

type ColumnSpec = Partial<Attribute> & Pick<Attribute, 'name' | 'type'>;

/** Builds small diagrams by name for tests: tables from column specs, relationships by table and column names. */
export class ModelBuilder {
  private readonly id = sequentialIds('t');
  readonly model: DiagramModel = { tables: [], relationships: [], comments: [] };

  /** Adds a table with columns (nullable, no flags unless given). */
  table(name: string, columns: ColumnSpec[]): this {
    const attributes = columns.map((c) => ({
      id: this.id(),
      defaultValue: null,
      isNullable: !c.isPrimaryKey,
      isPrimaryKey: false,
      isForeignKey: false,
      isUnique: false,
      isIdentity: false,
      isAutoIncrement: false,
      ...c,
    }));
    const table: Table = { id: this.id(), name, attributes, x: 0, y: 0, width: 200, height: 100 };
    this.model.tables.push(table);
    return this;
  }

  /** Adds a relationship from source.column (the referenced side) to target.column. */
  relate(
    source: string,
    target: string,
    cardinality: Cardinality = 'ONE_TO_MANY',
    name = '',
  ): this {
    const [st, sc] = this.find(source);
    const [tt, tc] = this.find(target);
    const r: Relationship = {
      id: this.id(),
      name,
      sourceTableId: st.id,
      targetTableId: tt.id,
      sourceColumnId: sc.id,
      targetColumnId: tc.id,
      cardinality,
    };
    this.model.relationships.push(r);
    return this;
  }

  private find(path: string): [Table, Attribute] {
    const dot = path.lastIndexOf('.');
    const table = this.model.tables.find((t) => t.name === path.slice(0, dot));
    const column = table?.attributes.find((a) => a.name === path.slice(dot + 1));
    if (!table || !column) throw new Error(`no column ${path}`);
    return [table, column];
  }
}

/**
 * A shop diagram that uses every column flag, a composite key, a self-reference, a many-to-many
 * relationship, reserved words as names, and names that need normalising.
 */
export function shopModel(): DiagramModel {
  return new ModelBuilder()
    .table('Users', [
      {
        name: 'id',
        type: 'string',
        isPrimaryKey: true,
        isNullable: false,
        isUnique: true,
        isAutoIncrement: true,
      },
      { name: 'email', type: 'varchar(120)', isNullable: false, isUnique: true },
      { name: 'Display Name', type: 'string', defaultValue: 'anonymous' },
      { name: 'active', type: 'boolean', isNullable: false, defaultValue: 'true' },
      { name: 'created', type: 'date', defaultValue: 'now()' },
      { name: 'profile', type: 'object' },
      { name: 'bio', type: 'text' },
    ])
    .table('Order', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false, isAutoIncrement: true },
      { name: 'user_id', type: 'string', isNullable: false, isForeignKey: true },
      { name: 'total', type: 'decimal(10,2)', isNullable: false, defaultValue: '0' },
      { name: 'select', type: 'number' },
      { name: 'group', type: 'bigint' },
    ])
    .table('order items', [
      {
        name: 'order_id',
        type: 'integer',
        isPrimaryKey: true,
        isNullable: false,
        isForeignKey: true,
      },
      { name: 'line_no', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'qty', type: 'number', isNullable: false, defaultValue: '1' },
      { name: 'note', type: 'mystery type' },
    ])
    .table('employees', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false, isIdentity: true },
      { name: 'manager_id', type: 'integer', isForeignKey: true },
      { name: 'code', type: 'char(4)', isUnique: true },
    ])
    .table('Tags', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false, isAutoIncrement: true },
      { name: 'label', type: 'string', isNullable: false },
    ])
    .table('Product Catalog!', [
      { name: 'sku', type: 'varchar(40)', isPrimaryKey: true, isNullable: false },
    ])
    .relate('Users.id', 'Order.user_id', 'ONE_TO_MANY', 'fk_order_user')
    .relate('Order.id', 'order items.order_id')
    .relate('employees.id', 'employees.manager_id')
    .relate('Users.id', 'Tags.id', 'MANY_TO_MANY').model;
}

/**
 * An imported-style diagram holding every construct of the model: a schema, exact names, an enum
 * and a domain, identity kinds, comments, collation, composite unique, indexes (composite,
 * expression, partial), checks, referential actions, a PostgreSQL view and extra SQL.
 */
export function richModel(): DiagramModel {
  const model = new ModelBuilder()
    .table('Customer', [
      {
        name: 'id',
        type: 'integer',
        isPrimaryKey: true,
        isNullable: false,
        isIdentity: true,
        identityGeneration: 'ALWAYS',
      },
      { name: 'email', type: 'varchar(120)', isNullable: false, comment: "the customer's e-mail" },
      { name: 'country', type: 'char(2)', isNullable: false, collation: '"C"' },
      { name: 'rating', type: 'mpaa_rating', defaultValue: "'G'::mpaa_rating" },
      { name: 'year', type: 'year_domain' },
      { name: 'active', type: 'boolean', isNullable: false, defaultValue: 'true' },
      { name: 'joined', type: 'date', defaultValue: "('now'::text)::date" },
    ])
    .table('Order Line', [
      { name: 'order_id', type: 'integer', isPrimaryKey: true, isNullable: false },
      {
        name: 'line',
        type: 'integer',
        isPrimaryKey: true,
        isNullable: false,
        isAutoIncrement: true,
      },
      { name: 'customer_id', type: 'integer' },
      { name: 'qty', type: 'integer', isNullable: false, defaultValue: '1' },
    ])
    .relate('Customer.id', 'Order Line.customer_id', 'ONE_TO_MANY', 'order_line_customer_fk').model;
  const [customer, line] = model.tables;
  const [relationship] = model.relationships;
  if (!customer || !line || !relationship) throw new Error('richModel: tables missing');
  const id = (t: Table, name: string) => t.attributes.find((a) => a.name === name)?.id ?? '';
  Object.assign(customer, {
    schema: 'sales',
    exactName: true,
    comment: 'People who buy',
    primaryKeyName: 'customer_pk',
    uniques: [
      {
        id: 'u1',
        name: 'customer_email_country_key',
        columnIds: [id(customer, 'email'), id(customer, 'country')],
      },
    ],
    indexes: [
      {
        id: 'i1',
        name: 'customer_lower_email_idx',
        unique: false,
        parts: [{ expression: 'lower(email)' }],
      },
      {
        id: 'i2',
        name: 'customer_active_idx',
        unique: false,
        parts: [{ columnId: id(customer, 'country'), order: 'DESC' }],
        where: 'active',
      },
    ],
    checks: [{ id: 'c1', name: 'customer_email_check', expression: "email <> ''" }],
  });
  Object.assign(line, {
    schema: 'sales',
    exactName: true,
    indexes: [
      {
        id: 'i3',
        name: 'order_line_customer_idx',
        unique: false,
        parts: [{ columnId: id(line, 'customer_id') }, { columnId: id(line, 'qty') }],
      },
    ],
    checks: [
      { id: 'c2', name: 'order_line_qty_check', expression: 'qty > 0', columnId: id(line, 'qty') },
    ],
  });
  Object.assign(relationship, { onDelete: 'CASCADE', onUpdate: 'SET NULL' });
  model.types = [
    { id: 'ty1', name: 'mpaa_rating', kind: 'enum', values: ['G', 'PG', 'R'] },
    {
      id: 'ty2',
      name: 'year_domain',
      kind: 'domain',
      baseType: 'integer',
      checks: [{ name: 'year_check', expression: 'VALUE >= 1901' }],
    },
  ];
  model.views = [
    {
      id: 'v1',
      schema: 'sales',
      name: 'active_customers',
      query: 'SELECT id, email FROM sales."Customer" WHERE active',
      dialect: 'postgresql',
      x: 0,
      y: 0,
    },
  ];
  model.extraSql = [
    {
      id: 'x1',
      dialect: 'postgresql',
      kind: 'function',
      name: 'one',
      sql: 'CREATE FUNCTION one() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;',
    },
  ];
  return model;
}
