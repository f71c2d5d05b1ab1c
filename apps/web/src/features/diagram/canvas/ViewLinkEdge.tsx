import { BaseEdge, getStraightPath, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import type { ViewLinkFlowEdge } from '../model/flowElements';

/** A dashed straight line from a view to a table it reads: not selectable, no pointer target. */
export const ViewLinkEdge = memo(function ViewLinkEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
}: EdgeProps<ViewLinkFlowEdge>) {
  const [path] = getStraightPath({ sourceX, sourceY, targetX, targetY });
  return (
    <BaseEdge
      id={id}
      path={path}
      interactionWidth={0}
      style={{ stroke: 'var(--relata-gray-5)', strokeWidth: 1.5, strokeDasharray: '6 4' }}
    />
  );
});
