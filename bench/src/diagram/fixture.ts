/** A PostgreSQL script of `n` tables with 10 columns each, every table after the first referencing the one before (n-1 relationships). */
export function schemaScript(n: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
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
      '  extra text',
    ];
    parts.push(`CREATE TABLE t${i} (\n${cols.join(',\n')}\n);`);
  }
  return parts.join('\n\n');
}
