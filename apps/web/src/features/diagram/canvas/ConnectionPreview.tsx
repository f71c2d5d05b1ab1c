import { useReactFlow, type InternalNode } from '@xyflow/react';
import { useEffect, useState, type RefObject } from 'react';
import { columnRowY } from '../model/edgePath';
import type { DiagramNode } from '../model/flowElements';
import { useEditor } from '../store/editorStore';
import classes from './diagram.module.css';

/** What the canvas says while Add Relationship waits for the table to link to (issue 36, B11). */
export const CONNECT_HINT = 'Click the table to link to, Esc to cancel';

/** Props of ConnectionPreview. */
export interface ConnectionPreviewProps {
  container: RefObject<HTMLDivElement | null>;
}

/**
 * Where the line being drawn starts, in canvas units: the handle of the column it is dragged from
 * (the right end of its row), else the middle of the table Add Relationship was chosen on.
 */
function startOf(node: InternalNode<DiagramNode>, columnId: string | undefined) {
  const { x, y } = node.internals.positionAbsolute;
  const width = node.measured.width ?? 0;
  const height = node.measured.height ?? 0;
  const data = node.data;
  const row =
    columnId !== undefined && 'table' in data
      ? columnRowY(data.table.attributes, columnId, data.display)
      : undefined;
  return row === undefined ? { x: x + width / 2, y: y + height / 2 } : { x: x + width, y: y + row };
}

/**
 * The line that follows the pointer while a relationship is drawn (spec 2 §4), and, after Add
 * Relationship, the hint that says how to finish it (a drag says it by itself).
 */
export function ConnectionPreview({ container }: ConnectionPreviewProps) {
  const from = useEditor((s) => s.connectingFrom);
  const column = useEditor((s) => s.connectingColumn);
  const flow = useReactFlow<DiagramNode>();
  const [line, setLine] = useState<
    { x1: number; y1: number; x2: number; y2: number } | undefined
  >();
  useEffect(() => {
    if (!from) return;
    const handleMove = (e: PointerEvent) => {
      const node = flow.getInternalNode(from);
      const box = container.current?.getBoundingClientRect();
      if (!node || !box) return;
      const start = flow.flowToScreenPosition(startOf(node, column));
      setLine({
        x1: start.x - box.left,
        y1: start.y - box.top,
        x2: e.clientX - box.left,
        y2: e.clientY - box.top,
      });
    };
    window.addEventListener('pointermove', handleMove);
    return () => {
      window.removeEventListener('pointermove', handleMove);
      setLine(undefined);
    };
  }, [from, column, flow, container]);
  if (!from) return null;
  return (
    <>
      {column === undefined && (
        <div className={classes.connectHint} role="status" data-testid="connect-hint">
          {CONNECT_HINT}
        </div>
      )}
      {line && (
        <svg
          data-testid="connection-preview"
          style={{
            position: 'absolute',
            inset: 0,
            pointerEvents: 'none',
            zIndex: 5,
            width: '100%',
            height: '100%',
          }}
        >
          <line {...line} stroke="var(--relata-primary-4)" strokeWidth={2} strokeDasharray="6 4" />
        </svg>
      )}
    </>
  );
}
