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
  DictionaryColumn,
  DictionaryRef,
  DictionaryRelationship,
  DictionaryTable,
  DictionaryType,
  DictionaryView,
} from './dictionaryTypes';
import { markdownFence, markdownText as md } from './markdownText';

/** The top-level sections, in order, with their fixed anchor ids. */
const SECTIONS = {
  tables: { title: 'Tables', anchor: 'section-tables' },
  enums: { title: 'Enums', anchor: 'section-enums' },
  domains: { title: 'Domains', anchor: 'section-domains' },
  otherTypes: { title: 'Other types', anchor: 'section-other-types' },
  views: { title: 'Views', anchor: 'section-views' },
} as const;

/** An anchor target: ids come from slug() only, so nothing in them needs escaping. */
const anchor = (id: string): string => `<a id="${id}"></a>`;

/** A link to a table, view or type of the document. */
const link = (ref: DictionaryRef): string => `[${md(ref.name)}](#${ref.anchor})`;

/** A GitHub table of cells already escaped; nothing when there are no rows. */
function table(headers: string[], rows: string[][]): string[] {
  if (rows.length === 0) return [];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [[line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n')];
}

/** A titled part of a section: its heading and its blocks, or nothing when it has none. */
function part(heading: string, blocks: string[]): string[] {
  return blocks.length === 0 ? [] : [`#### ${heading}`, ...blocks];
}

function keyText(key: ColumnKey): string {
  if (key.kind !== 'FK') return key.kind;
  return key.target ? `FK → ${link(key.target)}.${md(key.target.column)}` : 'FK';
}

function columnRow(c: DictionaryColumn): string[] {
  return [
    md(c.name),
    md(c.type),
    nullText(c),
    md(defaultText(c)),
    c.keys.map(keyText).join(', '),
    md(c.comment ?? ''),
  ];
}

/** A relationship row, seen from the table holding the foreign key or from the referenced one. */
function relationshipRow(r: DictionaryRelationship, side: 'out' | 'in'): string[] {
  const other = side === 'out' ? r.to : r.from;
  return [
    md(relationshipName(r)),
    md(listText(r.from.columns)),
    `${link(other)} (${md(listText(other.columns))})`,
    md(relationshipKind(r)),
    r.onDelete,
    r.onUpdate,
  ];
}

const RELATIONSHIP_HEADERS = ['Foreign key', 'Columns', '', 'Kind', 'On delete', 'On update'];

function relationshipTable(list: DictionaryRelationship[], side: 'out' | 'in'): string[] {
  const headers = [...RELATIONSHIP_HEADERS];
  headers[2] = side === 'out' ? 'References' : 'From table';
  return table(
    headers,
    list.map((r) => relationshipRow(r, side)),
  );
}

function tableSection(t: DictionaryTable): string {
  const headers = ['Column', 'Type', 'Null', 'Default', 'Keys', 'Comment'];
  return [
    anchor(t.anchor),
    `### ${md(t.name)}`,
    ...(t.comment ? [md(t.comment)] : []),
    ...table(headers, t.columns.map(columnRow)),
    ...part(
      'Indexes',
      table(
        ['Name', 'Columns', 'Unique', 'Method'],
        t.indexes.map((i) => [
          md(orUnnamed(i.name)),
          md(indexPartsText(i)),
          yesNo(i.unique),
          md(i.method ?? ''),
        ]),
      ),
    ),
    ...part(
      'Unique constraints',
      table(
        ['Name', 'Columns'],
        t.uniques.map((u) => [md(orUnnamed(u.name)), md(listText(u.columns))]),
      ),
    ),
    ...part(
      'Checks',
      table(
        ['Name', 'Expression', 'Column'],
        t.checks.map((c) => [md(orUnnamed(c.name)), md(c.expression), md(c.column ?? '')]),
      ),
    ),
    ...part('Relationships out', relationshipTable(t.relationshipsOut, 'out')),
    ...part('Relationships in', relationshipTable(t.relationshipsIn, 'in')),
    ...part(
      'Read by views',
      t.views.length > 0 ? [t.views.map((v) => `- ${link(v)}`).join('\n')] : [],
    ),
  ].join('\n\n');
}

function typeSection(t: DictionaryType): string {
  const definition = typeDefinitionText(t);
  return [
    anchor(t.anchor),
    `### ${md(t.name)}`,
    ...(t.comment ? [md(t.comment)] : []),
    ...(t.values.length > 0 ? [t.values.map((v) => `- ${md(v)}`).join('\n')] : []),
    ...(definition ? [`Definition: ${md(definition)}`] : []),
    ...table(
      ['Check', 'Expression'],
      t.checks.map((c) => [md(orUnnamed(c.name)), md(c.expression)]),
    ),
    ...(t.sql ? [markdownFence(t.sql, 'sql')] : []),
  ].join('\n\n');
}

function viewSection(v: DictionaryView): string {
  return [
    anchor(v.anchor),
    `### ${md(v.name)}`,
    ...(v.materialized ? ['Materialized view.'] : []),
    ...(v.comment ? [md(v.comment)] : []),
    ...(v.columns.length > 0 ? [`Columns: ${md(listText(v.columns))}`] : []),
    ...(v.tables.length > 0 ? [`Reads: ${v.tables.map(link).join(', ')}`] : []),
    markdownFence(v.sql, 'sql'),
  ].join('\n\n');
}

/** The sections of the document that have entries, each with its entries' blocks. */
function sections(
  d: DataDictionary,
): { key: keyof typeof SECTIONS; refs: DictionaryRef[]; blocks: string[] }[] {
  const all = [
    { key: 'tables' as const, refs: d.tables, blocks: d.tables.map(tableSection) },
    { key: 'enums' as const, refs: d.enums, blocks: d.enums.map(typeSection) },
    { key: 'domains' as const, refs: d.domains, blocks: d.domains.map(typeSection) },
    { key: 'otherTypes' as const, refs: d.otherTypes, blocks: d.otherTypes.map(typeSection) },
    { key: 'views' as const, refs: d.views, blocks: d.views.map(viewSection) },
  ];
  return all.filter((s) => s.refs.length > 0);
}

/**
 * The data dictionary as GitHub-flavoured Markdown (issue 41, item 3): the title, a table of
 * contents linking every table, type and view, then one section per table (columns, indexes,
 * unique constraints, checks, relationships out and in, the views reading it) and the enums,
 * domains, other types and views. All user text is escaped by markdownText, SQL bodies are fenced.
 */
export function dataDictionaryMarkdown(model: DiagramModel, options: DocumentOptions = {}): string {
  const parts = sections(dataDictionary(model, options));
  const contents = parts.flatMap(({ key, refs }) => [
    `- [${SECTIONS[key].title}](#${SECTIONS[key].anchor})`,
    ...refs.map((r) => `  - ${link(r)}`),
  ]);
  const body = parts.flatMap(({ key, blocks }) => [
    anchor(SECTIONS[key].anchor),
    `## ${SECTIONS[key].title}`,
    ...blocks,
  ]);
  const toc = contents.length > 0 ? ['## Contents', contents.join('\n')] : ['The model is empty.'];
  return [`# ${md(documentTitle(options))}`, ...toc, ...body].join('\n\n') + '\n';
}
