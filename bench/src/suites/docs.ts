// Issue 41, item 4: the documents made from a model where no browser is needed, for 1000 tables
// laid out as the Import dialog lays them out. The SVG (the whole diagram, Arimo embedded as
// `relata-ddl convert --to svg` embeds it) must take under 5 s; the data dictionary's Markdown and
// HTML and the Mermaid erDiagram are measured beside it, without a target of their own.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  dataDictionaryHtml,
  dataDictionaryMarkdown,
  diagramSvg,
  fontFaceRules,
  generateDdl,
  importDdl,
  mermaidErDiagram,
  type DiagramModel,
} from '@relata/core';
import type { BenchResult, BenchSuite } from '../types';
import { bigModel, median } from './ddl';

/** Arimo's two weights, as the CLI embeds them. */
function arimoFaces(): string {
  const face = (weight: number) => ({
    weight,
    woff2Base64: fs
      .readFileSync(
        fileURLToPath(
          import.meta.resolve(`@fontsource/arimo/files/arimo-latin-${weight}-normal.woff2`),
        ),
      )
      .toString('base64'),
  });
  return fontFaceRules('Arimo', [face(400), face(700)]);
}

export const suite: BenchSuite = {
  name: 'docs',
  run() {
    // Imported back from its own DDL, so tables have the layout, keys and sizes an import gives.
    const imported = importDdl(generateDdl(bigModel(), 'postgresql'), 'postgresql');
    const model: DiagramModel = imported.model;
    const tables = model.tables.length;
    const fontFaceCss = arimoFaces();
    const documents: Array<[string, () => string, number?]> = [
      [
        'SVG of the whole diagram, Arimo embedded',
        () => diagramSvg(model, { fontFaceCss, title: 'Bench' }),
        5000,
      ],
      ['data dictionary as Markdown', () => dataDictionaryMarkdown(model, { title: 'Bench' })],
      ['data dictionary as one HTML file', () => dataDictionaryHtml(model, { title: 'Bench' })],
      ['Mermaid erDiagram', () => mermaidErDiagram(model)],
    ];
    const results: BenchResult[] = documents.map(([what, make, target]) => ({
      name: `${what}, ${tables} tables`,
      value: median(9, make, 2),
      unit: 'ms',
      target,
      lowerIsBetter: true,
    }));
    results.push({
      name: `SVG size, ${tables} tables`,
      value: diagramSvg(model, { fontFaceCss }).length / 1e6,
      unit: 'MB',
    });
    return Promise.resolve(results);
  },
};
