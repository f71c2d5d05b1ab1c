import { boxAround, boxInside, type Box } from '@relata/core';
import type { DiagramNode } from './flowElements';

/** An item carried by a dragged area: which area, and where it lies from the area's corner. */
export interface CarriedItem {
  areaId: string;
  dx: number;
  dy: number;
}

/** A node's box on the canvas, from its given or measured size. */
export function nodeBox(n: DiagramNode): Box {
  return {
    x: n.position.x,
    y: n.position.y,
    width: n.width ?? n.measured?.width ?? 0,
    height: n.height ?? n.measured?.height ?? 0,
  };
}

/**
 * What the dragged areas carry (issue 21, item 2): every other node whose box lies entirely
 * inside one of them when the drag starts, by id, with its offset from that area. Items dragged
 * themselves (selected with the area) move with the drag already and are left out.
 */
export function carriedBy(
  dragged: readonly DiagramNode[],
  all: readonly DiagramNode[],
): Map<string, CarriedItem> {
  const carried = new Map<string, CarriedItem>();
  const areas = dragged.filter((n) => n.type === 'area');
  if (areas.length === 0) return carried;
  const moving = new Set(dragged.map((n) => n.id));
  for (const area of areas) {
    const box = nodeBox(area);
    for (const n of all) {
      if (moving.has(n.id) || carried.has(n.id)) continue;
      const b = nodeBox(n);
      if (b.width > 0 && boxInside(b, box))
        carried.set(n.id, { areaId: area.id, dx: b.x - box.x, dy: b.y - box.y });
    }
  }
  return carried;
}

/** The rectangle of a new area around nodes (padding and room for its name), if any. */
export function areaAround(nodes: readonly DiagramNode[]): Box | undefined {
  return boxAround(nodes.map(nodeBox));
}

/** The first "Area N" no area of the diagram is named yet. */
export function nextAreaName(names: readonly string[]): string {
  const taken = new Set(names);
  let n = names.length + 1;
  while (taken.has(`Area ${n}`)) n += 1;
  return `Area ${n}`;
}
