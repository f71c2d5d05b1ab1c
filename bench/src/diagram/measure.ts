import type { Page } from 'playwright-core';

/** Frame statistics over a period: frames per second and the 95th percentile frame time. */
export interface FrameStats {
  fps: number;
  p95: number;
}

/** Starts recording animation frames in the page; the returned function stops and summarises. */
export async function recordFrames(page: Page): Promise<() => Promise<FrameStats>> {
  // Page scripts are strings: this package is compiled without the DOM library.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    const tick = (t) => { window.__frames.push(t); if (window.__recording) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  return async () => {
    const frames = await page.evaluate<number[]>('(window.__recording = false, window.__frames)');
    const deltas = frames
      .slice(1)
      .map((t, i) => t - (frames[i] ?? t))
      .sort((a, b) => a - b);
    const span = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
    return {
      fps: span > 0 ? ((frames.length - 1) * 1000) / span : 0,
      p95: deltas[Math.floor(deltas.length * 0.95)] ?? NaN,
    };
  };
}

/** Waits until the page has painted a frame and run a task after it: the page responds. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))');
}

/** Pans the canvas by dragging the empty background for `ms`, recording frames. */
export async function pan(page: Page, ms: number): Promise<FrameStats> {
  const stop = await recordFrames(page);
  const box = await page.getByTestId('diagram-canvas').boundingBox();
  const x = (box?.x ?? 0) + 20;
  const y = (box?.y ?? 0) + (box?.height ?? 400) - 20;
  const t0 = Date.now();
  let i = 0;
  await page.mouse.move(x, y);
  await page.mouse.down();
  while (Date.now() - t0 < ms) {
    i++;
    await page.mouse.move(x + 200 * Math.sin(i / 10), y - 100 + 100 * Math.cos(i / 10));
  }
  await page.mouse.up();
  return stop();
}

/** Zooms with the wheel in and out for `ms`, recording frames. */
export async function zoom(page: Page, ms: number): Promise<FrameStats> {
  const stop = await recordFrames(page);
  const box = await page.getByTestId('diagram-canvas').boundingBox();
  await page.mouse.move(
    (box?.x ?? 0) + (box?.width ?? 800) / 2,
    (box?.y ?? 0) + (box?.height ?? 600) / 2,
  );
  const t0 = Date.now();
  let i = 0;
  while (Date.now() - t0 < ms) {
    i++;
    await page.mouse.wheel(0, Math.floor(i / 15) % 2 === 0 ? 40 : -40);
  }
  return stop();
}

/** The canvas's zoom level: the scale of React Flow's viewport transform. */
export async function zoomLevel(page: Page): Promise<number> {
  return page.evaluate<number>(`(() => {
    const t = document.querySelector('.react-flow__viewport')?.style.transform ?? '';
    const m = /scale\\(([0-9.e-]+)\\)/.exec(t);
    return m ? Number(m[1]) : NaN;
  })()`);
}

/** Turns the wheel outwards over the canvas's middle until the zoom stops falling (the minimum); answers it. */
export async function zoomOutFully(page: Page): Promise<number> {
  const box = await page.getByTestId('diagram-canvas').boundingBox();
  await page.mouse.move(
    (box?.x ?? 0) + (box?.width ?? 800) / 2,
    (box?.y ?? 0) + (box?.height ?? 600) / 2,
  );
  let level = await zoomLevel(page);
  for (let i = 0; i < 100; i++) {
    await page.mouse.wheel(0, 400);
    await settled(page);
    const next = await zoomLevel(page);
    if (!(next < level)) break;
    level = next;
  }
  await settled(page);
  return zoomLevel(page);
}

/**
 * A selector for what shows that the diagram's tables are drawn: a table's element, or the
 * overview's canvas once it has drawn tables (the app draws thousands of zoomed-out tables there).
 */
export const TABLES_DRAWN =
  '[data-testid="table-node"], [data-testid="overview-canvas"]:not([data-tables="0"])[data-tables]';

/**
 * The middle of the top of a table on screen, the first one drawn in view: a table's element, or
 * for the overview a table of the stored diagram (GET /diagram) placed by React Flow's transform.
 */
export async function tableOnScreen(
  page: Page,
  projectId: string,
): Promise<{ x: number; y: number } | undefined> {
  const element = page.locator('[data-testid="table-node"]').first();
  if ((await element.count()) > 0) {
    const box = await element.boundingBox();
    return box ? { x: box.x + box.width / 2, y: box.y + 10 } : undefined;
  }
  const pane = await page.getByTestId('diagram-canvas').boundingBox();
  const t = await page.evaluate<string>(
    `document.querySelector('.react-flow__viewport')?.style.transform ?? ''`,
  );
  const m = /translate\(([-0-9.e]+)px, ([-0-9.e]+)px\) scale\(([0-9.e-]+)\)/.exec(t);
  if (!pane || !m) return undefined;
  const [tx, ty, zoom] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const diagram = (await (await page.request.get(`/api/projects/${projectId}/diagram`)).json()) as {
    tables: { x: number; y: number; width: number }[];
  };
  for (const table of diagram.tables) {
    const x = pane.x + tx + (table.x + Math.max(300, table.width) / 2) * zoom;
    const y = pane.y + ty + (table.y + 10) * zoom;
    if (
      x > pane.x + 40 &&
      x < pane.x + pane.width - 40 &&
      y > pane.y + 40 &&
      y < pane.y + pane.height - 40
    )
      return { x, y };
  }
  return undefined;
}
