// Issue 40's acceptance: "Exporting a 1000-table model to each target takes under 1 s". Every
// format of the Parser tab (SCRIPT_FORMATS: the SQL dialects, CDS, DBML and the ORMs, a new one
// measured as soon as it is in the list) written by `generateScript` for the diagram suite's
// 1000-table model; ORM code once for each dialect its writer writes.
import {
  generateScript,
  importDdl,
  isOrmFormat,
  notesOf,
  SCRIPT_FORMATS,
  SQL_DIALECTS,
  type DiagramModel,
  type ScriptFormat,
  type SqlDialect,
} from '@relata/core';
import { schemaScript } from '../diagram/fixture';
import type { BenchResult, BenchSuite } from '../types';
import { median } from './ddl';

const TABLES = 1000;
/** Issue 40's target for each export. */
const TARGET_MS = 1000;
/** Warm runs measured after the warm-up ones; their median is the figure. */
const RUNS = 7;
const WARMUP = 2;

/**
 * The diagram suite's 1000 tables (10 columns each, a chain of foreign keys and about 200 random
 * ones), read from its PostgreSQL script as the Import dialog reads it.
 */
function fixtureModel(): DiagramModel {
  const result = importDdl(schemaScript(TABLES, { randomForeignKeys: true }), 'postgresql');
  if (result.errors.length > 0) throw new Error(result.errors[0]?.message);
  return result.model;
}

/** Whether a script is only notes: what a writer gives for a dialect it has none for. */
const writesNothing = (script: string, format: ScriptFormat) =>
  script.split('\n').filter((line) => line.trim() !== '').length <= notesOf(script, format).length;

/** One export: a format, and for ORM code the dialect it is written for. */
type Target = [ScriptFormat, SqlDialect | undefined];

/** Each export measured: every format, ORM code once for each dialect. */
const targets = (): Target[] =>
  SCRIPT_FORMATS.flatMap((format): Target[] =>
    isOrmFormat(format) ? SQL_DIALECTS.map((dialect) => [format, dialect]) : [[format, undefined]],
  );

export const suite: BenchSuite = {
  name: 'export',
  run() {
    const model = fixtureModel();
    const shape = `${model.tables.length} tables, ${model.relationships.length} relationships`;
    const results: BenchResult[] = [];
    for (const [format, dialect] of targets()) {
      const target = dialect ? `${format} for ${dialect}` : format;
      const first = generateScript(model, format, dialect);
      if (writesNothing(first, format)) {
        console.error(`export: ${target} not measured, it writes no tables: ${first.trim()}`);
        continue;
      }
      const value = median(RUNS, () => generateScript(model, format, dialect), WARMUP);
      results.push({
        name: `export as ${target}, ${shape} (${Math.round(first.length / 1024)} KB)`,
        value,
        unit: 'ms',
        target: TARGET_MS,
        lowerIsBetter: true,
      });
    }
    return Promise.resolve(results);
  },
};
