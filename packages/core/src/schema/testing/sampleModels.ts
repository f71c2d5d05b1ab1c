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
