/**
 * Issue 35, item 1: a name, a label or a text can never change what a generated script does.
 * Diagrams carry payloads from the whole of Unicode in every such field; each output (the four
 * dialects' DDL, the migration between two versions and its rollback with the version names in
 * the header, CDS and DBML) must read as the same statements as the same diagram with harmless
 * payloads (of the same lengths where a length decides something). Engines run the scripts in quotingEngines.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDbml } from '../src/schema/dbml/writeDbml';
import { planMigration } from '../src/schema/diff/planMigration';
import { generateDdl } from '../src/schema/generate';
import { generateCds } from '../src/schema/generate/cds';
import { SQL_DIALECTS, type SqlDialect } from '../src/schema/sql/dialects';
import { payloadModel, payloadModelAfter, type Payloads } from './quoting/payloadModel';
import { everywhere, harmless, payloads } from './quoting/payloads';
import { cdsShape, dbmlShape, sqlShape, sqlStatements, tsqlStatementCount } from './quoting/shapes';
import { tsqlCheckable } from './scripts';

/** A generated SQL script: what it is, its dialect and its text. */
interface Script {
  what: string;
  dialect: SqlDialect;
  sql: string;
}

/** The DDL of a payload diagram in each dialect. */
const ddlScripts = (p: Payloads): Script[] =>
  SQL_DIALECTS.map((dialect) => ({
    what: `DDL ${dialect}`,
    dialect,
    sql: generateDdl(payloadModel(p), dialect),
  }));

/** The migration from the diagram with payloads `p` to its next version with `q`, and back. */
const migrationScripts = (p: Payloads, q: Payloads): Script[] =>
  SQL_DIALECTS.flatMap((dialect) => {
    const plan = planMigration(payloadModel(p), payloadModelAfter(p, q), dialect, {
      from: `r${p.version}`,
      to: `r${q.version}`,
    });
    return [
      { what: `migration ${dialect}`, dialect, sql: plan.script },
      { what: `rollback ${dialect}`, dialect, sql: plan.rollback.script },
    ];
  });

/** Each script's statements, as kinds, must be those of the same scripts without payloads. */
function expectSameStatements(scripts: Script[], harmlessScripts: Script[]): void {
  scripts.forEach(({ what, dialect, sql }, i) =>
    expect(sqlShape(sql, dialect), `${what}:\n${sql}`).toEqual(
      sqlShape(harmlessScripts[i]?.sql ?? '', dialect),
    ),
  );
}

/** Both findings of the audit, and a lone CR (PostgreSQL ends a comment there), in every field. */
const FINDINGS = [
  everywhere('Release 1.2\nDROP TABLE users CASCADE;\n--'),
  everywhere("x\\'); DROP TABLE users; -- "),
  everywhere('\rDROP TABLE users;\r-- '),
];

/**
 * Runs of the cheap properties, the findings first among them; migrations (four plans a run) and
 * node-sql-parser (slow) get fewer.
 */
const RUNS = 200;

describe('names, labels and texts in generated scripts', () => {
  it('leave each dialect’s DDL the same statements, whatever they hold', () => {
    // A length decides nothing in a script that creates: one harmless diagram serves every run.
    const expected = ddlScripts(everywhere('x'));
    fc.assert(
      fc.property(payloads(), (p) => expectSameStatements(ddlScripts(p), expected)),
      { numRuns: RUNS, examples: FINDINGS.map((f) => [f]) },
    );
  }, 30_000);

  it('leave every migration and rollback the same statements, version names in the header included', () => {
    fc.assert(
      fc.property(payloads(), payloads(), (p, q) =>
        expectSameStatements(
          migrationScripts(p, q),
          migrationScripts(harmless(p), harmless(q, 'y')),
        ),
      ),
      { numRuns: RUNS / 4, examples: FINDINGS.map((f) => [f, f]) },
    );
  }, 30_000);

  it('leave each T-SQL statement as many statements to node-sql-parser as without them', () => {
    /** Each statement of the T-SQL scripts with what node-sql-parser reads in it (null: nothing). */
    const counted = (p: Payloads, q: Payloads) =>
      [...ddlScripts(p), ...migrationScripts(p, q)]
        .filter((s) => s.dialect === 'mssql')
        .flatMap(({ what, sql }) =>
          sqlStatements(sql, 'mssql').map((statement) => {
            const checkable = tsqlCheckable(statement);
            const count = checkable === null ? null : tsqlStatementCount(checkable);
            return { what, statement, count };
          }),
        );
    fc.assert(
      fc.property(payloads(), payloads(), (p, q) => {
        const expected = counted(harmless(p), harmless(q, 'y'));
        counted(p, q).forEach(({ what, statement, count }, i) => {
          const base = expected[i]?.count ?? null;
          // The grammar reads few names of every character: only what it reads both ways counts.
          if (count !== null && base !== null) expect(count, `${what}: ${statement}`).toBe(base);
        });
      }),
      { numRuns: RUNS / 20, examples: FINDINGS.map((f) => [f, f]) },
    );
  }, 30_000);

  it('leave DBML reading back as the same tables, columns, references, enums and notes', () => {
    const expected = dbmlShape(generateDbml(payloadModel(everywhere('x'))));
    expect(expected.errors).toEqual([]);
    fc.assert(
      fc.property(payloads(), (p) => {
        const dbml = generateDbml(payloadModel(p));
        expect(dbmlShape(dbml), dbml).toEqual(expected);
      }),
      { numRuns: RUNS, examples: FINDINGS.map((f) => [f]) },
    );
  }, 30_000);

  it('leave CDS the same definitions', () => {
    const expected = cdsShape(generateCds(payloadModel(everywhere('x'))));
    fc.assert(
      fc.property(payloads(), (p) => {
        const cds = generateCds(payloadModel(p));
        expect(cdsShape(cds), cds).toEqual(expected);
      }),
      { numRuns: RUNS, examples: FINDINGS.map((f) => [f]) },
    );
  }, 30_000);
});
