import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  generateDdl,
  importDdl,
  importedDiagram,
  isSqlDialect,
  type Diagram,
  type ImportDiagramResult,
  type SqlDialect,
} from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, json, projectWithTeam } from './helpers/projects';
import { describeEachDatabase, startTestServer, type TestServer } from './helpers/testServer';

/**
 * The shared DDL fixtures (both batches, ../shared/fixtures/ddl and ddl-more beside the checkout),
 * as [name, dialect, text].
 */
const SHARED = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures',
);
const FOLDERS = ['ddl', 'ddl-more'].map((f) => path.join(SHARED, f)).filter((f) => existsSync(f));
const present = FOLDERS.length > 0;
if (!present && process.env.CI === 'true')
  throw new Error('The DDL fixtures (../shared/fixtures/ddl) are missing; CI needs them');

const fixtures = FOLDERS.flatMap((folder) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'LICENSES')
    .flatMap((d) =>
      readdirSync(path.join(folder, d.name)).flatMap((file) => {
        const dialect = file.replace(/\.sql$/, '');
        return isSqlDialect(dialect)
          ? [
              [d.name, dialect, readFileSync(path.join(folder, d.name, file), 'utf8')] as [
                string,
                SqlDialect,
                string,
              ],
            ]
          : [];
      }),
    ),
);

/**
 * What the server stores is what the importer read: each shared fixture imported through the API
 * (replacing the diagram) and read back generates the same script in its dialect as the model
 * before storage did, statement for statement and in the source's order, so the fidelity measured
 * in core's harness holds for a stored project.
 */
describeEachDatabase('stored fixtures', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
  });
  afterAll(() => t.close());

  it.skipIf(!present).each(fixtures)(
    '%s (%s) generates the same script after storage',
    async (_name, dialect, text) => {
      const { model } = importDdl(text, dialect);
      const base = `/api/projects/${team.project.id}`;
      const body = { mode: 'replace', model };
      const res = await api(t.url, team.editor, 'POST', `${base}/diagram/import`, body);
      expect(res.status, await res.clone().text()).toBe(200);
      const stored = await json<Diagram>(await api(t.url, team.viewer, 'GET', `${base}/diagram`));
      expect(stored.tables).toHaveLength(model.tables.length);
      // The importing screen makes the stored tables and relationships from the model it read and
      // the answer's ids: they are what a reload gets.
      const imported = importedDiagram(
        team.project.id,
        model,
        await json<ImportDiagramResult>(res),
      );
      expect(imported.tables).toEqual(stored.tables);
      expect(imported.relationships).toEqual(stored.relationships);
      expect(generateDdl(stored, dialect)).toBe(generateDdl(model, dialect));
    },
  );
});
