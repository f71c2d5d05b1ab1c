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
