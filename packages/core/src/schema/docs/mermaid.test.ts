import { describe, expect, it } from 'vitest';
import { ModelBuilder } from '../testing/sampleModels';
import { hostileModel } from './hostileModel';
import { mermaidErDiagram } from './mermaid';
import { EntityIds, attributeName, attributeType, mermaidString } from './mermaidText';

const ID = '[A-Za-z][A-Za-z0-9_]*';

/** The line shapes of Mermaid's erDiagram grammar this generator writes, and nothing else. */
const LINE_SHAPES = [
  /^erDiagram$/,
  new RegExp(`^  ${ID}(\\["[^"%\\\\\\r\\n]+"\\])?( \\{)?$`),
  /^ {4}[A-Za-z_][A-Za-z0-9_()[\]-]* [A-Za-z_][A-Za-z0-9_]*( (PK|FK|UK)(, (PK|FK|UK))*)?( "[^"%\\~]*")?$/,
  /^ {2}\}$/,
  new RegExp(`^  ${ID} (\\|\\||\\|o|\\}o)--(o\\{|\\|\\|) ${ID} : "[^"%\\\\~]*"$`),
];

describe('mermaidErDiagram', () => {
  const model = new ModelBuilder()
    .table('customers', [{ name: 'id', type: 'integer', isPrimaryKey: true }])
    .table('sales orders', [
      { name: 'id', type: 'integer', isPrimaryKey: true, comment: 'the "order" number' },
      { name: 'customer_id', type: 'integer', isNullable: false },
      { name: 'referrer_id', type: 'integer' },
      { name: 'total', type: 'numeric(10, 2)' },
    ])
    .table('invoices', [{ name: 'order_id', type: 'integer', isUnique: true, isNullable: false }])
    .table('tags', [{ name: 'id', type: 'integer', isPrimaryKey: true }])
    .relate('customers.id', 'sales orders.customer_id', 'ONE_TO_MANY', 'orders_customer_fk')
    .relate('customers.id', 'sales orders.referrer_id')
    .relate('sales orders.id', 'invoices.order_id', 'ONE_TO_ONE', 'invoice_order_fk')
    .relate('sales orders.id', 'tags.id', 'MANY_TO_MANY', 'order_tags').model;
  const [, orders] = model.tables;
  if (orders) orders.schema = 'sales';

  it('writes an entity per table, aliased where its name is not a plain id', () => {
    expect(mermaidErDiagram(model, { dialect: 'postgresql' })).toBe(
      [
        'erDiagram',
        '  customers {',
        '    INTEGER id PK',
        '  }',
        '  invoices {',
        '    INTEGER order_id FK, UK',
        '  }',
        '  tags {',
        '    INTEGER id PK',
        '  }',
        '  sales_sales_orders["sales.sales orders"] {',
        '    INTEGER id PK "the #quot;order#quot; number"',
        '    INTEGER customer_id FK',
        '    INTEGER referrer_id FK',
        '    numeric(10_2) total',
        '  }',
        '  sales_sales_orders ||--|| invoices : "invoice_order_fk"',
        '  customers ||--o{ sales_sales_orders : "orders_customer_fk"',
        '  customers |o--o{ sales_sales_orders : "(referrer_id)"',
        '  sales_sales_orders }o--o{ tags : "order_tags"',
        '',
      ].join('\n'),
    );
  });

  it('draws a MANY_TO_ONE relationship from the table it references', () => {
    const out = mermaidErDiagram(
      new ModelBuilder()
        .table('a', [{ name: 'b_id', type: 'int', isNullable: false }])
        .table('b', [{ name: 'id', type: 'int', isPrimaryKey: true }])
        .relate('a.b_id', 'b.id', 'MANY_TO_ONE', 'a_b_fk').model,
    );
    expect(out).toContain('  b ||--o{ a : "a_b_fk"');
  });

  it('keeps hostile names within the grammar: one entity per table, one line per relationship', () => {
    const m = hostileModel();
    const out = mermaidErDiagram(m);
    const lines = out.trimEnd().split('\n');
    expect(lines.filter((l) => !LINE_SHAPES.some((shape) => shape.test(l)))).toEqual([]);
    const heads = lines.filter((l) => /^ {2}[A-Za-z]/.test(l) && !l.includes('--'));
    expect(heads).toHaveLength(m.tables.length);
    expect(lines.filter((l) => l.includes('--'))).toHaveLength(m.relationships.length);
    const ids = heads.map((l) => l.trim().split(/[[ ]/)[0] ?? '');
    expect(new Set(ids.map((i) => i.toLowerCase())).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(out).not.toMatch(/direction\s/i);
  });
});

describe('Mermaid words', () => {
  it('makes entity ids of letters, digits and underscores, unique and never a keyword', () => {
    const ids = new EntityIds();
    expect(
      ['sales.orders', 'sales orders', '1st', 'one', 'End', '', 'Straße'].map((n) => ids.claim(n)),
    ).toEqual(['sales_orders', 'sales_orders_2', 't_1st', 'one_', 'End_', 't', 'Stra_e']);
  });

  it('writes a type as one word and a name without spaces, never read as a key', () => {
    expect(
      [
        'character varying(40)',
        'numeric(10, 2)',
        'int[]',
        "enum('a','b')",
        'public.mood',
        '',
        'uk(3)',
      ].map(attributeType),
    ).toEqual([
      'character_varying(40)',
      'numeric(10_2)',
      'int[]',
      'enum(a_b)',
      'public_mood',
      'untyped',
      '_uk(3)',
    ]);
    expect(['order date', 'pk', '2nd', ' x ', '_id'].map(attributeName)).toEqual([
      'order_date',
      '_pk',
      '_2nd',
      'x',
      '_id',
    ]);
  });

  it('writes quoted text on one line with Mermaid entity codes for what would end or change it', () => {
    expect(mermaidString('say "hi"\n100% #1 ~x~ <b>&\\')).toBe(
      'say #quot;hi#quot; 100#37; #35;1 #126;x#126; #lt;b#gt;#amp;#92;',
    );
    expect(mermaidString('sort direction LR')).toBe('sort direction#32;LR');
    // Mermaid's preprocessing drops the last `;` of a line with `style`, `:` and `#` in that order.
    expect(mermaidString('style a:#1;')).toBe('style a#58;#35;1;');
  });
});
