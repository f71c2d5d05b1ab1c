// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Issue 41 with issue 35's payloads: a name, a label or a text can never change what a reader
 * sees of a generated document. The payload diagrams of quoting.test.ts (a payload in every
 * field, the title included) are written as the data dictionary in Markdown and in HTML and drawn
 * as SVG; each document, parsed as a reader's program parses it, must have the same element tree
 * as the same diagram with harmless payloads, run nothing, link nowhere, and show each name as its
 * text. Mermaid's parser reads the erDiagram output in mermaidParser.test.ts.
 */
import fc from 'fast-check';
// marked is the Markdown parser installed here (Mermaid's own, through the mermaid package): a
// real GitHub-flavoured one, tables, autolinks and strikethrough included, and a loose one (the
// escaping layer guards against its loose links already). The micromark packages here lack the
// GFM extensions, so would not see a table; a line-based shape would only repeat the writer's
// own reading of Markdown.
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { dataDictionaryHtml, dataDictionaryMarkdown } from '../src/schema/docs';
import type { DiagramModel, Table } from '../src/schema/model';
import { diagramSvg } from '../src/schema/render';
import { payloadModel, type Payloads } from './quoting/payloadModel';
import { CANARIES, everywhere, harmless, payloads } from './quoting/payloads';

/**
 * What breaks out of a document rather than a script: markup, a script's end, an event attribute,
 * Markdown's links, images, autolinks, tables and headings, XML's sections, Mermaid's syntax.
 */
const DOCUMENT_CANARIES = [
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</text></g><script>alert(1)</script><g><text>',
  ']]><![CDATA[<script>alert(1)</script>',
  '<!-- x --><foreignObject>',
  '&lt;script&gt;&#x3c;b&#62;',
  '[x](javascript:alert(1)) ![i](https://x.example/i.png)',
  'https://evil.example/x',
  'www.evil.example',
  'mailto:user@evil.example',
  '\n# heading\n| a | b |\n| --- | --- |\n',
  '\n```\n',
  '\n- item\n1. item\n> quote\n',
  '*em* __strong__ ~~del~~ `code` $math$',
  '"}} direction LR %%{init: {"theme": "x"}}%%',
];

/** Every canary in every field, before the generated payloads. */
const EXAMPLES = [...CANARIES, ...DOCUMENT_CANARIES].map((c): [Payloads] => [everywhere(c)]);

/**
 * Generated runs of each property, after the examples: fewer than quoting.test.ts's, as jsdom
 * takes some 10 ms to parse each document (the file stays within 10 s on two cores).
 */
const RUNS = 50;

/** The title every document gets: the payload of the version field, as a file or project name. */
const titleOf = (p: Payloads): string => `t${p.version}z`;

/** A table, view or type's name as the documents show it: `schema.name`. */
const qualified = (item: { schema?: string; name: string }): string =>
  item.schema ? `${item.schema}.${item.name}` : item.name;

/** The names the data dictionary lists, in its order: tables, enum, domain, then the view. */
const entryNames = (model: DiagramModel): string[] => [
  ...model.tables.map(qualified),
  ...(model.types ?? []).filter((t) => t.kind === 'enum').map(qualified),
  ...(model.types ?? []).filter((t) => t.kind === 'domain').map(qualified),
  ...(model.views ?? []).map(qualified),
];

/** The column names of every table, in the model's order. */
const columnNames = (model: DiagramModel): string[] =>
  model.tables.flatMap((t) => t.attributes.map((a) => a.name));

/** The comments the dictionary writes below a heading: the first table's, the types', the view's. */
const entryComments = (model: DiagramModel): string[] =>
  [
    ...model.tables.map((t) => t.comment),
    ...(model.types ?? []).map((t) => t.comment),
    ...(model.views ?? []).map((v) => v.comment),
  ].flatMap((c) => (c ? [c] : []));

/**
 * An element tree as one line per element in document order: its depth, its name and its
 * attributes' names (their values hold ids and coordinates, which follow the names). Elements
 * named in `skip` are left out, their children kept.
 */
