import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconCamera,
  IconDeviceFloppy,
  IconFileImport,
  IconHandStop,
  IconKeyboard,
  IconMarquee2,
  IconMaximize,
  IconMessagePlus,
  IconTablePlus,
} from '@tabler/icons-react';
import { Loader, Paper } from '@mantine/core';
import { ToolButton as EditorToolButton } from '../../../lib/editor/ToolButton';
import { useDispatcher } from '../actions/dispatch';
import type { DiagramAction } from '../actions/actionTypes';
import { diagramActions } from '../actions/registry';
import { useEditor } from '../store/editorStore';

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
};

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

/**
 * The canvas toolbar (spec 2 §2): fit, export, tools, add table and comment, import, Save version
 * (issue 19), undo and redo, and the saving spinner.
 */
export function Toolbar() {
  const readOnly = useEditor((s) => s.readOnly);
  const tool = useEditor((s) => s.tool);
  const saving = useEditor((s) => s.saving > 0);
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
        flexWrap: 'wrap',
        // Wraps before it reaches the side panel button at the top right (narrow screens).
        maxWidth: 'calc(100% - 76px)',
      }}
      role="toolbar"
      aria-label="Diagram tools"
    >
      <ToolButton action={a.fit} />
      <ToolButton action={a.export} />
      <ToolButton action={a.shortcuts} />
      {!readOnly && (
        <>
          <ToolButton action={a.moveTool} active={tool === 'move'} />
          <ToolButton action={a.selectTool} active={tool === 'select'} />
          <ToolButton action={a.addTable} />
          <ToolButton action={a.addComment} />
          <ToolButton action={a.import} />
          <ToolButton action={a.saveVersion} />
          <ToolButton action={a.undo} />
          <ToolButton action={a.redo} />
        </>
      )}
      {saving && <Loader size="sm" aria-label="Saving" data-testid="saving" />}
    </Paper>
  );
}
