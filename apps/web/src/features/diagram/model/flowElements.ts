import {
  parallelOffsets,
  type DbArea,
  type DbComment,
  type DbEntity,
  type DbRelationship,
  type DbView,
  type LineStyle,
  type Notation,
  type TableDisplay,
} from '@relata/core';
import { Position, type Edge, type Node, type NodeHandle } from '@xyflow/react';
import { COMMENT_MIN_SIZE } from './constants';
import { columnRowY } from './edgePath';
import { tableSize, viewSize } from './geometry';

/**
 * Data of a table node: the stored table itself, so an unchanged table keeps its identity, and
 * what it shows (the visualization settings).
 */
export type TableNodeData = { table: DbEntity; display: TableDisplay };
/** Data of a comment node. */
export type CommentNodeData = { comment: DbComment };
/**
 * Data of a relationship edge: its offset from the centre line among parallel links, where its
 * ends meet the tables, how its ends and line are drawn, and whether its foreign key may be null
 * (an optional parent).
 */
export type RelationshipEdgeData = {
  offset: number;
  /**
   * How far below the middle of each table's side the line ends: at its column's row when the
   * table shows it (issue 36, item B9), else 0. Drawn only with the tables' rows (full detail).
   */
  sourceShift: number;
  targetShift: number;
  relationship: DbRelationship;
  lines: RelationshipLines;
  optional: boolean;
};

/** How relationship lines are drawn: their ends' notation and their run. */
export type RelationshipLines = { notation: Notation; lineStyle: LineStyle };

/** Data of a view node: the stored view. */
export type ViewNodeData = { view: DbView };

/** Data of an area node: the stored area. */
export type AreaNodeData = { area: DbArea };

/** A table on the canvas. */
export type TableFlowNode = Node<TableNodeData, 'table'>;
/** A view on the canvas (read-only, issue 16). */
export type ViewFlowNode = Node<ViewNodeData, 'view'>;
/** A comment on the canvas. */
export type CommentFlowNode = Node<CommentNodeData, 'comment'>;
/** A subject area on the canvas: a named rectangle behind the tables (issue 21, item 2). */
export type AreaFlowNode = Node<AreaNodeData, 'area'>;
/** Any node of the diagram. */
export type DiagramNode = TableFlowNode | CommentFlowNode | ViewFlowNode | AreaFlowNode;

/**
 * Areas lie below everything: below 0 (tables, comments, views) and below the relationship
 * lines' layer; React Flow lifts a selected node by 1000, which still leaves it below.
 */
export const AREA_Z_INDEX = -2000;
/** A relationship line. */
export type RelationshipFlowEdge = Edge<RelationshipEdgeData, 'relationship'>;
/** A dashed line from a view to a table it reads. */
export type ViewLinkFlowEdge = Edge<Record<string, never>, 'viewLink'>;
/** Any line of the diagram. */
export type DiagramEdge = RelationshipFlowEdge | ViewLinkFlowEdge;

/**
 * Where relationship lines end on a table: the middle of its left and right sides (TableNode's
 * anchors). Given up front, React Flow draws lines to tables it never rendered; without them it
 * renders every new node once, off screen included, only to measure its handles (3-5 s for 1000
 * imported tables).
 */
export function tableHandles(size: { width: number; height: number }): NodeHandle[] {
  const y = size.height / 2 - 0.5;
  const anchor = (id: string, type: 'source' | 'target', position: Position, x: number) => ({
    id,
    type,
    position,
    x,
    y,
    width: 1,
    height: 1,
  });
  return [
    anchor('sl', 'source', Position.Left, -0.5),
    anchor('sr', 'source', Position.Right, size.width - 0.5),
    anchor('tl', 'target', Position.Left, -0.5),
    anchor('tr', 'target', Position.Right, size.width - 0.5),
  ];
}

/** The node of a table; size and anchors are known up front so nothing waits for measuring. */
export function tableNode(
  table: DbEntity,
  previous?: DiagramNode,
  display: TableDisplay = 'all',
): TableFlowNode {
  const size = tableSize(table, display);
  return {
    id: table.id,
    type: 'table',
    position: { x: table.x, y: table.y },
    width: size.width,
    height: size.height,
    handles: tableHandles(size),
    data: { table, display },
    selected: previous?.selected ?? false,
  };
}

