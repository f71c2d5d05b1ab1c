import type { DiagramModel } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { parseImport } from './parseImport';

const script =
  'CREATE TABLE orders (id int PRIMARY KEY, customer_id int REFERENCES customers (id));';
const canvas = [
  { id: 'T1', name: 'customers', columns: [{ id: 'C1', name: 'id' }], primaryKey: ['C1'] },
];
const beside = { x: 0, y: 0, width: 500, height: 300 };

/** The model a reading sends. */
async function modelOf(read: { modelJson: Promise<string | null> }): Promise<DiagramModel> {
  return JSON.parse((await read.modelJson) ?? 'null') as DiagramModel;
}

describe('reading an import script', () => {
  it('reads one script for the canvas it is added to, and again for none (a replacing import)', async () => {
    const added = await parseImport(script, 'postgresql', {}, { canvas, beside });
    const model = await modelOf(added);
    expect(added.unresolved).toEqual([]);
    expect(model.relationships).toMatchObject([{ sourceTableId: 'T1', sourceColumnId: 'C1' }]);
    // Beside what the canvas holds, and the rectangle it takes there, for the view to fit.
    expect(added.bounds?.x).toBeGreaterThan(beside.x + beside.width);
    expect(model.tables[0]?.x).toBe(added.bounds?.x);

    const replacing = await parseImport(script, 'postgresql');
    expect(await modelOf(replacing)).toMatchObject({ relationships: [] });
    expect(replacing.unresolved.map((u) => u.reference)).toEqual([
      'orders.customer_id → customers(id)',
    ]);
    expect(replacing.bounds).toMatchObject({ x: 0, y: 0 });
  });
});
