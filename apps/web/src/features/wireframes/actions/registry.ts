import type { WireAction } from './actionTypes';
import {
  addDesktopAction,
  addMobileAction,
  bringForwardAction,
  copyAction,
  deleteAction,
  lockSurfaceAction,
  pasteAction,
  selectAllAction,
  sendBackwardAction,
  unlockAction,
} from './editActions';
import { nudgeAction } from './nudgeActions';
import {
  escapeAction,
  exportPngAction,
  fitAction,
  moveToolAction,
  pointerToolAction,
  redoAction,
  selectionToolAction,
  shortcutsSheetAction,
  undoAction,
  zoomInAction,
  zoomOutAction,
} from './viewActions';

/** Every action of the wireframe editor, by id. */
export const wireActions = {
  addDesktop: addDesktopAction,
  addMobile: addMobileAction,
  delete: deleteAction,
  copy: copyAction,
  paste: pasteAction,
  bringForward: bringForwardAction,
  sendBackward: sendBackwardAction,
  lock: lockSurfaceAction,
  unlock: unlockAction,
  selectAll: selectAllAction,
  nudge: nudgeAction,
  undo: undoAction,
  redo: redoAction,
  moveTool: moveToolAction,
  pointerTool: pointerToolAction,
  selectionTool: selectionToolAction,
  zoomIn: zoomInAction,
  zoomOut: zoomOutAction,
  fit: fitAction,
  escape: escapeAction,
  exportPng: exportPngAction,
  shortcuts: shortcutsSheetAction,
} satisfies Record<string, WireAction>;
