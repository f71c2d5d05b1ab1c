import { describe, expect, it } from 'vitest';
import { newFirstColumn, sequentialIds } from '../schema/defaults';
import { buildGenerationContext, type ExistingDiagram } from './context';
import { pluralize, singularize, tableNameKey } from './names';

const ids = sequentialIds('c');
const diagram: ExistingDiagram = {
  tables: [
    {
      id: 'T1',
      name: 'customers',
      attributes: [newFirstColumn(ids)],
      x: 0,
      y: 0,
      width: 200,
      height: 100,
    },
    {
      id: 'T2',
      name: 'orders',
      attributes: [
        newFirstColumn(ids),
        { ...newFirstColumn(ids), name: 'customer_id', isPrimaryKey: false, isForeignKey: true },
      ],
      x: 0,
      y: 0,
      width: 200,
      height: 100,
    },
  ],
  relationships: [
    {
      sourceTableId: 'T1',
      targetTableId: 'T2',
      sourceColumnId: 'c1',
      targetColumnId: 'c3',
      cardinality: 'ONE_TO_MANY',
    },
  ],
};

describe('buildGenerationContext (spec 2 §5)', () => {
  it("states PostgreSQL's database type and naming hints: timestamptz, text, boolean, uuid", () => {
    const text = buildGenerationContext('postgresql', { tables: [], relationships: [] });
    expect(text).toContain('Database type: PostgreSQL.');
    for (const hint of ['timestamptz', 'text', 'boolean', 'uuid']) expect(text).toContain(hint);
    expect(text).toContain('The diagram has no tables yet.');
  });

  it('gives fitting hints for the other databases', () => {
    expect(buildGenerationContext('mysql', diagram)).toMatch(
      /MySQL[\s\S]*varchar\(255\)[\s\S]*datetime/,
    );
    expect(buildGenerationContext('mssql', diagram)).toMatch(
      /SQL Server[\s\S]*nvarchar[\s\S]*bit[\s\S]*datetime2/,
    );
    expect(buildGenerationContext('sqlite', diagram)).toMatch(/SQLite[\s\S]*integer/);
  });

  it('lists the existing tables with their ids and columns, and the relationships, so duplicates are avoided', () => {
    const text = buildGenerationContext('postgresql', diagram);
    expect(text).toContain('do not create them again');
    expect(text).toContain('- customers [table id "T1"]: id string [column id "c1", primary key]');
    expect(text).toContain('customer_id string [column id "c3", foreign key]');
    expect(text).toContain('- customers.id -> orders.customer_id (one_to_many)');
  });
});

describe('table names', () => {
  it('turns plurals into singulars and back', () => {
    const pairs = [
      ['book', 'books'],
      ['category', 'categories'],
      ['address', 'addresses'],
      ['box', 'boxes'],
      ['person', 'people'],
      ['status', 'statuses'],
      ['movie', 'movies'],
      ['species', 'species'],
      ['class', 'classes'],
      ['taxi', 'taxis'],
      ['ski', 'skis'],
      ['analysis', 'analyses'],
      ['volcano', 'volcanoes'],
    ];
    for (const [one, many] of pairs) {
      expect(singularize(many ?? '')).toBe(one);
      expect(pluralize(one ?? '')).toBe(many);
    }
    // Singulars in -is stay as they are.
    for (const word of ['tennis', 'chassis', 'axis', 'crisis', 'bronchitis'])
      expect(singularize(word)).toBe(word);
  });

  it('compares table names by their normalised singular', () => {
    expect(tableNameKey('Books')).toBe('book');
    expect(tableNameKey('BOOK')).toBe('book');
    expect(tableNameKey('OrderItems')).toBe('order_item');
    expect(tableNameKey('order items')).toBe('order_item');
  });
});
