import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import type { Wire } from '../model/types';
import { useWireEditor, useWireEditorApi } from '../store/editorStore';
import { ResizeHandles } from './ResizeHandles';
import { SurfaceLabel } from './SurfaceLabel';
import { useMoveGesture } from './useMoveGesture';
import { WireBody } from './WireBody';
import classes from './canvas.module.css';

/** Props of WireView. */
export interface WireViewProps {
  wire: Wire;
  /** The components on this surface, back to front. */
  items?: readonly Wire[] | undefined;
}

/** The box styles every component shares (spec 2 §3 properties). */
function boxStyle(w: Wire): CSSProperties {
  const p = w.properties;
  return {
    background: p.backgroundColor,
    borderColor: p.borderColor,
    borderWidth: p.borderWidth,
    borderStyle: p.borderWidth ? p.borderStyle : undefined,
    borderRadius: p.borderRadius,
    color: p.color,
    fontSize: p.fontSize,
    fontWeight: p.fontWeight,
  };
}

/** One component on the canvas, a surface with its components inside; selection, drag and resize. */
export const WireView = memo(function WireView({ wire, items }: WireViewProps) {
  const selected = useWireEditor((s) => s.selection.includes(wire.id));
  const only = useWireEditor((s) => s.selection.length === 1 && s.selection[0] === wire.id);
  const drag = useWireEditor((s) => (s.drag?.ids.includes(wire.id) ? s.drag : undefined));
  const resized = useWireEditor((s) => (s.resize?.id === wire.id ? s.resize.rect : undefined));
  const readOnly = useWireEditor((s) => s.readOnly);
  const store = useWireEditorApi();
  const startMove = useMoveGesture(wire);
  const rect = resized ?? wire;
  const locked = wire.properties.locked === true;
  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    const { selection, set } = store.getState();
    set({
      selection: e.shiftKey ? [...selection, wire.id] : [wire.id],
      announcement: `${wire.name} selected.`,
    });
  };
  const surface = wire.type === 'surface';
  // The button that selects this item is an empty layer over the whole box, named by the item:
  // around the body it would hold the sample texts ("Remember me"), which are not its name, and
  // a surface's button would hold its components' buttons. A surface's layer lies behind its
  // components, in a group; a component's lies over its body.
  const selector = (
    <div
      className={classes.selector}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={`${wire.name}, ${wire.type}${locked ? ', locked' : ''}`}
      onKeyDown={handleKeyDown}
    />
  );
  return (
    <div
      className={surface ? classes.surface : classes.wire}
      data-wire-id={wire.id}
      data-type={wire.type}
      data-testid={surface ? 'wire-surface' : 'wire-component'}
      data-selected={selected}
      data-locked={locked}
      data-name={wire.name}
      {...(surface ? { role: 'group', 'aria-label': wire.name } : {})}
      onPointerDown={startMove}
      style={{
        ...boxStyle(wire),
        left: rect.x,
        top: rect.y,
        width: rect.width,
        height: rect.height,
        transform: drag ? `translate(${drag.dx}px, ${drag.dy}px)` : undefined,
      }}
    >
      {surface && selector}
      <WireBody wire={wire} />
      {!surface && selector}
      {items?.map((c) => (
        <WireView key={c.id} wire={c} />
      ))}
      {wire.type === 'surface' && <SurfaceLabel wire={wire} />}
      {selected && <div className={classes.outline} data-export-ignore="true" />}
      {only && !readOnly && !locked && <ResizeHandles wire={wire} />}
    </div>
  );
});
