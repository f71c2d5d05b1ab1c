import type { QueryClient } from '@tanstack/react-query';
import { applyWireChange, patchWires, toWires } from '../model/componentCache';
import type { CopyDraft } from '../model/placement';
import type { Wire } from '../model/types';
import { wireframesApi, wireframesKey, type WirePatch } from './wireframesApi';

/** The editor's writes: optimistic in the query cache, then the server's answer; failures restore. */
export function wireOps(projectId: string, queryClient: QueryClient) {
  const api = wireframesApi(projectId);
  const key = wireframesKey(projectId);
  const read = () => queryClient.getQueryData<Wire[]>(key) ?? [];
  const write = (list: Wire[]) => queryClient.setQueryData<Wire[]>(key, list);
  const upsert = (items: Wire[]) =>
    write(items.reduce((list, item) => applyWireChange(list, { kind: 'upsert', item }), read()));
  const guarded = async <T>(optimistic: Wire[], call: () => Promise<T>): Promise<T> => {
    const before = read();
    write(optimistic);
    try {
      return await call();
    } catch (error) {
      write(before);
      throw error;
    }
  };
  // Undo re-creates deleted components under new ids; older steps find them through this map.
  const aliases = new Map<string, string>();
  const resolve = (id: string): string => {
    const next = aliases.get(id);
    return next === undefined ? id : resolve(next);
  };
  return {
    read,
    resolve,
    alias: (from: string, to: string) => void aliases.set(from, to),
    /** Creates drafts; components on a re-created surface wait for its new id. Answers old id -> new. */
    async create(drafts: readonly CopyDraft[]): Promise<Map<string, Wire>> {
      const made = new Map<string, Wire>();
      const first = drafts.filter((d) => !d.parentSourceId);
      const second = drafts.filter((d) => d.parentSourceId);
      for (const batch of [first, second]) {
        if (batch.length === 0) continue;
        const body = batch.map((d) => ({
          ...d.draft,
          parent_id: d.parentSourceId
            ? (made.get(d.parentSourceId)?.id ?? null)
            : d.draft.parent_id,
        }));
        const created = toWires(await api.create(body));
        upsert(created);
        batch.forEach((d, i) => {
          const c = created[i];
          if (c) made.set(d.sourceId, c);
        });
      }
      return made;
    },
    async update(id: string, patch: WirePatch): Promise<void> {
      const local: Partial<Wire> = { ...patch, properties: patch.properties ?? {} };
      const saved = await guarded(patchWires(read(), new Map([[id, local]])), () =>
        api.update(id, patch),
      );
      upsert(toWires([saved]));
    },
    async move(moves: { id: string; x: number; y: number }[]): Promise<void> {
      const patches = new Map(moves.map((m) => [m.id, { x: m.x, y: m.y }]));
      await guarded(patchWires(read(), patches), () => api.move(moves));
    },
    async remove(ids: readonly string[]): Promise<void> {
      const gone = new Set(ids);
      const rest = read().filter((c) => !gone.has(c.id) && !(c.parent_id && gone.has(c.parent_id)));
      // A surface takes its children; deleting them as well would answer 404.
      const roots = ids.filter((id) => {
        const c = read().find((w) => w.id === id);
        return !(c?.parent_id && gone.has(c.parent_id));
      });
      await guarded(rest, () => Promise.all(roots.map((id) => api.remove(id))));
    },
  };
}

/** The writes of one project's wireframes. */
export type WireOps = ReturnType<typeof wireOps>;
