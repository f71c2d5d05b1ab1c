import type { WireOps } from '../api/wireOps';
import type { WirePatch } from '../api/wireframesApi';
import type { Step } from '../../../lib/editor/history';
import { copyDrafts, type CopyDraft } from '../model/placement';
import type { Wire } from '../model/types';

/**
 * Creates drafts and answers the undo step: undo deletes what was made, redo makes it again.
 * Ids of re-created components are aliased, so older steps still find them.
 */
export async function createStep(
  ops: WireOps,
  label: string,
  drafts: readonly CopyDraft[],
): Promise<{ step: Step; made: Wire[] }> {
  let made = await ops.create(drafts);
  const step: Step = {
    label,
    undo: () => ops.remove([...made.values()].map((c) => ops.resolve(c.id))),
    redo: async () => {
      const again = await ops.create(drafts);
      for (const [source, c] of again) {
        const old = made.get(source);
        if (old) ops.alias(old.id, c.id);
      }
      made = again;
    },
  };
  return { step, made: [...made.values()] };
}

/** Deletes components (with the children of surfaces) and answers the step that brings them back. */
export async function removeStep(
  ops: WireOps,
  label: string,
  items: readonly Wire[],
): Promise<Step> {
  const ids = items.map((c) => c.id);
  await ops.remove(ids);
  const drafts = copyDrafts(items, false);
  return {
    label,
    undo: async () => {
      const made = await ops.create(drafts);
      for (const [source, c] of made) ops.alias(source, c.id);
    },
    redo: () => ops.remove(ids.map((id) => ops.resolve(id))),
  };
}

/** Applies patches to several components and answers the step that restores the old values. */
export async function updateStep(
  ops: WireOps,
  label: string,
  changes: readonly { id: string; before: WirePatch; after: WirePatch }[],
): Promise<Step> {
  const apply = (which: 'before' | 'after') =>
    Promise.all(changes.map((c) => ops.update(ops.resolve(c.id), c[which]))).then(() => undefined);
  await apply('after');
  return { label, undo: () => apply('before'), redo: () => apply('after') };
}

/** Moves a selection in one call and answers the step that moves it back. */
export async function moveStep(
  ops: WireOps,
  label: string,
  moves: readonly { id: string; from: { x: number; y: number }; to: { x: number; y: number } }[],
): Promise<Step> {
  const apply = (which: 'from' | 'to') =>
    ops.move(moves.map((m) => ({ id: ops.resolve(m.id), ...m[which] })));
  await apply('to');
  return { label, undo: () => apply('from'), redo: () => apply('to') };
}
