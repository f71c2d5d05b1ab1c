import type { Page } from 'playwright-core';

/** Frames painted while something ran: rate and frame-time percentiles, and the longest main-thread task. */
export interface FrameFigures {
  fps: number;
  p50: number;
  p95: number;
  longestTask: number;
}

/** Starts recording animation frames and long tasks in the page; the returned function stops and sums up. */
export async function recordFrames(page: Page): Promise<() => Promise<FrameFigures>> {
  // A string, since this package is compiled without the DOM library.
  await page.evaluate(`(() => {
    const rec = (window.__boardFrames = { times: [], longest: 0, on: true });
    rec.observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) rec.longest = Math.max(rec.longest, e.duration);
    });
    try { rec.observer.observe({ type: 'longtask' }); } catch {}
    const tick = (t) => { rec.times.push(t); if (rec.on) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  return async () => {
    const { times, longest } = await page.evaluate<{ times: number[]; longest: number }>(
      '(() => { const r = window.__boardFrames; r.on = false; r.observer.disconnect(); return { times: r.times, longest: r.longest }; })()',
    );
    const deltas = times
      .slice(1)
      .map((t, i) => t - (times[i] ?? t))
      .sort((a, b) => a - b);
    const at = (q: number) =>
      deltas[Math.min(deltas.length - 1, Math.floor(deltas.length * q))] ?? NaN;
    const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
    return {
      fps: span > 0 ? ((times.length - 1) * 1000) / span : 0,
      p50: at(0.5),
      p95: at(0.95),
      longestTask: longest,
    };
  };
}
