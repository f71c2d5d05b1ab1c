import { validOverrides, type VisualizationOverrides } from '@relata/core';

/** Where one person's own visualization choices for a project are kept in this browser. */
export const overridesKey = (projectId: string) => `relata-visualization:${projectId}`;

const listeners = new Set<() => void>();
/** The parsed choices by key, so that a render reads the same object until they change. */
const cache = new Map<string, { raw: string | null; value: VisualizationOverrides }>();

/**
 * One's own choices for a project, as stored: options that no longer parse (an older build's
 * value, a hand edit) are left out one by one.
 */
export function readOverrides(projectId: string): VisualizationOverrides {
  const key = overridesKey(projectId);
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    // Storage may be unavailable (privacy mode): no own choices.
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value;
  let stored: unknown;
  try {
    stored = raw === null ? undefined : JSON.parse(raw);
  } catch {
    stored = undefined;
  }
  const value = validOverrides(stored);
  cache.set(key, { raw, value });
  return value;
}

/** Keeps one's own choices for a project (an empty set removes the entry) and tells every reader. */
export function writeOverrides(projectId: string, overrides: VisualizationOverrides): void {
  try {
    if (Object.keys(overrides).length === 0) localStorage.removeItem(overridesKey(projectId));
    else localStorage.setItem(overridesKey(projectId), JSON.stringify(overrides));
  } catch {
    // Storage full or unavailable: the choice lasts until the page closes at least.
  }
  for (const listener of listeners) listener();
}

/** Subscribes to changes of own choices, from this tab or (through `storage` events) another. */
export function subscribeOverrides(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
