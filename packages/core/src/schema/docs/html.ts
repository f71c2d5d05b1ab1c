import type { DiagramModel } from '../model';
import { dataDictionary, documentTitle, type DocumentOptions } from './dictionary';
import {
  defaultText,
  indexPartsText,
  listText,
  nullText,
  orUnnamed,
  relationshipKind,
  relationshipName,
  typeDefinitionText,
  yesNo,
} from './dictionaryText';
import type {
  ColumnKey,
  DataDictionary,
  DictionaryRef,
  DictionaryRelationship,
  DictionaryTable,
  DictionaryType,
  DictionaryView,
} from './dictionaryTypes';
import { htmlPage } from './htmlPage';
import { escapeHtml as h } from './htmlText';

/** A link to an entry of the page; anchors come from slug() only. */
const link = (ref: DictionaryRef): string => `<a href="#${ref.anchor}">${h(ref.name)}</a>`;

/** A paragraph of user text, its line breaks kept. */
const text = (value: string): string => `<p class="text">${h(value)}</p>`;

/**
 * A table with its caption, column headers and rows (cells already HTML; the first one of a row
 * is its header), in a region that scrolls sideways when wide; nothing when it has no rows.
 */
function table(
  id: string,
  caption: string,
  headers: string[],
  rows: string[][],
  className = '',
): string[] {
  if (rows.length === 0) return [];
  const head = headers.map((c) => `<th scope="col">${c}</th>`).join('');
  const body = rows.map(
    ([first = '', ...rest]) =>
      `<tr><th scope="row">${first}</th>${rest.map((c) => `<td>${c}</td>`).join('')}</tr>`,
  );
  return [
    `<div class="scroll" role="region" tabindex="0" aria-labelledby="${id}">`,
    `<table${className ? ` class="${className}"` : ''}><caption id="${id}">${caption}</caption>`,
    `<thead><tr>${head}</tr></thead>`,
    `<tbody>\n${body.join('\n')}\n</tbody></table></div>`,
  ];
}

function keyHtml(key: ColumnKey): string {
  if (key.kind !== 'FK') return key.kind;
  return key.target ? `FK → ${link(key.target)}.${h(key.target.column)}` : 'FK';
}

function relationshipTable(
  t: DictionaryTable,
  list: DictionaryRelationship[],
  side: 'out' | 'in',
): string[] {
  const rows = list.map((r) => {
    const other = side === 'out' ? r.to : r.from;
    return [
      h(relationshipName(r)),
      h(listText(r.from.columns)),
      `${link(other)} (${h(listText(other.columns))})`,
      h(relationshipKind(r)),
      r.onDelete,
      r.onUpdate,
    ];
  });
  const caption = side === 'out' ? 'Relationships out of ' : 'Relationships into ';
  const other = side === 'out' ? 'References' : 'From table';
  return table(
    `${t.anchor}--${side}`,
    caption + h(t.name),
    ['Foreign key', 'Columns', other, 'Kind', 'On delete', 'On update'],
    rows,
  );
}

function tableEntry(t: DictionaryTable): string {
  const name = h(t.name);
  const columns = t.columns.map((c) => [
    h(c.name),
    h(c.type),
    nullText(c),
    h(defaultText(c)),
    c.keys.map(keyHtml).join(', '),
    h(c.comment ?? ''),
  ]);
  const indexes = t.indexes.map((i) => [
    h(orUnnamed(i.name)),
    h(indexPartsText(i)),
    yesNo(i.unique),
    h(i.method ?? ''),
  ]);
  const uniques = t.uniques.map((u) => [h(orUnnamed(u.name)), h(listText(u.columns))]);
  const checks = t.checks.map((c) => [h(orUnnamed(c.name)), h(c.expression), h(c.column ?? '')]);
  return [
    `<section class="entry" id="${t.anchor}" aria-labelledby="${t.anchor}--title">`,
    `<h3 id="${t.anchor}--title">${name}</h3>`,
    ...(t.comment ? [text(t.comment)] : []),
    ...table(
      `${t.anchor}--columns`,
      `Columns of ${name}`,
      ['Column', 'Type', 'Null', 'Default', 'Keys', 'Comment'],
      columns,
      'columns',
    ),
    ...table(
      `${t.anchor}--indexes`,
      `Indexes of ${name}`,
      ['Name', 'Columns', 'Unique', 'Method'],
      indexes,
    ),
    ...table(`${t.anchor}--uniques`, `Unique constraints of ${name}`, ['Name', 'Columns'], uniques),
    ...table(`${t.anchor}--checks`, `Checks of ${name}`, ['Name', 'Expression', 'Column'], checks),
    ...relationshipTable(t, t.relationshipsOut, 'out'),
    ...relationshipTable(t, t.relationshipsIn, 'in'),
    ...(t.views.length > 0 ? [`<p>Read by views: ${t.views.map(link).join(', ')}</p>`] : []),
    '</section>',
  ].join('\n');
}

