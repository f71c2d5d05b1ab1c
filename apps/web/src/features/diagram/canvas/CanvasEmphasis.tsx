import { useMemo } from 'react';
import type { Diagram } from '../model/diagramCache';
import { neighbourhood } from '../model/neighbourhood';
import { useEditor } from '../store/editorStore';

const node = (id: string) => `[data-id="${CSS.escape(id)}"]`;

/**
 * What "Show neighbourhood" dims and the column a search found, as one style rule each: the
 * canvas's nodes and lines are not rendered again, whatever the size of the diagram.
 */
export function CanvasEmphasis({ diagram }: { diagram: Diagram | undefined }) {
  const hood = useEditor((s) => s.neighbourhood);
  const found = useEditor((s) => s.foundColumn);
  const css = useMemo(() => {
    const rules: string[] = [];
    if (hood && diagram) {
      const bright = neighbourhood(hood.tableId, diagram.relationships, hood.depth);
      const ids = [...bright].map(node).join(',');
      const lines = diagram.relationships
        .filter((r) => bright.has(r.sourceTableId) && bright.has(r.targetTableId))
        .map((r) => node(r.id))
        .join(',');
      rules.push(
        `.react-flow__node:not(${ids}){opacity:0.15}`,
        `.react-flow__edge${lines ? `:not(${lines})` : ''}{opacity:0.1}`,
      );
    }
    if (found)
      rules.push(
        `.react-flow__node${node(found.tableId)} [data-column-id="${CSS.escape(found.columnId)}"]{` +
          'background:color-mix(in srgb,var(--relata-primary-5) 28%,transparent);' +
          'box-shadow:inset 3px 0 0 var(--relata-primary-5)}',
      );
    return rules.join('\n');
  }, [hood, found, diagram]);
  return css ? <style data-testid="canvas-emphasis">{css}</style> : null;
}
