import type { ItemPosition } from '../api/diagramOps';
import type { DiagramNode } from './flowElements';

/** One arrow key press moves an item this many canvas units; with Shift, NUDGE_BIG_STEP. */
export const NUDGE_STEP = 10;
export const NUDGE_BIG_STEP = 50;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Positions of tables, comments, views and areas, split as PATCH /diagram/positions takes them. */
export interface SplitPositions {
  tables: ItemPosition[];
  comments: ItemPosition[];
  views: ItemPosition[];
  areas: ItemPosition[];
}

/** The list of SplitPositions each node kind goes to. */
const LIST_OF = { table: 'tables', comment: 'comments', view: 'views', area: 'areas' } as const;

/**
 * Where nodes are, split by kind as PATCH /diagram/positions takes them. Not rounded: an item is
 * saved where it is drawn, so a drop at zoom 3 does not jump by up to 1.5 px when the save lands.
 */
export function splitPositions(
  nodes: readonly DiagramNode[],
  at: (n: DiagramNode) => { x: number; y: number },
): SplitPositions {
  const out: SplitPositions = { tables: [], comments: [], views: [], areas: [] };
  for (const n of nodes) {
    const p = at(n);
    out[LIST_OF[n.type]].push({ id: n.id, x: p.x, y: p.y });
  }
  return out;
}

/**
 * What an arrow key moves: the focused item, together with the rest of the selection when the
 * focused item is part of it; without a focused item, the selection.
 */
export function nudgeTargets(
  nodes: readonly DiagramNode[],
  focused: { kind: string; id?: string } | undefined,
): DiagramNode[] {
  const selected = nodes.filter((n) => n.selected);
  const item = focused?.id === undefined ? undefined : nodes.find((n) => n.id === focused.id);
  if (!item) return selected;
  return item.selected ? selected : [item];
}

const split = (nodes: readonly DiagramNode[], dx: number, dy: number) =>
  splitPositions(nodes, (n) => ({ x: n.position.x + dx, y: n.position.y + dy }));

/** Where an arrow key moves the nodes (before and after), or undefined for another key. */
export function nudged(
  nodes: readonly DiagramNode[],
  key: string,
  big: boolean,
): { before: SplitPositions; after: SplitPositions } | undefined {
  const arrow = ARROWS[key];
  if (!arrow || nodes.length === 0) return undefined;
  const step = big ? NUDGE_BIG_STEP : NUDGE_STEP;
  return { before: split(nodes, 0, 0), after: split(nodes, arrow[0] * step, arrow[1] * step) };
}