function typeEntry(t: DictionaryType): string {
  const definition = typeDefinitionText(t);
  const values = t.values.map((v) => `<li>${h(v)}</li>`).join('');
  const checks = t.checks.map((c) => [h(orUnnamed(c.name)), h(c.expression)]);
  return [
    `<section class="entry" id="${t.anchor}" aria-labelledby="${t.anchor}--title">`,
    `<h3 id="${t.anchor}--title">${h(t.name)}</h3>`,
    ...(t.comment ? [text(t.comment)] : []),
    ...(values ? [`<ol>${values}</ol>`] : []),
    ...(definition ? [`<p>Definition: <code>${h(definition)}</code></p>`] : []),
    ...table(`${t.anchor}--checks`, `Checks of ${h(t.name)}`, ['Check', 'Expression'], checks),
    ...(t.sql ? [`<pre><code>${h(t.sql)}</code></pre>`] : []),
    '</section>',
  ].join('\n');
}

function viewEntry(v: DictionaryView): string {
  return [
    `<section class="entry" id="${v.anchor}" aria-labelledby="${v.anchor}--title">`,
    `<h3 id="${v.anchor}--title">${h(v.name)}</h3>`,
    ...(v.materialized ? ['<p class="muted">Materialized view.</p>'] : []),
    ...(v.comment ? [text(v.comment)] : []),
    ...(v.columns.length > 0 ? [`<p>Columns: ${h(listText(v.columns))}</p>`] : []),
    ...(v.tables.length > 0 ? [`<p>Reads: ${v.tables.map(link).join(', ')}</p>`] : []),
    `<pre><code>${h(v.sql)}</code></pre>`,
    '</section>',
  ].join('\n');
}

/** The page's sections that have entries: title, fixed anchor, entries and each one's HTML. */
function sections(d: DataDictionary) {
  return [
    { title: 'Tables', anchor: 'section-tables', refs: d.tables, html: d.tables.map(tableEntry) },
    { title: 'Enums', anchor: 'section-enums', refs: d.enums, html: d.enums.map(typeEntry) },
    {
      title: 'Domains',
      anchor: 'section-domains',
      refs: d.domains,
      html: d.domains.map(typeEntry),
    },
    {
      title: 'Other types',
      anchor: 'section-other-types',
      refs: d.otherTypes,
      html: d.otherTypes.map(typeEntry),
    },
    { title: 'Views', anchor: 'section-views', refs: d.views, html: d.views.map(viewEntry) },
  ].filter((s) => s.refs.length > 0);
}

/** The search box: hidden until its script runs, so a page without scripts shows no dead control. */
const SEARCH_BOX = [
  '<div class="search" id="search" hidden>',
  '<label for="search-input">Filter tables and columns</label> ',
  '<input type="search" id="search-input" autocomplete="off" spellcheck="false">',
  '<p id="search-status" class="muted" role="status" aria-live="polite"></p>',
  '</div>',
].join('\n');

/**
 * The data dictionary as one self-contained HTML page (issue 41, item 3): inline style with light
 * and dark themes and a print layout, a table of contents, a search box, then each table (columns,
 * indexes, unique constraints, checks, relationships, views reading it), the enums, domains,
 * other types and views. User text goes through escapeHtml only, ids through slug() only.
 */
export function dataDictionaryHtml(model: DiagramModel, options: DocumentOptions = {}): string {
  const parts = sections(dataDictionary(model, options));
  const title = h(documentTitle(options));
  const contents = parts.map(
    (s) =>
      `<li><a href="#${s.anchor}">${s.title}</a><ul>\n${s.refs.map((r) => `<li>${link(r)}</li>`).join('\n')}\n</ul></li>`,
  );
  const main = parts.flatMap((s) => [
    `<section id="${s.anchor}" aria-labelledby="${s.anchor}--title">`,
    `<h2 id="${s.anchor}--title">${s.title}</h2>`,
    ...s.html,
    '</section>',
  ]);
  const nav =
    contents.length > 0
      ? `<nav aria-labelledby="contents-title">\n<h2 id="contents-title">Contents</h2>\n<ul>\n${contents.join('\n')}\n</ul>\n</nav>`
      : '<p>The model is empty.</p>';
  const header = `<header>\n<h1>${title}</h1>\n${SEARCH_BOX}\n</header>`;
  return htmlPage(title, [header, nav, '<main>', ...main, '</main>']);
}
