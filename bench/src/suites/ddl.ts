// Schema engine figures (issue 5): DDL generation for 1000 tables of 10 columns in each dialect
// (target under 50 ms) and import of a 1000-table script with its automatic layout (under 1 s).
import {
  generateDdl,
  importDdl,
  SQL_DIALECTS,
  type DiagramModel,
  type SqlDialect,
} from '@relata/core';
import type { BenchResult, BenchSuite } from '../types';

const TABLES = 1000;
const COLUMNS = 10;
const TYPES = [
  'string',
  'integer',
  'text',
  'boolean',
  'date',
  'decimal(10,2)',
  'varchar(80)',
  'object',
  'bigint',
];

/** 1000 tables of 10 columns: an integer key, nine typed columns, and a foreign key to an earlier table. */
export function bigModel(): DiagramModel {
  const model: DiagramModel = { tables: [], relationships: [], comments: [] };
  for (let t = 0; t < TABLES; t++) {
    const attributes = Array.from({ length: COLUMNS }, (_, c) => ({
      id: `t${t}c${c}`,
      name: c === 0 ? 'id' : c === 1 ? 'parent_id' : `column_${c}`,
      type: c < 2 ? 'integer' : (TYPES[(t + c) % TYPES.length] ?? 'string'),
      defaultValue: c === 4 ? '0' : null,
      isNullable: c > 1,
      isPrimaryKey: c === 0,
      isForeignKey: c === 1,
      isUnique: c === 3,
      isIdentity: false,
      isAutoIncrement: c === 0,
    }));
    model.tables.push({
      id: `t${t}`,
      name: `Table ${t}`,
      attributes,
      x: 0,
      y: 0,
      width: 200,
      height: 100,
    });
    if (t > 0) {
      const parent = Math.floor((t - 1) / 3);
      model.relationships.push({
        id: `r${t}`,
        name: '',
        sourceTableId: `t${parent}`,
        targetTableId: `t${t}`,
        sourceColumnId: `t${parent}c0`,
        targetColumnId: `t${t}c1`,
        cardinality: 'ONE_TO_MANY',
      });
    }
  }
  return model;
}

/** Median time of `runs` calls, after `warmup` calls that let the JIT settle. */
export function median(runs: number, fn: () => void, warmup = 5): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

export const suite: BenchSuite = {
  name: 'ddl',
  run() {
    const model = bigModel();
    const results: BenchResult[] = [];
    const scripts = new Map<SqlDialect, string>();
    for (const dialect of SQL_DIALECTS) {
      const value = median(21, () => scripts.set(dialect, generateDdl(model, dialect)));
      results.push({
        name: `generate ${dialect} DDL, ${TABLES} tables x ${COLUMNS} columns`,
        value,
        unit: 'ms',
        target: 50,
        lowerIsBetter: true,
      });
    }
    for (const dialect of SQL_DIALECTS) {
      const script = scripts.get(dialect) ?? '';
      let tables = 0;
      const value = median(
        7,
        () => {
          const result = importDdl(script, dialect);
          if (result.errors.length > 0)
            throw new Error(`${dialect}: ${result.errors[0]?.message ?? ''}`);
          tables = result.model.tables.length;
        },
        2,
      );
      if (tables !== TABLES)
        throw new Error(`${dialect}: imported ${tables} tables, expected ${TABLES}`);
      results.push({
        name: `import ${dialect} DDL, ${TABLES} tables (with layout)`,
        value,
        unit: 'ms',
        target: 1000,
        lowerIsBetter: true,
      });
    }
    return Promise.resolve(results);
  },
};