/** The node of a comment. */
export function commentNode(comment: DbComment, previous?: DiagramNode): CommentFlowNode {
  return {
    id: comment.id,
    type: 'comment',
    position: { x: comment.x, y: comment.y },
    width: Math.max(COMMENT_MIN_SIZE.width, comment.width),
    height: Math.max(COMMENT_MIN_SIZE.height, comment.height),
    // No anchors: declaring none spares the render-everything-once pass of unmeasured nodes.
    handles: [],
    data: { comment },
    selected: previous?.selected ?? false,
  };
}

/** The node of a view: read-only content, drawn like a table with its anchors. */
export function viewNode(view: DbView, previous?: DiagramNode): ViewFlowNode {
  const size = viewSize(view);
  return {
    id: view.id,
    type: 'view',
    position: { x: view.x, y: view.y },
    width: size.width,
    height: size.height,
    handles: tableHandles(size),
    data: { view },
    selected: previous?.selected ?? false,
  };
}

/** The node of an area: drawn behind tables and lines, at its stored size. */
export function areaNode(area: DbArea, previous?: DiagramNode): AreaFlowNode {
  return {
    id: area.id,
    type: 'area',
    position: { x: area.x, y: area.y },
    width: area.width,
    height: area.height,
    handles: [],
    zIndex: AREA_Z_INDEX,
    data: { area },
    selected: previous?.selected ?? false,
    ariaLabel: `Area ${area.name}`,
  };
}

/** One kind of item and how its node is made and recognised as unchanged. */
function mergeKind<T, N extends DiagramNode>(
  items: readonly T[],
  byId: ReadonlyMap<string, DiagramNode>,
  id: (item: T) => string,
  same: (old: DiagramNode, item: T) => boolean,
  make: (item: T, previous?: DiagramNode) => N,
  out: DiagramNode[],
): void {
  for (const item of items) {
    const old = byId.get(id(item));
    if (old && same(old, item)) out.push(old);
    else
      out.push(
        old?.dragging
          ? { ...make(item, old), position: old.position, dragging: true }
          : make(item, old),
      );
  }
}

/**
 * Rebuilds the nodes from the stored diagram, reusing every node whose item did not change (so
 * memoised nodes do not render again) and keeping selection and the position of nodes being dragged.
 */
export function mergeNodes(
  previous: readonly DiagramNode[],
  tables: readonly DbEntity[],
  comments: readonly DbComment[],
  views: readonly DbView[] = [],
  areas: readonly DbArea[] = [],
  display: TableDisplay = 'all',
): DiagramNode[] {
  const byId = new Map(previous.map((n) => [n.id, n]));
  const next: DiagramNode[] = [];
  const idOf = (x: { id: string }) => x.id;
  // First, so that among nodes of one level the areas are drawn under the others.
  mergeKind(areas, byId, idOf, (o, a) => o.type === 'area' && o.data.area === a, areaNode, next);
  mergeKind(
    tables,
    byId,
    idOf,
    (o, t) => o.type === 'table' && o.data.table === t && o.data.display === display,
    (t, old) => tableNode(t, old, display),
    next,
  );
  mergeKind(
    comments,
    byId,
    idOf,
    (o, c) => o.type === 'comment' && o.data.comment === c,
    commentNode,
    next,
  );
  mergeKind(views, byId, idOf, (o, v) => o.type === 'view' && o.data.view === v, viewNode, next);
  return next;
}

/**
 * The relationship lines: one per relationship, leaving the side of the source that faces the
 * target, each end at the row of its column where the table shows it (issue 36, item B9), spread
 * 40 px apart when parallel. Recomputed when tables move or change.
 */
