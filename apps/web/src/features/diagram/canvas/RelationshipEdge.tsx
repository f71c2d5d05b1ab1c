import {
  arrowEnds,
  arrowMark,
  crowsFootMark,
  MULTIPLICITY,
  multiplicityPlace,
  relationshipEnds,
  type Cardinality,
  type LineEnd,
} from '@relata/core';
import { BaseEdge, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { lineEnds, relationshipPath } from '../model/edgePath';
import type { RelationshipFlowEdge, RelationshipLines } from '../model/flowElements';
import { useDetail } from './DetailProvider';
import { useRelationshipMark } from './compareMarks';
import classes from './diagram.module.css';

const DEFAULT_LINES: RelationshipLines = { notation: 'arrows', lineStyle: 'curved' };

/**
 * A relationship line in the chosen line style, with its ends marked in the chosen notation
 * (issue 21, item 1): an arrowhead at the referenced table, crow's feet, or UML multiplicities;
 * each end at the row of the column it links, in every notation.
 * Zoomed out it is a straight line without marks and without the wide invisible stroke for the
 * pointer, which would be painted and hit-tested by the thousand.
 */
export const RelationshipEdge = memo(function RelationshipEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  data,
  selected,
}: EdgeProps<RelationshipFlowEdge>) {
  const detail = useDetail();
  const mark = useRelationshipMark(id);
  const { notation, lineStyle } = data?.lines ?? DEFAULT_LINES;
  // With the tables' rows drawn, each end meets its column's row (issue 36, item B9); boxes have
  // no rows, and their lines meet the middle of the sides.
  const rows = detail === 'full';
  const ends = {
    sourceX,
    sourceY: sourceY + (rows ? (data?.sourceShift ?? 0) : 0),
    targetX,
    targetY: targetY + (rows ? (data?.targetShift ?? 0) : 0),
    sourcePosition,
    targetPosition,
  };
  const offset = data?.offset ?? 0;
  const path = relationshipPath(ends, offset, detail, lineStyle);
  const colour = selected
    ? 'var(--relata-primary-4)'
    : mark
      ? `var(--relata-change-${mark})`
      : 'var(--relata-gray-5)';
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        {...(detail === 'box' ? { interactionWidth: 0 } : {})}
        style={{
          stroke: colour,
          strokeWidth: selected || mark ? 3 : 1.5,
          ...(mark === 'removed' ? { strokeDasharray: '6 4' } : {}),
        }}
      />
      {detail === 'full' && data && (
        <EndMarks
          notation={notation}
          colour={colour}
          cardinality={data.relationship.cardinality}
          optional={data.optional}
          ends={lineEnds(ends, offset, detail, lineStyle)}
        />
      )}
    </>
  );
});

/** The marks of both ends of a line in one notation. */
function EndMarks({
  notation,
  colour,
  cardinality,
  optional,
  ends,
}: {
  notation: RelationshipLines['notation'];
  colour: string;
  cardinality: Cardinality;
  optional: boolean;
  ends: { source: LineEnd; target: LineEnd };
}) {
  if (notation === 'arrows') {
    const which = arrowEnds(cardinality);
    const d = [which.source && arrowMark(ends.source), which.target && arrowMark(ends.target)]
      .filter(Boolean)
      .join(' ');
    return <path d={d} fill={colour} stroke="none" data-notation="arrows" />;
  }
  const kinds = relationshipEnds(cardinality, optional);
  if (notation === 'uml') {
    return (
      <g className={classes.multiplicity} data-notation="uml">
        {(['source', 'target'] as const).map((side) => {
          const place = multiplicityPlace(ends[side]);
          return (
            <text key={side} x={place.x} y={place.y} textAnchor={place.anchor}>
              {MULTIPLICITY[kinds[side]]}
            </text>
          );
        })}
      </g>
    );
  }
  const source = crowsFootMark(ends.source, kinds.source);
  const target = crowsFootMark(ends.target, kinds.target);
  const rings = [source.ring, target.ring].filter(Boolean).join(' ');
  return (
    <g data-notation="crowsFoot" stroke={colour} strokeWidth={1.5}>
      <path d={`${source.strokes} ${target.strokes}`} fill="none" />
      {rings && <path d={rings} fill="var(--relata-bg)" />}
    </g>
  );
}
