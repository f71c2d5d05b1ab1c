// Migration planner figure (issue 19): the diff and migration between two 1000-table versions
// (10 columns each, a foreign-key tree, about 5% of the tables edited) for PostgreSQL, with its
// rollback, under 200 ms.
import { planMigration, type DiagramModel } from '@relata/core';
import type { BenchResult, BenchSuite } from '../types';
import { bigModel, median } from './ddl';

/** Every 20th table edited (5%), in turn: renamed, a column retyped, added, dropped, renamed. */
function editedCopy(model: DiagramModel): DiagramModel {
  const after = JSON.parse(JSON.stringify(model)) as DiagramModel;
  after.tables.forEach((t, i) => {
    if (i % 20 !== 0) return;
    const kind = (i / 20) % 5;
    const column = t.attributes[5];
    if (kind === 0) t.name = `${t.name} renamed`;
    else if (kind === 1 && column) column.type = 'varchar(120)';
    else if (kind === 2)
      t.attributes.push({
        ...t.attributes[9],
        id: `${t.id}.extra`,
        name: 'extra',
      } as (typeof t.attributes)[number]);
    else if (kind === 3) t.attributes.splice(9, 1);
    else if (column) column.name = `${column.name}_renamed`;
  });
  return after;
}

export const suite: BenchSuite = {
  name: 'migration',
  run() {
    const before = bigModel();
    const after = editedCopy(before);
    let statements = 0;
    const value = median(
      9,
      () => {
        const plan = planMigration(before, after, 'postgresql');
        statements = plan.statements.length + plan.rollback.statements.length;
      },
      2,
    );
    if (statements === 0) throw new Error('the edited version gave no migration');
    const results: BenchResult[] = [
      {
        name: `plan postgresql migration + rollback, 1000 tables, 5% edited (${statements} statements)`,
        value,
        unit: 'ms',
        target: 200,
        lowerIsBetter: true,
      },
    ];
    return Promise.resolve(results);
  },
};
