import { describe, expect, it } from 'vitest';
import { schemaScript } from '../../../bench/src/diagram/fixture';
import {
  dataDictionary,
  dataDictionaryHtml,
  dataDictionaryMarkdown,
  escapeHtml,
  markdownText,
  mermaidErDiagram,
  type DataDictionary,
} from '../src/schema/docs';
import { hostileModel } from '../src/schema/docs/hostileModel';
import { importDdl } from '../src/schema/import';
import type { DiagramModel } from '../src/schema/model';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { fixtureFiles, fixtureText } from './harness/fixtures';

/** The rows of the Markdown column tables, by the first cell (the column's name). */
function markdownColumnRows(markdown: string): string[] {
  const blocks = markdown
    .trimEnd()
    .split('\n\n')
    .filter((b) => b.startsWith('| Column | Type |'));
  return blocks.flatMap((b) => b.split('\n').slice(2));
}

/** The row headers (column names) of the HTML column tables. */
function htmlColumnNames(html: string): string[] {
  const tables = html.split('<table class="columns">').slice(1);
  return tables.flatMap((t) =>
    [...t.slice(0, t.indexOf('</table>')).matchAll(/<th scope="row">(.*?)<\/th>/gs)].map(
      (m) => m[1] ?? '',
    ),
  );
}

/** How often a text occurs, case-insensitively. */
const count = (text: string, part: string): number =>
  text.toLowerCase().split(part.toLowerCase()).length - 1;

/** Every relationship of the dictionary once: each one is out of exactly one table. */
const relationshipCount = (d: DataDictionary): number =>
  d.tables.reduce((n, t) => n + t.relationshipsOut.length, 0);

/** Checks the three documents of a model: every table and column there, escaped, anchors unique. */
function expectDocumentsComplete(model: DiagramModel, dialect?: SqlDialect): void {
  const options = dialect ? { dialect } : {};
  const d = dataDictionary(model, options);
  const columns = d.tables.flatMap((t) => t.columns.map((c) => c.name));
  expect(d.tables).toHaveLength(model.tables.length);
  expect(columns).toHaveLength(model.tables.reduce((n, t) => n + t.attributes.length, 0));

  const md = dataDictionaryMarkdown(model, options);
  for (const t of d.tables) expect(md).toContain(`\n### ${markdownText(t.name)}\n`);
  const rows = markdownColumnRows(md);
  expect(rows.map((r, i) => r.startsWith(`| ${markdownText(columns[i] ?? '')} | `))).not.toContain(
    false,
  );
  const mdAnchors = [...md.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]);
  expect(new Set(mdAnchors).size).toBe(mdAnchors.length);

  const html = dataDictionaryHtml(model, options);
  expect([count(html, '<script'), count(html, '<style')]).toEqual([1, 1]);
  for (const t of d.tables) expect(html).toContain(`--title">${escapeHtml(t.name)}</h3>`);
  expect(htmlColumnNames(html)).toEqual(columns.map(escapeHtml));
  const ids = [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1] ?? '');
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);

  const er = mermaidErDiagram(model, options).trimEnd().split('\n');
  const heads = er.filter((l) => /^ {2}[A-Za-z]/.test(l) && !l.includes('--'));
  expect(heads).toHaveLength(d.tables.length);
  expect(er.filter((l) => l.startsWith('    '))).toHaveLength(columns.length);
  expect(er.filter((l) => l.includes('--'))).toHaveLength(relationshipCount(d));
  for (const head of heads) expect(head.trim().split(/[[ ]/)[0]).toMatch(/^[A-Za-z0-9_-]+$/);
}

describe('documentation of every fixture', () => {
  const fixtures = fixtureFiles();

  it.each(fixtures.map((f) => [`${f.schema}/${f.dialect}`, f] as const))(
    '%s: every table and column in the Markdown, the HTML and the Mermaid diagram',
    (_, fixture) => {
      const { model, errors } = importDdl(fixtureText(fixture), fixture.dialect);
      expect(errors).toEqual([]);
      expect(model.relationships.length > 0 || model.tables.length > 0).toBe(true);
      expectDocumentsComplete(model, fixture.dialect);
    },
  );

  it('keeps every document whole with hostile names and comments', () => {
    expectDocumentsComplete(hostileModel());
    expectDocumentsComplete(hostileModel(), 'mssql');
  });
});

/** The median of five timed runs of a function, after one to warm it up, in milliseconds. */
function medianTime(run: () => unknown): number {
  run();
  const times = Array.from({ length: 5 }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  return times.sort((a, b) => a - b)[2] ?? 0;
}

/**
 * A check to run by hand (`RELATA_DOCS_TIMING=1 npx vitest run packages/core/test/docs.test.ts`):
 * each writer on a 1000-table model should take well under 200 ms. It prints the times and
 * asserts nothing about them, as machines vary.
 */
describe.runIf(process.env.RELATA_DOCS_TIMING)('documentation of 1000 tables', () => {
  it('prints how long each writer takes', () => {
    const model = importDdl(schemaScript(1000, { randomForeignKeys: true }), 'postgresql').model;
    const writers = {
      dataDictionary: () => dataDictionary(model, { dialect: 'postgresql' }),
      markdown: () => dataDictionaryMarkdown(model, { dialect: 'postgresql' }),
      html: () => dataDictionaryHtml(model, { dialect: 'postgresql' }),
      mermaid: () => mermaidErDiagram(model, { dialect: 'postgresql' }),
    };
    for (const [name, write] of Object.entries(writers)) {
      console.log(`${name}: median ${medianTime(write).toFixed(1)} ms`);
      expect(write()).toBeTruthy();
    }
  });
});
