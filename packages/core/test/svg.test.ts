// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Issue 41 item 4: the whole diagram as one SVG document. Every shared fixture and a model of
// names built to break out of the markup are parsed by jsdom's XML parser (strict XML 1.0).
import { describe, expect, it } from 'vitest';
import { schemaScript } from '../../../bench/src/diagram/fixture';
import type { Diagram } from '../src/api/diagram';
import type { TableDisplay } from '../src/api/visualization';
import { hostileModel, HOSTILE_TEXTS } from '../src/schema/docs/hostileModel';
import { drawnTableSize } from '../src/schema/drawnSize';
import { importDdl } from '../src/schema/import';
import type { DiagramModel } from '../src/schema/model';
import { diagramSvg, type DiagramSvgOptions } from '../src/schema/render';
import { fixtureFiles, fixtureText } from './harness/fixtures';

/** The document, parsed; fails the test when it is not well-formed XML. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  expect(error?.textContent ?? '', 'the document is well-formed XML').toBe('');
  expect(doc.documentElement.nodeName).toBe('svg');
  return doc;
}

/** Whether XML 1.0 allows a code point (its `Char` production). */
const xmlChar = (c: number) =>
  c === 0x09 ||
  c === 0x0a ||
  c === 0x0d ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  c >= 0x10000;

/** A text as a one-line label draws it: runs of white space one space, XML's forbidden characters gone. */
const label = (text: string) =>
  Array.from(text.replace(/\s+/g, ' ').trim())
    .filter((ch) => xmlChar(ch.codePointAt(0) ?? 0))
    .join('');

/** Whether a drawn text is the whole label or its start cut with an ellipsis. */
function shows(drawn: string | null, text: string): boolean {
  const full = label(text);
  if (drawn === full) return true;
  return !!drawn?.endsWith('…') && full.startsWith(drawn.slice(0, -1));
}

/** The texts of one class inside an element, in document order. */
const textsOf = (el: Element, cls: string) =>
  [...el.querySelectorAll(`text.${cls}`)].map((t) => t.textContent);

/** Checks that each table is one <g> with its name and its shown columns' names, in order. */
function expectTables(doc: Document, model: DiagramModel, display: TableDisplay = 'all') {
  const groups = [...doc.querySelectorAll('g.table')];
  expect(groups).toHaveLength(model.tables.length);
  model.tables.forEach((table, i) => {
    const g = groups[i]!;
    expect(shows(textsOf(g, 'tt')[0] ?? null, table.name || 'Unnamed Table')).toBe(true);
    const ordered = [
      ...table.attributes.filter((a) => a.isPrimaryKey),
      ...table.attributes.filter((a) => !a.isPrimaryKey),
    ];
    const shown =
      display === 'all'
        ? ordered
        : display === 'keys'
          ? ordered.filter((a) => a.isPrimaryKey || a.isForeignKey)
          : [];
    const names = textsOf(g, 'cn');
    expect(names).toHaveLength(shown.length);
    shown.forEach((a, r) =>
      expect(shows(names[r] ?? null, a.name || 'Unnamed Attribute'), a.name).toBe(true),
    );
  });
}

/** The viewBox's numbers. */
function viewBox(doc: Document) {
  const [x = 0, y = 0, width = 0, height = 0] = (doc.documentElement.getAttribute('viewBox') ?? '')
    .split(' ')
    .map(Number);
  return { x, y, width, height };
}

/** Checks the document carries no script: no element of that name, no event attribute. */
function expectNoScript(svg: string, doc: Document) {
  expect(svg).not.toMatch(/<script/i);
  for (const el of doc.getElementsByTagName('*')) {
    expect(el.localName).not.toBe('script');
    expect(el.localName).not.toBe('foreignObject');
    for (const attr of el.attributes) expect(attr.name).not.toMatch(/^on/i);
  }
}

/** The hostile texts, and control characters XML 1.0 forbids, as every kind of item. */
function hostileDiagram(): DiagramModel {
  const model = hostileModel();
  const control = 'bell\u0007 vt\u000b ff\u000c esc\u001b nul\u0000 fffe\ufffe lone\ud800 end';
  const texts = [...HOSTILE_TEXTS, control, '</text><script>alert(1)</script>'];
  model.tables.forEach((t, i) => {
    t.x = (i % 5) * 700;
    t.y = Math.floor(i / 5) * 400;
    t.color = ['red" onload="alert(1)', '#12345g', 'url(javascript:alert(1))', '#abc'][i % 4];
  });
  const extra = model.tables[0]!;
  extra.name = control;
  extra.attributes[1]!.name = control;
  extra.attributes[2]!.type = '</text><script>alert(1)</script>';
  model.comments = texts.map((text, i) => ({ id: `c${i}`, text, x: i * 250, y: -400 }));
  model.views = (model.views ?? []).map((v, i) => ({ ...v, x: i * 300, y: 3000 }));
  model.areas = texts.map((name, i) => ({
    name,
    color: i % 2 ? '"/><script>alert(1)</script>' : 'violet',
    x: i * 300,
    y: 4000,
    width: 280,
    height: 120,
  }));
  return model;
}

