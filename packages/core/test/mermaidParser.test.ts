// @vitest-environment jsdom
/// <reference lib="dom" />
// Issue 41 item 4: the Mermaid `erDiagram` of every shared fixture, and of names built to break
// out of it, is parsed by Mermaid's own parser (the mermaid package's, in a DOM as it runs). With
// issue 35's payloads in every field (docsQuoting.test.ts has the other documents), it reads as
// the same entities and relationships as without them, each name as its label.
import fc from 'fast-check';
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { mermaidErDiagram } from '../src/schema/docs';
import { hostileModel } from '../src/schema/docs/hostileModel';
import { importDdl } from '../src/schema/import';
import { fixtureFiles, fixtureText } from './harness/fixtures';
import { payloadModel, type Payloads } from './quoting/payloadModel';
import { CANARIES, everywhere, harmless, payloads } from './quoting/payloads';

/** Parses as a page would before drawing, over Mermaid's size limits (a diagram of 1000 tables). */
async function parses(text: string): Promise<void> {
  mermaid.initialize({ startOnLoad: false, maxTextSize: 10_000_000, maxEdges: 100_000 });
  await expect(mermaid.parse(text)).resolves.toMatchObject({ diagramType: 'er' });
}

describe("Mermaid's parser reads the erDiagram output", () => {
  it('of a model whose names, types and comments are built to break the grammar', async () => {
    await parses(mermaidErDiagram(hostileModel()));
  });

  it('refuses a broken diagram (the check can fail)', async () => {
    mermaid.initialize({ startOnLoad: false });
    await expect(mermaid.parse('erDiagram\n  a ||--o{ : "x"\n')).rejects.toThrow();
  });

  for (const fixture of fixtureFiles())
    it(`of ${fixture.schema}/${fixture.dialect}`, async () => {
      const { model } = importDdl(fixtureText(fixture), fixture.dialect);
      await parses(mermaidErDiagram(model, { dialect: fixture.dialect }));
    });
});

/** What Mermaid's erDiagram parser keeps of a diagram (its ErDB), as far as it is read here. */
interface ErDb {
  getEntities(): Map<
    string,
    { id: string; label: string; alias?: string; attributes: ErAttribute[] }
  >;
  getRelationships(): { entityA: string; roleA: string; entityB: string; relSpec: unknown }[];
}

interface ErAttribute {
  type: string;
  name: string;
  keys: string[];
  comment: string;
}

/** The diagram as Mermaid's parser reads it (after its own preprocessing of entity codes). */
async function erDb(text: string): Promise<ErDb> {
  await parses(text);
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  expect(diagram.type).toBe('er');
  return diagram.db as unknown as ErDb;
}

/**
 * A text of the diagram as Mermaid shows it: its entity codes (`#quot;`, `#35;`, which its
 * preprocessing hides as `ﬂ°quot¶ß`) turned back into characters, as its renderer does.
 */
function shown(text: string): string {
  const html = text.replace(/ﬂ°°/g, '&#').replace(/ﬂ°/g, '&').replace(/¶ß/g, ';');
  const area = document.createElement('textarea');
  area.innerHTML = html;
  return area.value;
}

/**
 * A text as mermaidString documents it is shown: on one line (each run of line breaks and
 * control characters one space), and `direction` followed by a space.
 */
const mermaidReading = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- the characters mermaidString replaces
  text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/(direction)\s/gi, '$1 ');

/** The parsed diagram's shape: each entity's attributes' keys, each relationship's ends and kind. */
function erShape(db: ErDb): unknown {
  const entities = [...db.getEntities().values()];
  const at = (id: string) => entities.findIndex((e) => e.id === id);
  return {
    entities: entities.map((e) => e.attributes.map((a) => a.keys)),
    relationships: db
      .getRelationships()
      .map((r) => ({ from: at(r.entityA), to: at(r.entityB), spec: r.relSpec })),
  };
}

/** What breaks out of Mermaid's text: its quotes, codes, comments, keywords and styles. */
const MERMAID_CANARIES = [
  '"} ||--o{ pwned : "x',
  '#quot;#35;#59;%%{init: {"theme": "dark"}}%%',
  '%% comment\n}\nerDiagram\n',
  'direction LR\ndirection\tTB',
  'style x fill:#f00;',
  'classDef x fill:#f00;',
  '<script>alert(1)</script>&lt;&amp;',
  'one to many PK, FK "x"',
];

describe("Mermaid's parser reads payloads in every field", () => {
  it('as the same entities, attributes and relationships, each name as its label', async () => {
    const examples = [...CANARIES, ...MERMAID_CANARIES].map((c): [Payloads] => [everywhere(c)]);
    await fc.assert(
      fc.asyncProperty(payloads(), async (p) => {
        const model = payloadModel(p);
        const text = mermaidErDiagram(model);
        const db = await erDb(text);
        expect(erShape(db), text).toEqual(
          erShape(await erDb(mermaidErDiagram(payloadModel(harmless(p))))),
        );
        const entities = [...db.getEntities().values()];
        expect(
          entities.map((e) => shown(e.alias ?? e.label)),
          text,
        ).toEqual(model.tables.map((t) => mermaidReading(`${t.schema}.${t.name}`)));
        expect(
          db.getRelationships().map((r) => shown(r.roleA)),
          text,
        ).toEqual(model.relationships.map((r) => mermaidReading(r.name)));
        const column = model.tables[0]?.attributes[1];
        const comment = shown(entities[0]?.attributes[1]?.comment ?? '');
        // A column whose name is not one word keeps its name in the comment (mermaid.ts).
        expect([
          mermaidReading(column?.comment ?? ''),
          mermaidReading(`${column?.name ?? ''}: ${column?.comment ?? ''}`),
        ]).toContain(comment);
      }),
      { numRuns: 50, examples },
    );
  }, 30_000);
});
