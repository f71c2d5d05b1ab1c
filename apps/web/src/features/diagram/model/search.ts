import { count } from '../../../lib/text/count';
import type { Diagram } from './diagramCache';

/** What a search hit points at on the canvas. */
export type SearchHit =
  | { kind: 'table'; tableId: string; label: string; detail: string }
  | { kind: 'column'; tableId: string; columnId: string; label: string; detail: string }
  | { kind: 'view'; viewId: string; label: string; detail: string }
  | { kind: 'comment'; commentId: string; label: string; detail: string }
  | { kind: 'area'; areaId: string; label: string; detail: string };

/** Hits listed at most: a name typed further narrows the list rather than scrolling it. */
export const MAX_HITS = 50;

/** The words of a query, lower case; every one must appear in what is searched. */
function words(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * How well a name answers the query, or undefined when it does not: 0 the exact name, 1 a name
 * that starts with the query, 2 a name that holds every word, 3 only the rest of the item's text
 * (its type or comment, or its table's name with a word of its own: `invoice total`). The
 * table's name alone does not make a column a hit, or every column of `customer` would be one.
 */
function rank(
  name: string,
  rest: string,
  query: string,
  terms: string[],
  tableName = '',
): number | undefined {
  const lower = name.toLowerCase();
  if (lower === query) return 0;
  if (lower.startsWith(query)) return 1;
  if (terms.every((t) => lower.includes(t))) return 2;
  const context = tableName.toLowerCase();
  if (context && terms.every((t) => context.includes(t))) return undefined;
  const all = `${lower} ${rest.toLowerCase()} ${context}`;
  return terms.every((t) => all.includes(t)) ? 3 : undefined;
}

/** The first line of a comment, shortened for a list. */
function excerpt(text: string): string {
  const line = text.split('\n', 1)[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * Areas, tables, columns, views and canvas comments that answer a query (case-insensitive; every word
 * must appear in the name, the table or type of a column, or the comment), best first: exact
 * names, then names that start with the query, then the rest; tables before columns at equal
 * rank; at most MAX_HITS.
 */
export function searchDiagram(diagram: Diagram, query: string): SearchHit[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const whole = terms.join(' ');
  const found: { hit: SearchHit; rank: number; order: number }[] = [];
  const add = (hit: SearchHit, r: number | undefined) => {
    if (r !== undefined) found.push({ hit, rank: r, order: found.length });
  };
  for (const table of diagram.tables) {
    const qualified = table.schema ? `${table.schema}.${table.name}` : table.name;
    add(
      {
        kind: 'table',
        tableId: table.id,
        label: qualified,
        detail: table.comment
          ? excerpt(table.comment)
          : count(table.attributes.length, 'column', 'columns'),
      },
      rank(table.name, `${qualified} ${table.comment ?? ''}`, whole, terms),
    );
    for (const column of table.attributes) {
      add(
        {
          kind: 'column',
          tableId: table.id,
          columnId: column.id,
          label: `${table.name}.${column.name}`,
          detail: column.comment ? `${column.type} · ${excerpt(column.comment)}` : column.type,
        },
        rank(column.name, `${column.type} ${column.comment ?? ''}`, whole, terms, qualified),
      );
    }
  }
  for (const view of diagram.views) {
    add(
      { kind: 'view', viewId: view.id, label: view.name, detail: 'view' },
      rank(view.name, `${view.schema ?? ''} ${view.comment ?? ''}`, whole, terms),
    );
  }
  for (const comment of diagram.comments) {
    add(
      { kind: 'comment', commentId: comment.id, label: excerpt(comment.text), detail: 'comment' },
      rank('', comment.text, whole, terms),
    );
  }
  for (const area of diagram.areas) {
    add(
      { kind: 'area', areaId: area.id, label: area.name, detail: 'area' },
      rank(area.name, '', whole, terms),
    );
  }
  const kindOrder = { area: 0, table: 1, view: 2, column: 3, comment: 4 };
  return found
    .sort(
      (a, b) =>
        a.rank - b.rank || kindOrder[a.hit.kind] - kindOrder[b.hit.kind] || a.order - b.order,
    )
    .slice(0, MAX_HITS)
    .map((f) => f.hit);
}
