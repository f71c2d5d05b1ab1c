import type { DiagramAction } from './actionTypes';
import { addAreaAction, drawAreaToolAction } from './areaActions';
import { arrangeAction } from './arrangeAction';
import { minimapAction, neighbourhoodAction, searchAction } from './findActions';
import { nudgeAction } from './nudgeAction';
import {
  addCommentAction,
  addRelationshipAction,
  addTableAction,
  deleteAction,
} from './createActions';
import {
  contextMenuKeyAction,
  escapeAction,
  exportAction,
  fitAction,
  importAction,
  moveToolAction,
  redoAction,
  saveVersionAction,
  selectToolAction,
  shortcutsSheetAction,
  undoAction,
} from './viewActions';

/** Every action of the diagram editor, by id. */
export const diagramActions = {
  addTable: addTableAction,
  addComment: addCommentAction,
  delete: deleteAction,
  addRelationship: addRelationshipAction,
  fit: fitAction,
  escape: escapeAction,
  undo: undoAction,
  redo: redoAction,
  moveTool: moveToolAction,
  selectTool: selectToolAction,
  export: exportAction,
  import: importAction,
  saveVersion: saveVersionAction,
  nudge: nudgeAction,
  shortcuts: shortcutsSheetAction,
  menu: contextMenuKeyAction,
  search: searchAction,
  minimap: minimapAction,
  neighbourhood: neighbourhoodAction,
  arrange: arrangeAction,
  addArea: addAreaAction,
  drawArea: drawAreaToolAction,
} satisfies Record<string, DiagramAction>;