describe('diagramSvg', () => {
  it('escapes names, types, comments, areas and the title built to break out of the markup', () => {
    const model = hostileDiagram();
    for (const notation of ['arrows', 'crowsFoot', 'uml'] as const) {
      const svg = diagramSvg(model, { notation, title: '</title><script>x</script>"&\u0001' });
      const doc = parse(svg);
      expectNoScript(svg, doc);
      expectTables(doc, model);
      expect(doc.querySelector('title')?.textContent).toBe('</title><script>x</script>"&');
      const areaNames = [...doc.querySelectorAll('text.an')].map((t) => t.textContent);
      model.areas!.forEach((a, i) => expect(shows(areaNames[i] ?? null, a.name)).toBe(true));
      const notes = [...doc.querySelectorAll('g.comment text')].map((t) => t.textContent);
      expect(notes.join('')).toContain('</text><script>alert');
    }
    // The file's first drawing and XML parse pay jsdom's and the drawing's warm-up: 0.6 s warm,
    // and past Vitest's default 5 s when the two-core machine also runs Chromium.
  }, 30_000);

  it('draws a colour it cannot read in the theme default, and only checked colours in attributes', () => {
    const svg = diagramSvg(hostileDiagram());
    const fills = [...svg.matchAll(/(?:fill|stroke)="([^"]*)"/g)].map((m) => m[1]);
    for (const fill of fills)
      expect(fill).toMatch(/^(#[0-9a-f]{3}|#[0-9a-f]{6}|none|url\(#relata-note-shadow\))$/);
    expect(svg).toContain('fill="#abc"');
    for (const el of parse(svg).getElementsByTagName('*'))
      for (const attr of el.attributes) expect(attr.value).not.toMatch(/javascript|script|alert/);
  });

  it('draws a stored Diagram as it is', () => {
    const base = { project_id: 'p', version: 1 };
    const column = (id: string, name: string, key = false) => ({
      id,
      name,
      type: key ? 'uuid' : 'varchar(20)',
      defaultValue: null,
      isNullable: !key,
      isPrimaryKey: key,
      isForeignKey: false,
      isUnique: false,
      isIdentity: false,
      isAutoIncrement: false,
    });
    const diagram: Diagram = {
      tables: [
        {
          ...base,
          id: 'a',
          name: 'author',
          x: 0,
          y: 0,
          width: 300,
          height: 100,
          color: 'teal',
          attributes: [column('a1', 'id', true)],
        },
        {
          ...base,
          id: 'b',
          name: 'book',
          x: 500,
          y: 50,
          width: 300,
          height: 100,
          attributes: [column('b1', 'id', true), column('b2', 'author_id')],
        },
      ],
      relationships: [
        {
          ...base,
          id: 'r',
          name: 'fk',
          sourceTableId: 'a',
          targetTableId: 'b',
          sourceColumnId: 'a1',
          targetColumnId: 'b2',
          cardinality: 'ONE_TO_MANY',
        },
      ],
      comments: [{ ...base, id: 'c', text: 'Note', x: 0, y: 300, width: 240, height: 90 }],
      views: [],
      types: [],
      extraSql: [],
      areas: [
        {
          ...base,
          id: 'z',
          name: 'Library',
          color: '#0ca678',
          x: -40,
          y: -60,
          width: 900,
          height: 260,
        },
      ],
    };
    const doc = parse(diagramSvg(diagram, { notation: 'crowsFoot' }));
    expect(doc.querySelectorAll('g.table')).toHaveLength(2);
    expect(doc.querySelectorAll('path.rel')).toHaveLength(1);
    // The line leaves author's right side at its id row and enters book's left at author_id's.
    expect(doc.querySelector('path.rel')?.getAttribute('d')).toMatch(/^M300\.5,54 C.* 499\.5,132$/);
    expect(doc.querySelector('g.comment text')?.textContent).toBe('Note');
  });

  it('holds every table in the viewBox, sized as the canvas draws it at scale 1', () => {
    const model = hostileDiagram();
    for (const display of ['all', 'keys', 'name'] as const) {
      const doc = parse(diagramSvg(model, { display }));
      const box = viewBox(doc);
      expect(doc.documentElement.getAttribute('width')).toBe(String(box.width));
      expect(doc.documentElement.getAttribute('height')).toBe(String(box.height));
      for (const t of model.tables) {
        const size = drawnTableSize(t, display);
        expect(t.x).toBeGreaterThanOrEqual(box.x);
        expect(t.y).toBeGreaterThanOrEqual(box.y);
        expect(t.x + size.width).toBeLessThanOrEqual(box.x + box.width);
        expect(t.y + size.height).toBeLessThanOrEqual(box.y + box.height);
      }
    }
  });

  it("shows no column rows under 'name' and only key rows under 'keys'", () => {
    const { model } = importDdl(schemaScript(12), 'postgresql');
    const byName = parse(diagramSvg(model, { display: 'name' }));
    expect(byName.querySelectorAll('text.cn, text.ct, text.cl')).toHaveLength(0);
    expectTables(byName, model, 'name');
    expectTables(parse(diagramSvg(model, { display: 'keys' })), model, 'keys');
  });

  it('changes its colours in the dark theme', () => {
    const { model } = importDdl(schemaScript(3), 'postgresql');
    const light = diagramSvg(model);
    const dark = diagramSvg(model, { theme: 'dark' });
    expect(dark).not.toBe(light);
    const background = (svg: string) =>
      parse(svg).querySelector('svg > rect')?.getAttribute('fill');
    expect(background(light)).toBe('#ffffff');
    expect(background(dark)).toBe('#1e2029');
    expect(diagramSvg(model, { transparent: true })).not.toContain('fill="#ffffff"/>\n<g');
  });

  describe('embeds a font', () => {
    const font =
      "@font-face { font-family: 'Inter Export'; src: url(data:font/woff2;base64,d09GMgABAAAAA+/=) format('woff2'); font-weight: 400; }";
    const draw = (fontFaceCss: string) =>
      diagramSvg({ tables: [], relationships: [] }, { fontFaceCss });

    it('verbatim when it is an @font-face rule with a data: URL, naming its family first', () => {
      const svg = draw(font);
      expect(svg).toContain(font);
      expect(svg).toContain("font-family:'Inter Export', -apple-system");
      parse(svg);
    });

    it.each([
      ['a closing style tag', `${font}</style><script>alert(1)</script>`],
      ['a <', font.replace('400', '<400')],
      ['an http URL', font.replace(/url\([^)]*\)/, 'url(https://example.com/f.woff2)')],
      ['an import', `@import url(data:text/css;base64,AAAA); ${font}`],
      ['no data: URL', "@font-face { font-family: X; src: local('Arial'); }"],
      ['another rule', `${font} svg { display: none }`],
      ['an escape', font.replace('Inter', 'In\\74 er')],
    ])('and leaves it out with %s', (_, css) => {
      const svg = draw(css);
      expect(svg).not.toContain('@font-face');
      expect(svg).not.toContain('@import');
      expectNoScript(svg, parse(svg));
    });
  });

  describe('of every shared fixture', () => {
    for (const fixture of fixtureFiles())
      it(`${fixture.schema}/${fixture.dialect}`, () => {
        const { model } = importDdl(fixtureText(fixture), fixture.dialect);
        const doc = parse(diagramSvg(model, { notation: 'crowsFoot', lineStyle: 'orthogonal' }));
        expectTables(doc, model);
        const tables = new Set(model.tables.map((t) => t.id));
        const drawn = model.relationships.filter(
          (r) => tables.has(r.sourceTableId) && tables.has(r.targetTableId),
        );
        expect(doc.querySelectorAll('path.rel')).toHaveLength(drawn.length);
        const box = viewBox(doc);
        for (const t of model.tables) {
          const size = drawnTableSize(t);
          expect(t.x >= box.x && t.x + size.width <= box.x + box.width).toBe(true);
          expect(t.y >= box.y && t.y + size.height <= box.y + box.height).toBe(true);
        }
      });
  });

  // By hand: RELATA_SVG_TIMING=1 npx vitest run packages/core/test/svg.test.ts
  it.runIf(process.env.RELATA_SVG_TIMING === '1')('logs the time of 1000 tables', () => {
    const { model } = importDdl(schemaScript(1000, { randomForeignKeys: true }), 'postgresql');
    const options: DiagramSvgOptions = { notation: 'crowsFoot' };
    diagramSvg(model, options);
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      size = diagramSvg(model, options).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `diagramSvg, ${model.tables.length} tables, ${model.relationships.length} relationships: ` +
        `median ${times[2]?.toFixed(0)} ms, best ${times[0]?.toFixed(0)} ms, ${(size / 1e6).toFixed(1)} MB`,
    );
  });
});
