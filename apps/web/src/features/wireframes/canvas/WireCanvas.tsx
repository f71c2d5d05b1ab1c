import { Text } from '@mantine/core';
import { Loading } from '../../../ui/Loading';
import { useMemo, type CSSProperties, type RefObject } from 'react';
import type { Wire } from '../model/types';
import { useWireEditor } from '../store/editorStore';
import { CanvasMenu } from './CanvasMenu';
import { CanvasToolbar } from './CanvasToolbar';
import { Overlays } from './Overlays';
import { useCanvasPointer } from './useCanvasPointer';
import { useFitOnLoad } from './useFitOnLoad';
import { useWheelZoom } from './useWheelZoom';
import { useWireKeys } from './useWireKeys';
import { WireView } from './WireView';
import classes from './canvas.module.css';

/** Props of WireCanvas. */
export interface WireCanvasProps {
  components: readonly Wire[];
  loading: boolean;
  ref: RefObject<HTMLDivElement | null>;
}

/** Surfaces hold their components; components without a (known) surface float on the canvas. */
function groupByParent(components: readonly Wire[]) {
  const ids = new Set(components.map((c) => c.id));
  const roots: Wire[] = [];
  const children = new Map<string, Wire[]>();
  for (const c of components) {
    if (c.parent_id && ids.has(c.parent_id))
      children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c]);
    else roots.push(c);
  }
  // Surfaces lie under free components.
  roots.sort((a, b) => Number(b.type === 'surface') - Number(a.type === 'surface'));
  return { roots, children };
}

/** The pan/zoom canvas (spec 2 §2): plain DOM under one CSS transform. */
export function WireCanvas({ components, loading, ref }: WireCanvasProps) {
  const viewport = useWireEditor((s) => s.viewport);
  const tool = useWireEditor((s) => s.tool);
  const readOnly = useWireEditor((s) => s.readOnly);
  const announcement = useWireEditor((s) => s.announcement);
  const { roots, children } = useMemo(() => groupByParent(components), [components]);
  const handlers = useCanvasPointer(components);
  useWheelZoom(ref);
  useWireKeys(ref);
  useFitOnLoad(loading, components.length);
  // --zoom keeps outlines, handles and guides the same size on screen at every zoom.
  const layerStyle: CSSProperties & Record<'--zoom', number> = {
    transform: `translate(${viewport.x}px, ${viewport.y}px) scale(${viewport.zoom})`,
    '--zoom': viewport.zoom,
  };
  const empty = !loading && components.length === 0;
  return (
    <div className={classes.wrap}>
      <div
        ref={ref}
        className={classes.canvas}
        data-testid="wireframe-canvas"
        data-tool={tool}
        role="application"
        aria-label="Wireframe canvas"
        aria-roledescription="canvas"
        tabIndex={0}
        {...handlers}
      >
        <div className={classes.layer} style={layerStyle}>
          {roots.map((c) => (
            <WireView key={c.id} wire={c} items={children.get(c.id)} />
          ))}
          <Overlays />
        </div>
        {loading && <Loading className={classes.centre} label="Loading wireframes" />}
        {empty && (
          <Text className={classes.centre} c="dimmed" ta="center">
            {readOnly
              ? 'No wireframes yet.'
              : 'Right-click the canvas to add a desktop (INS) or mobile (Ctrl+INS) wireframe.'}
          </Text>
        )}
      </div>
      <CanvasToolbar />
      <CanvasMenu />
      <div className={classes.live} aria-live="polite" role="status">
        {announcement}
      </div>
    </div>
  );
}
