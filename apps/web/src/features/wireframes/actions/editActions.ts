import { DESKTOP_SURFACE, MOBILE_SURFACE } from '@relata/core';
import { surfaceProperties } from '../model/catalog';
import { boundsOf } from '../../../lib/editor/geometry';

import { copyDrafts, nextSurfacePosition, reorder, withChildren } from '../model/placement';
import { fitRect } from '../model/viewport';
import {
  mod,
  targetComponents,
  targetIds,
  type ActionContext,
  type WireAction,
} from './actionTypes';
import { createStep, removeStep, updateStep } from './steps';

const isInsert = (e: KeyboardEvent) => e.key === 'Insert';

async function addSurface(ctx: ActionContext, device: 'desktop' | 'mobile') {
  const size = device === 'desktop' ? DESKTOP_SURFACE : MOBILE_SURFACE;
  const surfaces = ctx.components().filter((c) => c.type === 'surface');
  const at = nextSurfacePosition(surfaces);
  const count = surfaces.filter((s) => s.properties.device === device).length + 1;
  const name = `${device === 'desktop' ? 'Desktop' : 'Mobile'} ${count}`;
  const draft = {
    type: 'surface' as const,
    name,
    parent_id: null,
    ...at,
    ...size,
    properties: surfaceProperties(device),
  };
  const { step, made } = await createStep(ctx.ops, `Add ${name}`, [
    { sourceId: 'new', parentSourceId: undefined, draft },
  ]);
  const all = boundsOf([...surfaces, { ...at, ...size }]);
  ctx.store.getState().set({
    selection: made.map((c) => c.id),
    announcement: `${name} added.`,
    ...(all ? { viewport: fitRect(all, ctx.screen()) } : {}),
  });
  return step;
}

/** Context menu "Add Desktop Wireframe" (INS, 1920 x 1080, spec 2 §2 and §9). */
export const addDesktopAction: WireAction = {
  id: 'addDesktop',
  label: 'Add Desktop Wireframe',
  shortcut: 'INS',
  keyTest: (e) => isInsert(e) && !mod(e),
  enabled: () => true,
  perform: (ctx) => addSurface(ctx, 'desktop'),
};

/** Context menu "Add Mobile Wireframe" (Ctrl+INS, 375 x 667). */
export const addMobileAction: WireAction = {
  id: 'addMobile',
  label: 'Add Mobile Wireframe',
  shortcut: 'Ctrl+INS',
  keyTest: (e) => isInsert(e) && mod(e),
  enabled: () => true,
  perform: (ctx) => addSurface(ctx, 'mobile'),
};

/** Deletes the selection; a surface takes its components (Delete key, spec 2 §4). */
export const deleteAction: WireAction = {
  id: 'delete',
  label: 'Delete',
  shortcut: 'Del',
  needsCanvas: true,
  keyTest: (e) => e.key === 'Delete' || e.key === 'Backspace',
  enabled: (ctx) => targetIds(ctx).length > 0,
  perform: async (ctx) => {
    const items = withChildren(targetIds(ctx), ctx.components());
    const step = await removeStep(ctx.ops, 'Delete', items);
    ctx.store.getState().set({ selection: [], announcement: `${items.length} deleted.` });
    return step;
  },
};

/** Copies the selection (with the components of copied surfaces). */
export const copyAction: WireAction = {
  id: 'copy',
  label: 'Copy',
  shortcut: 'Ctrl+C',
  needsCanvas: true,
  keyTest: (e) => mod(e) && e.key.toLowerCase() === 'c',
  enabled: (ctx) => targetIds(ctx).length > 0,
  perform: (ctx) => {
    const clipboard = withChildren(targetIds(ctx), ctx.components());
    ctx.store.getState().set({ clipboard, announcement: `${clipboard.length} copied.` });
  },
};

/** Pastes the copy offset by 10, a surface to the right by its width plus 10 (spec 2 §9). */
export const pasteAction: WireAction = {
  id: 'paste',
  label: 'Paste',
  shortcut: 'Ctrl+V',
  needsCanvas: true,
  keyTest: (e) => mod(e) && e.key.toLowerCase() === 'v',
  enabled: (ctx) => ctx.store.getState().clipboard.length > 0,
  perform: async (ctx) => {
    const { clipboard } = ctx.store.getState();
    const { step, made } = await createStep(ctx.ops, 'Paste', copyDrafts(clipboard, true));
    const tops = made.filter((c) => !made.some((p) => p.id === c.parent_id));
    // The next paste continues from this copy, so repeated pastes cascade.
    ctx.store.getState().set({
      clipboard: made,
      selection: tops.map((c) => c.id),
      announcement: `${made.length} pasted.`,
    });
    return step;
  },
};

function stackAction(direction: 'forward' | 'backward'): WireAction {
  const forward = direction === 'forward';
  return {
    id: forward ? 'bringForward' : 'sendBackward',
    label: forward ? 'Bring Forward' : 'Send Backward',
    shortcut: forward ? 'Ctrl+]' : 'Ctrl+[',
    keyTest: (e) => mod(e) && e.key === (forward ? ']' : '['),
    enabled: (ctx) => targetIds(ctx).length === 1,
    perform: async (ctx) => {
      const id = targetIds(ctx)[0] ?? '';
      const all = ctx.components();
      const changes = reorder(all, id, direction).map((c) => ({
        id: c.id,
        before: { z: all.find((w) => w.id === c.id)?.z ?? c.z },
        after: { z: c.z },
      }));
      if (changes.length === 0) return;
      return updateStep(ctx.ops, forward ? 'Bring forward' : 'Send backward', changes);
    },
  };
}

/** One step up in the stacking order of its surface. */
export const bringForwardAction = stackAction('forward');
/** One step down in the stacking order of its surface. */
export const sendBackwardAction = stackAction('backward');

function lockAction(locked: boolean): WireAction {
  const surfaces = (ctx: ActionContext) =>
    targetComponents(ctx).filter(
      (c) => c.type === 'surface' && (c.properties.locked === true) !== locked,
    );
  return {
    id: locked ? 'lock' : 'unlock',
    label: locked ? 'Lock Surface' : 'Unlock Surface',
    enabled: (ctx) => surfaces(ctx).length > 0,
    perform: (ctx) =>
      updateStep(
        ctx.ops,
        locked ? 'Lock surface' : 'Unlock surface',
        surfaces(ctx).map((s) => ({
          id: s.id,
          before: { properties: { locked: !locked } },
          after: { properties: { locked } },
        })),
      ),
  };
}

/** Locks a surface: it can no longer be dragged or resized (spec 2 §4). */
export const lockSurfaceAction = lockAction(true);
/** Unlocks a surface. */
export const unlockAction = lockAction(false);

/** Selects every component. */
export const selectAllAction: WireAction = {
  id: 'selectAll',
  label: 'Select All',
  shortcut: 'Ctrl+A',
  needsCanvas: true,
  readOnlySafe: true,
  keyTest: (e) => mod(e) && e.key.toLowerCase() === 'a',
  enabled: (ctx) => ctx.components().length > 0,
  perform: (ctx) => ctx.store.getState().set({ selection: ctx.components().map((c) => c.id) }),
};
