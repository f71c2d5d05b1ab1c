import type { TableDisplay } from '@relata/core';
import { TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT } from './constants';
import type { Diagram } from './diagramCache';
import { shownColumns, tableSize, viewSize } from './geometry';
import { orderedColumns } from './pkBoundary';
import type { SearchHit } from './search';

/** Where the canvas goes for a hit: the point to centre, and the node to select. */
export interface HitTarget {
  x: number;
  y: number;
  nodeId: string;
  column?: { tableId: string; columnId: string };
  /** The whole box to fit in view (an area) instead of centring at a readable zoom. */
  fit?: { x: number; y: number; width: number; height: number };
}

/** The centre of a hit's table, view or comment (for a column, its row), or undefined if gone. */
export function searchTarget(
  diagram: Diagram,
  hit: SearchHit,
  display: TableDisplay = 'all',
): HitTarget | undefined {
  switch (hit.kind) {
    case 'table':
    case 'column': {
      const table = diagram.tables.find((t) => t.id === hit.tableId);
      if (!table) return undefined;
      const size = tableSize(table, display);
      if (hit.kind === 'table')
        return { x: table.x + size.width / 2, y: table.y + size.height / 2, nodeId: table.id };
      if (!table.attributes.some((a) => a.id === hit.columnId)) return undefined;
      // The row as drawn (keys first); a column the table does not show centres the table.
      const row = shownColumns(orderedColumns(table.attributes), display).findIndex(
        (a) => a.id === hit.columnId,
      );
      return {
        x: table.x + size.width / 2,
        y:
          row < 0
            ? table.y + size.height / 2
            : table.y + TABLE_HEADER_HEIGHT + (row + 0.5) * TABLE_ROW_HEIGHT,
        nodeId: table.id,
        column: { tableId: table.id, columnId: hit.columnId },
      };
    }
    case 'view': {
      const view = diagram.views.find((v) => v.id === hit.viewId);
      if (!view) return undefined;
      const size = viewSize(view);
      return { x: view.x + size.width / 2, y: view.y + size.height / 2, nodeId: view.id };
    }
    case 'area': {
      const area = diagram.areas.find((a) => a.id === hit.areaId);
      if (!area) return undefined;
      const { x, y, width, height } = area;
      return { x: x + width / 2, y: y + height / 2, nodeId: area.id, fit: { x, y, width, height } };
    }
    case 'comment': {
      const comment = diagram.comments.find((c) => c.id === hit.commentId);
      if (!comment) return undefined;
      return {
        x: comment.x + comment.width / 2,
        y: comment.y + comment.height / 2,
        nodeId: comment.id,
      };
    }
  }
}