function tree(root: Element, skip: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  const walk = (el: Element, depth: number) => {
    const kept = !skip.has(el.localName);
    if (kept)
      out.push([depth, el.localName, ...[...el.attributes].map((a) => a.name).sort()].join(' '));
    for (const child of el.children) walk(child, kept ? depth + 1 : depth);
  };
  walk(root, 0);
  return out;
}

/** The text a reader sees in an element: its text, a `<br>` as a line break. */
function readText(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.nodeValue ?? '';
  if (node.nodeName.toLowerCase() === 'br') return '\n';
  return [...node.childNodes].map(readText).join('');
}

/** The texts a reader sees in the elements a selector finds, in document order. */
const textsOf = (root: ParentNode, selector: string): string[] =>
  [...root.querySelectorAll(selector)].map(readText);

/**
 * Checks that nothing in a document can run or lead away: no script but the generator's own
 * (`scripts`, as the harmless document holds them), no plugin or foreign content, no event
 * attribute, no `javascript:` anywhere in an attribute (as a URL reads it: controls and spaces
 * dropped), and every link to an anchor of the document.
 */
function expectInert(doc: Document, scripts: (string | null)[]): void {
  expect(
    [...doc.querySelectorAll('script')].map((s) => s.textContent),
    'scripts',
  ).toEqual(scripts);
  const ids = new Set([...doc.querySelectorAll('[id]')].map((el) => el.id));
  const found: string[] = [];
  for (const el of doc.querySelectorAll('*')) {
    if (/^(foreignobject|iframe|object|embed|img|image)$/i.test(el.localName))
      found.push(el.localName);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${el.localName} ${attr.name}`);
      // eslint-disable-next-line no-control-regex -- a URL's parser drops them
      if (/javascript:/i.test(attr.value.replace(/[\u0000-\u0020]/g, '')))
        found.push(`${el.localName} ${attr.name}="${attr.value}"`);
    }
    const href = el.getAttribute('href');
    if (href !== null && !(href.startsWith('#') && ids.has(href.slice(1))))
      found.push(`${el.localName} href="${href}"`);
  }
  expect(found, 'what runs or leads away').toEqual([]);
}

// ------------------------------------------------------------------------------------------------
// Markdown

/** The Markdown document of a payload diagram. */
const markdownOf = (p: Payloads): string =>
  dataDictionaryMarkdown(payloadModel(p), { title: titleOf(p) });

/** The Markdown as GitHub-flavoured Markdown renders it (marked), parsed as a page. */
function renderMarkdown(markdown: string): Document {
  const html = marked.parse(markdown, { gfm: true, async: false });
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The elements Markdown syntax makes; any other is raw HTML, which only the generator writes. */
const MARKDOWN_ELEMENTS = /^(h1|h2|h3|h4|p|ul|ol|li|table|thead|tbody|tr|th|td|pre|code|a|br)$/;

/**
 * A text as markdownText documents that a reader gets it back: each line break (of any platform,
 * and Unicode's separators) a line break, each other control character a space. A paragraph's
 * or a cell's trailing spaces are not its text in Markdown.
 */
const markdownReading = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- the characters markdownText replaces
  text.replace(/\r\n|[\r\n\u2028\u2029]|[\u0000-\u001f\u007f]/g, (c) =>
    /^[\r\n\u2028\u2029]/.test(c) ? '\n' : ' ',
  );

// ------------------------------------------------------------------------------------------------
// HTML

/** The HTML document of a payload diagram. */
const htmlOf = (p: Payloads): string => dataDictionaryHtml(payloadModel(p), { title: titleOf(p) });

/**
 * A text as an HTML parser hands it back: its line breaks as line feeds (the input stream's
 * normalisation), NUL dropped in an element's content and replaced in the title (the tokenizer's).
 */
const htmlReading = (text: string, title = false): string =>
  text.replace(/\r\n?/g, '\n').replace(/\0/g, title ? '\ufffd' : '');

// ------------------------------------------------------------------------------------------------
// SVG

/** The SVG drawing of a payload diagram, titled. */
const svgOf = (p: Payloads): string => diagramSvg(payloadModel(p), { title: titleOf(p) });

/** The drawing, parsed as strict XML; fails the test when it is not well-formed. */
function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  expect(error?.textContent ?? '', `well-formed XML:\n${svg}`).toBe('');
  expect(doc.documentElement.localName).toBe('svg');
  return doc;
}

/** Whether XML 1.0 allows a code point (its `Char` production). */
const xmlChar = (c: number): boolean =>
  c === 0x09 ||
  c === 0x0a ||
  c === 0x0d ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  c >= 0x10000;

/** A text without the characters XML 1.0 forbids, which no document can hold. */
const xmlChars = (text: string): string =>
  Array.from(text)
    .filter((ch) => xmlChar(ch.codePointAt(0) ?? 0))
    .join('');

/** A text as a one-line label draws it (`white-space: nowrap`): each run of white space one space. */
const label = (text: string): string => xmlChars(text.replace(/\s+/g, ' ').trim());

/** Checks that a drawn text is a whole label, or its start cut with an ellipsis, as the canvas cuts it. */
function expectShows(drawn: string | undefined, text: string): void {
  const full = label(text);
  if (drawn === full) return;
  expect(drawn?.endsWith('…') && full.startsWith(drawn.slice(0, -1)), `${drawn} of ${full}`).toBe(
    true,
  );
}

/**
 * Checks that a note's lines are its text: the first line its start, each next one a later piece
 * of it, as the note wraps its text at spaces and line breaks and clips what is too long.
 */
function expectNoteLines(lines: string[], text: string): void {
  const whole = xmlChars(text);
  expect(lines.length).toBeGreaterThan(0);
  let at = 0;
  lines.forEach((line, i) => {
    const found = whole.indexOf(line, at);
    expect(i === 0 ? found === 0 : found >= at, `line ${i} ${JSON.stringify(line)}`).toBe(true);
    at = found + line.length;
  });
}

/** A table's columns in the order a table draws them: primary keys first. */
const drawnColumns = (t: Table) => [
  ...t.attributes.filter((a) => a.isPrimaryKey),
  ...t.attributes.filter((a) => !a.isPrimaryKey),
];

describe('names, labels and texts in generated documents', () => {
  it('leave the Markdown dictionary the same headings, tables and links, as GFM renders it', () => {
    // A length decides nothing in a document's structure: one harmless document serves every run.
    const base = renderMarkdown(markdownOf(everywhere('x')));
    fc.assert(
      fc.property(payloads(), (p) => {
        const markdown = markdownOf(p);
        const doc = renderMarkdown(markdown);
        // The same headings (levels), tables (rows, cells), lists and links as without payloads;
        // line breaks in a text are the generator's own <br>.
        const skipBreaks = new Set(['br']);
        expect(tree(doc.body, skipBreaks), markdown).toEqual(tree(base.body, skipBreaks));
        // No raw HTML but the generator's anchors (an id, empty) and line breaks; every link
        // (an href) to an anchor of the document (expectInert), no image.
        const raw = [...doc.body.querySelectorAll('*')].filter(
          (el) =>
            !MARKDOWN_ELEMENTS.test(el.localName) ||
            (el.localName === 'a' && el.hasAttribute('id') === el.hasAttribute('href')),
        );
        expect(
          raw.map((el) => el.outerHTML),
          markdown,
        ).toEqual([]);
        expect(textsOf(doc, 'a[id]').join('')).toBe('');
        expectInert(doc, []);
        // Each name and text reads as itself where the harmless one stands.
        const model = payloadModel(p);
        expect(textsOf(doc, 'h1')).toEqual([markdownReading(titleOf(p))]);
        expect(textsOf(doc, 'h3'), markdown).toEqual(entryNames(model).map(markdownReading));
        expect(textsOf(doc, 'li li a')).toEqual(entryNames(model).map(markdownReading));
        const columnTables = [...doc.querySelectorAll('table')].filter(
          (t) => t.querySelector('th')?.textContent === 'Column',
        );
        expect(columnTables.flatMap((t) => textsOf(t, 'tbody td:first-child'))).toEqual(
          columnNames(model).map(markdownReading),
        );
        expect(textsOf(doc, 'h3 + p').map((t) => t.trimEnd())).toEqual(
          entryComments(model).map((c) => markdownReading(c).trimEnd()),
        );
      }),
      { numRuns: RUNS, examples: EXAMPLES },
    );
  }, 30_000);

  it('leave the HTML dictionary the same elements, its own script only, each name as its text', () => {
    const base = new DOMParser().parseFromString(htmlOf(everywhere('x')), 'text/html');
    fc.assert(
      fc.property(payloads(), (p) => {
        const html = htmlOf(p);
        const doc = new DOMParser().parseFromString(html, 'text/html');
        expect(tree(doc.documentElement), html).toEqual(tree(base.documentElement));
        expectInert(
          doc,
          [...base.querySelectorAll('script')].map((s) => s.textContent),
        );
        expect(doc.querySelectorAll('script')).toHaveLength(1);
        const model = payloadModel(p);
        const names = entryNames(model).map((n) => htmlReading(n));
        expect(doc.querySelector('title')?.textContent).toBe(htmlReading(titleOf(p), true));
        expect(textsOf(doc, 'h1')).toEqual([htmlReading(titleOf(p))]);
        expect(textsOf(doc, 'main h3'), html).toEqual(names);
        expect(textsOf(doc, 'nav ul ul a')).toEqual(names);
        expect(textsOf(doc, 'table.columns th[scope=row]')).toEqual(
          columnNames(model).map((n) => htmlReading(n)),
        );
        expect(textsOf(doc, 'p.text')).toEqual(entryComments(model).map((c) => htmlReading(c)));
        const enumType = (model.types ?? []).find((t) => t.kind === 'enum');
        expect(textsOf(doc, 'ol li')).toEqual((enumType?.values ?? []).map((v) => htmlReading(v)));
      }),
      { numRuns: RUNS, examples: EXAMPLES },
    );
  }, 30_000);

  it('leave the SVG drawing well-formed, the same elements, nothing to run, each name drawn', () => {
    fc.assert(
      fc.property(payloads(), (p) => {
        const svg = svgOf(p);
        const doc = parseSvg(svg);
        // Lengths decide a drawing's widths, and where its texts are cut.
        const base = parseSvg(svgOf(harmless(p)));
        // A note has as many lines as its text wraps into: its <tspan>s are checked below.
        const skipLines = new Set(['tspan']);
        expect(tree(doc.documentElement, skipLines), svg).toEqual(
          tree(base.documentElement, skipLines),
        );
        expectInert(doc, []);
        const model = payloadModel(p);
        expect(doc.querySelector('svg > title')?.textContent).toBe(label(titleOf(p)));
        expect(textsOf(doc, 'text.ti')).toEqual([label(titleOf(p))]);
        const groups = [...doc.querySelectorAll('g.table')];
        expect(groups).toHaveLength(model.tables.length);
        model.tables.forEach((t, i) => {
          const g = groups[i];
          if (!g) return;
          const columns = drawnColumns(t);
          expectShows(textsOf(g, 'text.tt')[0], t.name);
          const names = textsOf(g, 'text.cn');
          const types = textsOf(g, 'text.ct');
          expect([names.length, types.length]).toEqual([columns.length, columns.length]);
          columns.forEach((c, r) => {
            expectShows(names[r], c.name);
            expectShows(types[r], c.type);
          });
        });
        const views = model.views ?? [];
        const viewNames = textsOf(doc, 'g.view text.tt');
        expect(viewNames).toHaveLength(views.length);
        views.forEach((v, i) => expectShows(viewNames[i], qualified(v)));
        const areaNames = textsOf(doc, 'g.area text.an');
        expect(areaNames).toHaveLength((model.areas ?? []).length);
        (model.areas ?? []).forEach((a, i) => expectShows(areaNames[i], a.name));
        const notes = [...doc.querySelectorAll('g.comment text')];
        expect(notes).toHaveLength(model.comments.length);
        model.comments.forEach((c, i) =>
          expectNoteLines(textsOf(notes[i] ?? doc, 'tspan'), c.text),
        );
        // The texts that hold no payload (NULL, key marks, badges) are the harmless drawing's.
        const fixed = 'text.cl, text.ck, text.vg, text.ce, text.um';
        expect(textsOf(doc, fixed)).toEqual(textsOf(base, fixed));
      }),
      { numRuns: RUNS, examples: EXAMPLES },
    );
  }, 30_000);
});
