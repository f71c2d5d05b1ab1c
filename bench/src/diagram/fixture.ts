/** Options of the fixture script. */
export interface SchemaOptions {
  /**
   * About one table in five (chosen by a seeded generator, the same every run) also references a
   * random earlier table other than the one before: the random foreign keys of issue 21 item 5.
   */
  randomForeignKeys?: boolean;
}

/** A seeded linear congruential generator: the same fixture on every run and machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * A PostgreSQL script of `n` tables with 10 columns each, every table after the first referencing
 * the one before (n-1 relationships); with `randomForeignKeys`, about n/5 more, each from a
 * table's `ref_id` (instead of its `extra` column, so it keeps 10 columns) to a random earlier one.
 */
export function schemaScript(n: number, { randomForeignKeys = false }: SchemaOptions = {}): string {
  const random = seeded(21);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    // Drawn for every table, so table i's extra reference does not depend on n.
    const extra = random() < 0.2;
    const to = Math.floor(random() * Math.max(i - 1, 0));
    const cols = [
      '  id integer PRIMARY KEY',
      i > 0 ? `  parent_id integer NOT NULL REFERENCES t${i - 1}(id)` : '  parent_id integer',
      '  name varchar(100) NOT NULL',
      '  note text',
      '  amount numeric(10,2)',
      '  active boolean',
      '  created_at timestamp',
      '  code varchar(20)',
      '  score integer',
      randomForeignKeys && extra && i > 1
        ? `  ref_id integer REFERENCES t${to}(id)`
        : '  extra text',
    ];
    parts.push(`CREATE TABLE t${i} (\n${cols.join(',\n')}\n);`);
  }
  return parts.join('\n\n');
}
