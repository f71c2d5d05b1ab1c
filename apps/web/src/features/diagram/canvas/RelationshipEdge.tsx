import { BaseEdge, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { relationshipPath } from '../model/edgePath';
import type { RelationshipFlowEdge } from '../model/flowElements';
import { useDetail } from './DetailProvider';
import { useRelationshipMark } from './compareMarks';

/**
 * A cheap relationship line: one path, no markers or labels. Zoomed out it is straight and has no
 * wide invisible stroke for the pointer, which would be painted and hit-tested by the thousand.
 */
export const RelationshipEdge = memo(function RelationshipEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  data,
  selected,
}: EdgeProps<RelationshipFlowEdge>) {
  const detail = useDetail();
  const mark = useRelationshipMark(id);
  const path = relationshipPath({ sourceX, sourceY, targetX, targetY }, data?.offset ?? 0, detail);
  return (
    <BaseEdge
      id={id}
      path={path}
      {...(detail === 'box' ? { interactionWidth: 0 } : {})}
      style={{
        stroke: selected
          ? 'var(--relata-primary-4)'
          : mark
            ? `var(--relata-change-${mark})`
            : 'var(--relata-gray-5)',
        strokeWidth: selected || mark ? 3 : 1.5,
        ...(mark === 'removed' ? { strokeDasharray: '6 4' } : {}),
      }}
    />
  );
});
