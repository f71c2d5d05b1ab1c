import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBoxMargin,
  IconSquareDashed,
  IconCamera,
  IconDeviceFloppy,
  IconFileImport,
  IconHandStop,
  IconHierarchy2,
  IconKeyboard,
  IconMarquee2,
  IconMap,
  IconMaximize,
  IconMessagePlus,
  IconSearch,
  IconTopologyStar3,
  IconTablePlus,
} from '@tabler/icons-react';
import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Loading } from '../../../ui/Loading';
import { ToolButton as EditorToolButton } from '../../../lib/editor/ToolButton';
import { useDispatcher } from '../actions/dispatch';
import type { DiagramAction } from '../actions/actionTypes';
import { diagramActions } from '../actions/registry';
import { useEditor, type EditorState } from '../store/editorStore';

const ICONS: Record<string, typeof IconMaximize> = {
  fit: IconMaximize,
  export: IconCamera,
  'tool-move': IconHandStop,
  'tool-select': IconMarquee2,
  'add-table': IconTablePlus,
  'add-comment': IconMessagePlus,
  import: IconFileImport,
  'save-version': IconDeviceFloppy,
  undo: IconArrowBackUp,
  redo: IconArrowForwardUp,
  shortcuts: IconKeyboard,
  search: IconSearch,
  minimap: IconMap,
  neighbourhood: IconTopologyStar3,
  arrange: IconHierarchy2,
  'add-area': IconBoxMargin,
  'tool-area': IconSquareDashed,
};

/** Whether a table or view is selected (Add area around selection is enabled then). */
const tableOrViewSelected = (s: EditorState) =>
  s.nodes.some((n) => n.selected && (n.type === 'table' || n.type === 'view'));

/** The id of the only selected item when it is a table. */
function soleSelectedTable(s: EditorState): string | undefined {
  let found: string | undefined;
  for (const n of s.nodes) {
    if (!n.selected) continue;
    if (found !== undefined || n.type !== 'table') return undefined;
    found = n.id;
  }
  return found;
}

function ToolButton({ action, active }: { action: DiagramAction; active?: boolean }) {
  const { dispatch, isEnabled } = useDispatcher();
  useEditor((s) => s.history);
  return (
    <EditorToolButton
      action={action}
      icon={ICONS[action.id] ?? IconMaximize}
      pressed={active}
      disabled={!isEnabled(action)}
      onClick={() => dispatch(action)}
    />
  );
}

/** Props of Toolbar. */
export interface ToolbarProps {
  /** Whether Export is offered (a share link may leave exports out, issue 41); default true. */
  canExport?: boolean;
  /** After the tools: the project's own actions there (Share, for Admins). */
  end?: ReactNode;
}

/**
 * The canvas toolbar (spec 2 §2): fit, export, search, minimap and neighbourhood (issue 21), tools, add table,
 * comment, Arrange (issue 21), import, Save version (issue 19), undo and redo, and the saving
 * spinner.
 */
export function Toolbar({ canExport = true, end }: ToolbarProps) {
  const readOnly = useEditor((s) => s.readOnly);
  const tool = useEditor((s) => s.tool);
  const saving = useEditor((s) => s.saving > 0);
  const minimap = useEditor((s) => s.minimap);
  const hood = useEditor((s) => s.neighbourhood !== undefined);
  // The neighbourhood button is for one selected table: the toolbar draws again when that
  // changes (not at every move of a drag, which changes the nodes too).
  useEditor(soleSelectedTable);
  useEditor(tableOrViewSelected);
  const a = diagramActions;
  return (
    <Paper
      shadow="sm"
      p={4}
      radius="md"
      style={{
        position: 'absolute',
        top: 12,
        left: 12,
        zIndex: 10,
        display: 'flex',
        gap: 4,
        alignItems: 'center',
        // One row that scrolls sideways where the canvas is too narrow for it (narrow screens, or
        // the side panel open), ending before the side panel button at the top right: a second
        // row would cover the top of the diagram.
        flexWrap: 'nowrap',
        overflowX: 'auto',
        scrollbarWidth: 'thin',
        maxWidth: 'calc(100% - 76px)',
      }}
      role="toolbar"
      aria-label="Diagram tools"
    >
      <ToolButton action={a.fit} />
      {canExport && <ToolButton action={a.export} />}
      <ToolButton action={a.search} />
      <ToolButton action={a.minimap} active={minimap} />
      <ToolButton action={a.neighbourhood} active={hood} />
      <ToolButton action={a.shortcuts} />
      {!readOnly && (
        <>
          <ToolButton action={a.moveTool} active={tool === 'move'} />
          <ToolButton action={a.selectTool} active={tool === 'select'} />
          <ToolButton action={a.drawArea} active={tool === 'area'} />
          <ToolButton action={a.addTable} />
          <ToolButton action={a.addComment} />
          <ToolButton action={a.addArea} />
          <ToolButton action={a.arrange} />
          <ToolButton action={a.import} />
          <ToolButton action={a.saveVersion} />
          <ToolButton action={a.undo} />
          <ToolButton action={a.redo} />
        </>
      )}
      {end}
      {saving && <Loading size="sm" label="Saving" data-testid="saving" />}
    </Paper>
  );
}
