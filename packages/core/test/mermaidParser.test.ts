// @vitest-environment jsdom
// Issue 41 item 4: the Mermaid `erDiagram` of every shared fixture, and of names built to break
// out of it, is parsed by Mermaid's own parser (the mermaid package's, in a DOM as it runs).
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { mermaidErDiagram } from '../src/schema/docs';
import { hostileModel } from '../src/schema/docs/hostileModel';
import { importDdl } from '../src/schema/import';
import { fixtureFiles, fixtureText } from './harness/fixtures';

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