export function relationshipEdges(
  relationships: readonly DbRelationship[],
  tables: readonly DbEntity[],
  lines: RelationshipLines = DEFAULT_LINES,
  display: TableDisplay = 'all',
): RelationshipFlowEdge[] {
  const centres = new Map(tables.map((t) => [t.id, t.x + tableSize(t, display).width / 2]));
  const byId = new Map(tables.map((t) => [t.id, t]));
  const names = new Map(tables.map((t) => [t.id, t.name || 'Unnamed Table']));
  const shifts = relationships.map((r) => ({
    id: r.id,
    source: r.sourceTableId,
    target: r.targetTableId,
    sourceAt: rowShift(byId.get(r.sourceTableId), r.sourceColumnId, display),
    targetAt: rowShift(byId.get(r.targetTableId), r.targetColumnId, display),
  }));
  const offsets = parallelOffsets(shifts);
  const edges: RelationshipFlowEdge[] = [];
  relationships.forEach((r, i) => {
    const s = centres.get(r.sourceTableId);
    const t = centres.get(r.targetTableId);
    if (s === undefined || t === undefined) return;
    const right = s <= t;
    edges.push({
      id: r.id,
      type: 'relationship',
      source: r.sourceTableId,
      target: r.targetTableId,
      sourceHandle: right ? 'sr' : 'sl',
      targetHandle: right ? 'tl' : 'tr',
      data: {
        offset: offsets.get(r.id) ?? 0,
        sourceShift: shifts[i]?.sourceAt ?? 0,
        targetShift: shifts[i]?.targetAt ?? 0,
        relationship: r,
        lines,
        optional: foreignKeyNullable(r, byId),
      },
      // What a screen reader says when Tab reaches the line (React Flow's default names ids).
      ariaLabel: `Relationship from ${names.get(r.sourceTableId)} to ${names.get(r.targetTableId)}`,
    });
  });
  return edges;
}

/**
 * How far below the middle of a table's side (where its anchors are) the row of one of its
 * columns is, or undefined when the table does not show the column.
 */
function rowShift(
  table: DbEntity | undefined,
  columnId: string,
  display: TableDisplay,
): number | undefined {
  if (!table) return undefined;
  const y = columnRowY(table.attributes, columnId, display);
  return y === undefined ? undefined : y - tableSize(table, display).height / 2;
}

/** Lines as the canvas has always drawn them: curved, an arrow at the referenced table. */
const DEFAULT_LINES: RelationshipLines = { notation: 'arrows', lineStyle: 'curved' };

/**
 * Whether a relationship's foreign-key column may be null, so that a row need not have a parent.
 * The key is on the target for ONE_TO_MANY and ONE_TO_ONE and on the source for MANY_TO_ONE (as
 * the generated DDL places it); a many-to-many link is never optional at either end.
 */
function foreignKeyNullable(r: DbRelationship, tables: ReadonlyMap<string, DbEntity>): boolean {
  if (r.cardinality === 'MANY_TO_MANY') return false;
  const onSource = r.cardinality === 'MANY_TO_ONE';
  const table = tables.get(onSource ? r.sourceTableId : r.targetTableId);
  const columnId = onSource ? r.sourceColumnId : r.targetColumnId;
  return table?.attributes.find((a) => a.id === columnId)?.isNullable ?? false;
}

/**
 * The dashed lines from each view to the tables it reads (not focusable or selectable: a view is
 * read-only). Recomputed with the relationship lines.
 */
export function viewEdges(
  views: readonly DbView[],
  tables: readonly DbEntity[],
): ViewLinkFlowEdge[] {
  const centres = new Map(tables.map((t) => [t.id, t.x + tableSize(t).width / 2]));
  const edges: ViewLinkFlowEdge[] = [];
  for (const v of views) {
    const from = v.x + viewSize(v).width / 2;
    for (const tableId of new Set(v.tableIds ?? [])) {
      const to = centres.get(tableId);
      if (to === undefined) continue;
      const right = from <= to;
      edges.push({
        id: `view:${v.id}:${tableId}`,
        type: 'viewLink',
        source: v.id,
        target: tableId,
        sourceHandle: right ? 'sr' : 'sl',
        targetHandle: right ? 'tl' : 'tr',
        selectable: false,
        focusable: false,
        data: {},
      });
    }
  }
  return edges;
}
