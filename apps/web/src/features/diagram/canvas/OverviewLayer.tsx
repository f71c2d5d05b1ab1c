import { useStoreApi } from '@xyflow/react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { DiagramEdge, DiagramNode } from '../model/flowElements';
import {
  beginFrame,
  drawLines,
  drawTables,
  readColours,
  type OverviewColours,
} from './overviewDraw';
import classes from './diagram.module.css';

/** Props of OverviewLayer: what model/overview's split gives it to draw. */
export interface OverviewLayerProps {
  tables: readonly DiagramNode[];
  lines: readonly DiagramEdge[];
  links: readonly DiagramEdge[];
  /** The nodes of the diagram where lines find their ends, but for those of `held`. */
  nodes: readonly DiagramNode[];
  /** React Flow's nodes, the held ones among them: where they are now. */
  held: readonly DiagramNode[];
  /** "Show neighbourhood"'s bright part, when it is on. */
  bright: ReadonlySet<string> | undefined;
}

/**
 * The overview's drawing (model/overview): the tables React Flow is not given, and their lines, on
 * two canvases the size of the pane under React Flow's layer. The still one holds the tables and
 * the lines between them and is drawn again when they change or the view moves; the other holds
 * the lines that end at a held table, and follows a drag at every move without the still one
 * being drawn again. A change of the view draws them at the next frame, at most once a frame; a
 * change of what they show draws them before the browser paints the render that changed it.
 */
export function OverviewLayer({ tables, lines, links, nodes, held, bright }: OverviewLayerProps) {
  const flow = useStoreApi();
  const still = useRef<HTMLCanvasElement>(null);
  const moving = useRef<HTMLCanvasElement>(null);
  // The whole map is made again only when the drawn items change, not at every move of a drag.
  const all = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);
  const byId = useMemo(() => {
    const moved = new Map(held.map((n) => [n.id, n]));
    return { get: (id: string) => moved.get(id) ?? all.get(id) };
  }, [all, held]);
  const latest = useRef({ tables, lines, links, byId, bright });
  // Before the effects below ask for a frame: the frame draws what was rendered last.
  useLayoutEffect(() => {
    latest.current = { tables, lines, links, byId, bright };
  });
  const painter = useRef<((which: 'still' | 'moving') => void) | undefined>(undefined);

  useLayoutEffect(() => {
    let frame = 0;
    let dirtyStill = true;
    let dirtyMoving = true;
    let colours: OverviewColours | undefined;
    const names = new Map<string, string[]>();
    const size = (canvas: HTMLCanvasElement, width: number, height: number, ratio: number) => {
      const w = Math.round(width * ratio);
      const h = Math.round(height * ratio);
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w;
        canvas.height = h;
        return true;
      }
      return false;
    };
    const draw = () => {
      frame = 0;
      const a = still.current;
      const b = moving.current;
      const stillCtx = a?.getContext('2d');
      const movingCtx = b?.getContext('2d');
      if (!a || !b || !stillCtx || !movingCtx) return;
      const { transform, width, height } = flow.getState();
      const [x, y, zoom] = transform;
      const ratio = window.devicePixelRatio || 1;
      // A canvas resized is cleared: both are drawn again.
      if (size(a, width, height, ratio)) dirtyStill = true;
      if (size(b, width, height, ratio)) dirtyMoving = true;
      colours ??= readColours(a.parentElement ?? document.body);
      const view = { x, y, zoom, width, height };
      const { tables, lines, links, byId, bright } = latest.current;
      const nodeOf = (id: string) => byId.get(id);
      if (dirtyStill) {
        const area = beginFrame(stillCtx, view, ratio);
        drawLines(stillCtx, lines, nodeOf, area, zoom, colours, bright);
        const drawn = drawTables(stillCtx, tables, area, zoom, colours, names, bright);
        a.dataset.tables = String(drawn.tables);
        a.dataset.names = String(drawn.names);
      }
      if (dirtyMoving) {
        const area = beginFrame(movingCtx, view, ratio);
        drawLines(movingCtx, links, nodeOf, area, zoom, colours, bright);
      }
      dirtyStill = false;
      dirtyMoving = false;
    };
    const schedule = (which: 'still' | 'moving' | 'both') => {
      if (which !== 'moving') dirtyStill = true;
      if (which !== 'still') dirtyMoving = true;
      frame ||= requestAnimationFrame(draw);
    };
    // What was rendered is drawn before the browser paints it: a table selected leaves the canvas
    // in the same frame as its element appears, and a drag's lines keep up with its table.
    painter.current = (which) => {
      if (which === 'still') dirtyStill = true;
      else dirtyMoving = true;
      cancelAnimationFrame(frame);
      draw();
    };
    const unsubscribe = flow.subscribe((s, before) => {
      if (
        s.transform !== before.transform ||
        s.width !== before.width ||
        s.height !== before.height
      )
        schedule('both');
    });
    // A theme change changes the colours: they are read again for the next frame.
    const theme = new MutationObserver(() => {
      colours = undefined;
      schedule('both');
    });
    theme.observe(document.documentElement, { attributes: true });
    schedule('both');
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      theme.disconnect();
      painter.current = undefined;
    };
  }, [flow]);

  useLayoutEffect(() => painter.current?.('still'), [tables, lines, bright]);
  useLayoutEffect(() => painter.current?.('moving'), [links, byId]);

  return (
    <>
      <canvas ref={moving} className={classes.overview} aria-hidden="true" />
      <canvas
        ref={still}
        className={classes.overview}
        data-testid="overview-canvas"
        role="img"
        aria-label={`Overview of ${tables.length} tables. Zoom in to edit them.`}
      />
    </>
  );
}
