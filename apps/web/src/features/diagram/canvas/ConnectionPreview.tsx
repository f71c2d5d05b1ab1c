import { useReactFlow } from '@xyflow/react';
import { useEffect, useState, type RefObject } from 'react';
import { useEditor } from '../store/editorStore';

/** Props of ConnectionPreview. */
export interface ConnectionPreviewProps {
  container: RefObject<HTMLDivElement | null>;
}

/** The line that follows the pointer while a relationship is drawn (spec 2 §4). */
export function ConnectionPreview({ container }: ConnectionPreviewProps) {
  const from = useEditor((s) => s.connectingFrom);
  const flow = useReactFlow();
  const [line, setLine] = useState<
    { x1: number; y1: number; x2: number; y2: number } | undefined
  >();
  useEffect(() => {
    if (!from) return;
    const handleMove = (e: PointerEvent) => {
      const node = flow.getInternalNode(from);
      const box = container.current?.getBoundingClientRect();
      if (!node || !box) return;
      const w = node.measured.width ?? 0;
      const h = node.measured.height ?? 0;
      const centre = flow.flowToScreenPosition({
        x: node.internals.positionAbsolute.x + w / 2,
        y: node.internals.positionAbsolute.y + h / 2,
      });
      setLine({
        x1: centre.x - box.left,
        y1: centre.y - box.top,
        x2: e.clientX - box.left,
        y2: e.clientY - box.top,
      });
    };
    window.addEventListener('pointermove', handleMove);
    return () => window.removeEventListener('pointermove', handleMove);
  }, [from, flow, container]);
  if (!from || !line) return null;
  return (
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
  );
}
