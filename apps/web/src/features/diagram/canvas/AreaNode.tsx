import type { DbArea, UpdateAreaBodyInput } from '@relata/core';
import { MIN_AREA_SIZE } from '@relata/core';
import { NodeResizer, NodeToolbar, Position, type NodeProps } from '@xyflow/react';
import { memo, type CSSProperties } from 'react';
import { showApiError } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import { saveFields } from '../actions/steps';
import type { AreaFlowNode } from '../model/flowElements';
import { areaColour } from '../model/palette';
import { useEditor } from '../store/editorStore';
import { EditableText } from './EditableText';
import { PaletteSwatches } from './PaletteSwatches';
import classes from './diagram.module.css';

/** Above a selected table (React Flow lifts those to 1000). */
const TOOLBAR_ABOVE_ALL: CSSProperties = { zIndex: 2000 };

/** The colour an area is drawn in: a palette colour's theme shade, its own, or the theme's. */
const areaStyle = (area: DbArea) => ({ '--area-colour': areaColour(area.color) }) as CSSProperties;

/**
 * A subject area (issue 21, item 2): a rounded rectangle with a translucent fill of its colour,
 * behind the tables, named in its top-left corner. Only the name and the border take the pointer,
 * so a press inside it pans or draws a selection rectangle as on the empty canvas. Editors rename
 * it (double click on the name), recolour it (the swatches shown while it is selected), resize it
 * and drag it with what lies inside.
 */
export const AreaNode = memo(function AreaNode({ data, selected }: NodeProps<AreaFlowNode>) {
  const { area } = data;
  const readOnly = useEditor((s) => s.readOnly);
  const { context, record } = useDispatcher();
  const edit = (label: string, after: UpdateAreaBodyInput) =>
    void record(() =>
      saveFields(
        label,
        area as UpdateAreaBodyInput,
        after,
        (f) => context().ops.updateArea(area.id, f),
        // A colour the area did not have is the theme's again on undo.
        () => null,
      ),
    ).catch(showApiError);
  return (
    <div className={classes.area} style={areaStyle(area)} data-testid="area-node">
      <svg className={classes.areaEdge} aria-hidden="true">
        {/* fill="none" on the element, not only in the CSS: the screenshot (html-to-image) copies
            no style into an SVG's children, and a rectangle with its default fill is black. */}
        <rect x="0" y="0" width="100%" height="100%" rx="12" fill="none" />
      </svg>
      {!readOnly && (
        <NodeResizer
          isVisible={selected}
          minWidth={MIN_AREA_SIZE}
          minHeight={MIN_AREA_SIZE}
          onResizeEnd={(_e, p) =>
            edit('Resize Area', { x: p.x, y: p.y, width: p.width, height: p.height })
          }
        />
      )}
      <div className={classes.areaLabel}>
        <EditableText
          label="Area name"
          value={area.name}
          placeholder="Area"
          readOnly={readOnly}
          onSave={(name) => name && edit('Rename Area', { name })}
          className={classes.areaName}
        />
      </div>
      {!readOnly && (
        // Above every node (React Flow would put it just above the area, under the tables and the
        // pane), so tables covering the area's corner do not hide it.
        <NodeToolbar
          isVisible={selected}
          position={Position.Top}
          align="start"
          offset={6}
          style={TOOLBAR_ABOVE_ALL}
        >
          <PaletteSwatches
            label="Area colour"
            themeLabel="Theme colour"
            value={area.color}
            onPick={(color) => edit('Edit Area Colour', { color })}
            className={`nodrag ${classes.areaSwatches}`}
          />
        </NodeToolbar>
      )}
    </div>
  );
});
