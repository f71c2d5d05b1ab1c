import { Divider, Paper, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDeviceDesktopPlus,
  IconDeviceMobilePlus,
  IconHandStop,
  IconKeyboard,
  IconMaximize,
  IconPointer,
  IconSelect,
  IconZoomIn,
  IconZoomOut,
  type Icon,
} from '@tabler/icons-react';
import type { WireAction } from '../actions/actionTypes';
import { ToolButton as EditorToolButton } from '../../../lib/editor/ToolButton';
import { useWireDispatcher } from '../actions/dispatch';
import { wireActions as a } from '../actions/registry';
import { useWireEditor } from '../store/editorStore';
import classes from './canvas.module.css';

function ToolButton({
  action,
  icon,
  pressed,
}: {
  action: WireAction;
  icon: Icon;
  pressed?: boolean;
}) {
  const { dispatch, canRun } = useWireDispatcher();
  // Re-render when the history or selection changes, so enabled states stay current.
  useWireEditor((s) => s.history);
  useWireEditor((s) => s.selection);
  useWireEditor((s) => s.clipboard);
  return (
    <EditorToolButton
      action={action}
      icon={icon}
      pressed={pressed}
      disabled={!canRun(action)}
      onClick={() => dispatch(action)}
    />
  );
}

/** Tools (Move, Pointer, Selection), zoom, history and new surfaces, over the canvas. */
export function CanvasToolbar() {
  const tool = useWireEditor((s) => s.tool);
  const zoom = useWireEditor((s) => s.viewport.zoom);
  const readOnly = useWireEditor((s) => s.readOnly);
  return (
    <Paper
      className={classes.toolbar}
      shadow="sm"
      withBorder
      role="toolbar"
      aria-label="Wireframe tools"
    >
      <ToolButton action={a.moveTool} icon={IconHandStop} pressed={tool === 'move'} />
      <ToolButton action={a.pointerTool} icon={IconPointer} pressed={tool === 'pointer'} />
      <ToolButton action={a.selectionTool} icon={IconSelect} pressed={tool === 'selection'} />
      <Divider orientation="vertical" />
      <ToolButton action={a.zoomOut} icon={IconZoomOut} />
      <Text size="xs" w={40} ta="center" data-testid="zoom-level">
        {Math.round(zoom * 100)}%
      </Text>
      <ToolButton action={a.zoomIn} icon={IconZoomIn} />
      <ToolButton action={a.fit} icon={IconMaximize} />
      <ToolButton action={a.shortcuts} icon={IconKeyboard} />
      {!readOnly && (
        <>
          <Divider orientation="vertical" />
          <ToolButton action={a.undo} icon={IconArrowBackUp} />
          <ToolButton action={a.redo} icon={IconArrowForwardUp} />
          <Divider orientation="vertical" />
          <ToolButton action={a.addDesktop} icon={IconDeviceDesktopPlus} />
          <ToolButton action={a.addMobile} icon={IconDeviceMobilePlus} />
        </>
      )}
    </Paper>
  );
}
