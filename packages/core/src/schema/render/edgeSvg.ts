/**
 * The relationship lines and the views' dashed lines as the canvas draws them (flowElements.ts,
 * RelationshipEdge, ViewLinkEdge): each line leaves the side of its table facing the other, at
 * its column's row when the table shows it, parallel lines 40 px apart, ends in the notation.
 */
import type { LineStyle, Notation } from '../../api/visualization';
import type { Box } from '../areas';
import { TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT, shownColumns } from '../drawnSize';
import type { DrawContext } from './drawContext';
import { lineEnds, relationshipPath, type LineEnds } from './edgeGeometry';
import {
  arrowEnds,
  arrowMark,
  crowsFootMark,
  MULTIPLICITY,
  multiplicityPlace,
  parallelOffsets,
  relationshipEnds,
  type Point,
} from './edgeMarks';
import type { SvgRelationship, SvgTable } from './svgInput';
import { orderedColumns } from './tableSvg';
import { num } from './xml';

/** A table with its drawn box and, once asked for, the row of each column it shows. */
export interface PlacedTable {
  table: SvgTable;
  box: Box;
  rows?: Map<string, number>;
}

/** How far past a line's end its marks (or a multiplicity) reach. */
const MARK_REACH = 30;

/** The handle on a box's side (React Flow's: a 1 px anchor half outside the border). */
const sideX = (box: Box, right: boolean) => (right ? box.x + box.width + 0.5 : box.x - 0.5);

/** How far below the middle of its side a line meets a table's column, or undefined when not shown. */
function rowShift(placed: PlacedTable, columnId: string, ctx: DrawContext): number | undefined {
  if (!placed.rows) {
    placed.rows = new Map();
    const shown = shownColumns(orderedColumns(placed.table.attributes), ctx.display);
    shown.forEach((c, i) => placed.rows?.set(c.id, i));
  }
  const row = placed.rows.get(columnId);
  if (row === undefined) return undefined;
  return (
    TABLE_HEADER_HEIGHT + row * TABLE_ROW_HEIGHT + TABLE_ROW_HEIGHT / 2 - placed.box.height / 2
  );
}

/** Whether a relationship's foreign-key column may be null (an optional parent). */
function optionalParent(r: SvgRelationship, tables: ReadonlyMap<string, PlacedTable>): boolean {
  if (r.cardinality === 'MANY_TO_MANY') return false;
  const onSource = r.cardinality === 'MANY_TO_ONE';
  const table = tables.get(onSource ? r.sourceTableId : r.targetTableId)?.table;
  const columnId = onSource ? r.sourceColumnId : r.targetColumnId;
  return table?.attributes.find((a) => a.id === columnId)?.isNullable ?? false;
}

/**
 * Draws the relationship lines into `out`, one `path.rel` each (none for a relationship whose
 * table is missing), with their ends' marks; adds the points that bound them to `hull`.
 */
export function relationshipsSvg(
  out: string[],
  relationships: readonly SvgRelationship[],
  tables: ReadonlyMap<string, PlacedTable>,
  lines: { notation: Notation; lineStyle: LineStyle },
  ctx: DrawContext,
  hull: Point[],
): void {
  const shifts = relationships.map((r, id) => {
    const s = tables.get(r.sourceTableId);
    const t = tables.get(r.targetTableId);
    return {
      id,
      source: r.sourceTableId,
      target: r.targetTableId,
      sourceAt: s && rowShift(s, r.sourceColumnId, ctx),
      targetAt: t && rowShift(t, r.targetColumnId, ctx),
    };
  });
  const offsets = parallelOffsets(shifts);
  relationships.forEach((r, i) => {
    const s = tables.get(r.sourceTableId)?.box;
    const t = tables.get(r.targetTableId)?.box;
    if (!s || !t) return;
    const right = s.x + s.width / 2 <= t.x + t.width / 2;
    const offset = offsets.get(i) ?? 0;
    const ends: LineEnds = {
      source: { x: sideX(s, right), y: s.y + s.height / 2 + (shifts[i]?.sourceAt ?? 0) + offset },
      target: { x: sideX(t, !right), y: t.y + t.height / 2 + (shifts[i]?.targetAt ?? 0) + offset },
      side: right ? 1 : -1,
    };
    const path = relationshipPath(ends, lines.lineStyle);
    out.push(`<path class="rel" d="${path.d}"/>`);
    hull.push(...path.hull);
    for (const p of [ends.source, ends.target])
      hull.push(
        { x: p.x - MARK_REACH, y: p.y - MARK_REACH },
        { x: p.x + MARK_REACH, y: p.y + MARK_REACH },
      );
    endMarks(out, r, optionalParent(r, tables), lineEnds(ends, lines.lineStyle), lines.notation);
  });
}

/** The marks of both ends of a line in one notation. */
function endMarks(
  out: string[],
  r: SvgRelationship,
  optional: boolean,
  ends: ReturnType<typeof lineEnds>,
  notation: Notation,
): void {
  if (notation === 'arrows') {
    const which = arrowEnds(r.cardinality);
    const d = [which.source && arrowMark(ends.source), which.target && arrowMark(ends.target)]
      .filter(Boolean)
      .join(' ');
    out.push(`<path class="ra" d="${d}"/>`);
    return;
  }
  const kinds = relationshipEnds(r.cardinality, optional);
  if (notation === 'uml') {
    for (const side of ['source', 'target'] as const) {
      const place = multiplicityPlace(ends[side]);
      out.push(
        `<text class="um" x="${num(place.x)}" y="${num(place.y)}" text-anchor="${place.anchor}">${MULTIPLICITY[kinds[side]]}</text>`,
      );
    }
    return;
  }
  const source = crowsFootMark(ends.source, kinds.source);
  const target = crowsFootMark(ends.target, kinds.target);
  const rings = [source.ring, target.ring].filter(Boolean).join(' ');
  out.push(`<g class="cf"><path d="${source.strokes} ${target.strokes}" fill="none"/>`);
  if (rings) out.push(`<path class="cr" d="${rings}"/>`);
  out.push('</g>');
}

/**
 * Draws the dashed lines from each view to the tables it reads. The canvas picks their sides from
 * the tables' widths with every column shown (viewEdges), whatever the tables show.
 */
export function viewLinksSvg(
  out: string[],
  views: readonly { box: Box; tableIds: readonly string[] }[],
  tables: ReadonlyMap<string, PlacedTable>,
  allWidth: (table: SvgTable) => number,
): void {
  for (const { box: v, tableIds } of views) {
    const from = v.x + v.width / 2;
    for (const id of new Set(tableIds)) {
      const placed = tables.get(id);
      if (!placed) continue;
      const t = placed.box;
      const right = from <= t.x + allWidth(placed.table) / 2;
      const sx = sideX(v, right);
      const tx = sideX(t, !right);
      out.push(
        `<path class="vl" d="M ${num(sx)},${num(v.y + v.height / 2)}L ${num(tx)},${num(t.y + t.height / 2)}"/>`,
      );
    }
  }
}
