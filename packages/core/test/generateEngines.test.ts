import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDdl } from '../src/schema';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { richModel } from '../src/schema/testing/sampleModels';
import { openMariadb, openPostgres, openSqlite, tryOpen, type Engine } from './engines';

const ENGINES: [SqlDialect, () => Promise<Engine>, string][] = [
  ['postgresql', openPostgres, 'PostgreSQL at 127.0.0.1:5432'],
  ['mysql', openMariadb, 'MariaDB at 127.0.0.1:3306'],
  ['sqlite', openSqlite, 'SQLite (sql.js)'],
];

for (const [dialect, open, label] of ENGINES) {
  describe(`every model construct written as ${dialect} on ${label}`, () => {
    let engine: Engine | string = 'not opened';
    beforeAll(async () => {
      engine = await tryOpen(open, label);
    }, 30_000);
    afterAll(async () => {
      if (typeof engine !== 'string') await engine.close();
    });

    it('loads: schema, types, identity, comments, uniques, indexes, checks, actions, view, extra SQL', async (ctx) => {
      if (typeof engine === 'string') return ctx.skip(engine);
      await engine.exec(generateDdl(richModel(), dialect));
      const catalog = await engine.catalog();
      const line = [...catalog.values()].find((t) => t.primaryKey.includes('line'));
      expect(line?.primaryKey).toEqual(['order_id', 'line']);
      expect(line?.foreignKeys).toHaveLength(1);
    });
  });
}
