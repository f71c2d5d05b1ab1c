import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { VIEW_MAX_ROWS } from '../model/constants';
import type { ViewFlowNode } from '../model/flowElements';
import { Anchors } from './Anchors';
import { BoxName } from './BoxName';
import { CHANGE_WORDS, useViewMark } from './compareMarks';
import { useDetail } from './DetailProvider';
import classes from './diagram.module.css';

/** The rows a view shows: its first column names, the last row saying how many more there are. */
function shownColumns(names: readonly string[]): string[] {
  if (names.length <= VIEW_MAX_ROWS) return [...names];
  const kept = names.slice(0, VIEW_MAX_ROWS - 1);
  return [...kept, `+ ${names.length - kept.length} more`];
}

/**
 * A view on the canvas (issue 16): read-only, a "VIEW" badge and its column names when known;
 * dashed lines join it to the tables it reads. Selecting it shows its SQL in the side panel.
 */
export const ViewNode = memo(function ViewNode({ data, selected }: NodeProps<ViewFlowNode>) {
  const { view } = data;
  const box = useDetail() === 'box';
  const mark = useViewMark(view.id);
  const name = view.schema ? `${view.schema}.${view.name}` : view.name;
  return (
    <div
      className={`${classes.table} ${classes.view} ${box ? classes.tableBox : ''} ${selected ? classes.selected : ''}`}
      data-testid="view-node"
      data-name={view.name}
      data-change={mark}
      aria-label={`View ${name}${mark ? `, ${CHANGE_WORDS[mark].toLowerCase()}` : ''}`}
    >
      <Anchors />
      {box ? (
        <BoxName name={name} />
      ) : (
        <>
          <div className={`${classes.tableTitle} ${classes.viewTitle}`}>
            <span className={classes.viewBadge}>{view.materialized ? 'MAT. VIEW' : 'VIEW'}</span>
            <span className={classes.colName}>{name}</span>
            {mark && <span className={classes.changeTag}>{CHANGE_WORDS[mark]}</span>}
          </div>
          {(view.columnNames?.length ?? 0) === 0 ? (
            <div className={`${classes.row} ${classes.viewRow} ${classes.viewEmpty}`}>
              Columns not known
            </div>
          ) : (
            shownColumns(view.columnNames ?? []).map((c, i) => (
              <div key={i} className={`${classes.row} ${classes.viewRow}`}>
                <span className={classes.colName}>{c}</span>
              </div>
            ))
          )}
        </>
      )}
    </div>
  );
});
