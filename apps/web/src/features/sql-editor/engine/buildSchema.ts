import { skippedObject } from '../model/skippedObjects';
import { asFailure, type SchemaStatement, type SkippedObject, type SqlDatabase } from './types';

/**
 * Builds the schema on an empty database (issue 36, item A5): in one round trip when the engine
 * takes all of it, else one statement at a time in the plan's order (dependencies first), each
 * statement the engine refuses skipped and reported with what it needs, so that one refused
 * statement never costs the rest. What needs a skipped object fails in turn and is reported too.
 */
export async function buildSchema(
  db: SqlDatabase,
  statements: SchemaStatement[],
): Promise<SkippedObject[]> {
  const whole = await db.script(statements.map((s) => `${s.sql};`).join('\n')).then(
    () => true,
    () => false,
  );
  if (whole) return [];
  // The script ran in one transaction, rolled back: start again from nothing.
  await db.clear();
  const skipped: SkippedObject[] = [];
  for (const statement of statements) {
    try {
      await db.query(statement.sql);
    } catch (error) {
      skipped.push(skippedObject(statement, asFailure(error).message, skipped));
    }
  }
  return skipped;
}
