import { VIEWPORT_STORAGE_KEY } from './constants';
import { clampZoom, type Viewport } from './geometry';

/** The stored viewport state (spec 2 §3 "Viewport state"). */
interface StoredViewport {
  scale: number;
  translateX: number;
  translateY: number;
}

/** Minimal storage interface (localStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function isStored(value: unknown): value is StoredViewport {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return [v.scale, v.translateX, v.translateY].every(
    (n) => typeof n === 'number' && Number.isFinite(n),
  );
}

/** Reads the viewport saved for a project under 'visualizer-pan' (one entry per project). */
export function loadViewport(storage: KeyValueStorage, projectId: string): Viewport | undefined {
  try {
    const all = JSON.parse(storage.getItem(VIEWPORT_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    const entry = all[projectId];
    return isStored(entry)
      ? { x: entry.translateX, y: entry.translateY, zoom: clampZoom(entry.scale) }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Saves a project's viewport under 'visualizer-pan' as {scale, translateX, translateY}. */
export function saveViewport(
  storage: KeyValueStorage,
  projectId: string,
  viewport: Viewport,
): void {
  let all: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(storage.getItem(VIEWPORT_STORAGE_KEY) ?? '{}') as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      all = parsed as Record<string, unknown>;
  } catch {
    // a broken entry is replaced
  }
  all[projectId] = { scale: viewport.zoom, translateX: viewport.x, translateY: viewport.y };
  storage.setItem(VIEWPORT_STORAGE_KEY, JSON.stringify(all));
}
