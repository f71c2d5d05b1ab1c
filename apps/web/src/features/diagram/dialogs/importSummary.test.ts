import { describe, expect, it } from 'vitest';
import { importSummary } from './importSummary';

const ref = (reference: string) => ({ line: 1, reference, reason: 'not on the diagram' });

describe('importSummary', () => {
  it('counts one table and one relationship in the singular', () => {
    expect(importSummary({ tables: 1, relationships: 1 }, [])).toBe(
      '1 table and 1 relationship imported.',
    );
    expect(importSummary({ tables: 21, relationships: 0 }, [])).toBe(
      '21 tables and 0 relationships imported.',
    );
  });

  it('names the references it could not resolve, the first three and how many more', () => {
    expect(
      importSummary({ tables: 1, relationships: 0 }, [ref('orders.customer_id → customers(id)')]),
    ).toBe(
      '1 table and 0 relationships imported. 1 reference could not be resolved: orders.customer_id → customers(id).',
    );
    expect(importSummary({ tables: 2, relationships: 0 }, ['a', 'b', 'c', 'd', 'e'].map(ref))).toBe(
      '2 tables and 0 relationships imported. 5 references could not be resolved: a; b; c, and 2 more.',
    );
  });
});
