import { useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { AssistantButton } from './AssistantButton';
import { ChatPanel } from './ChatPanel';
import { useChatSession } from './useChatSession';

/**
 * Rel's button with the chat it opens and closes (spec 2 §2, §4). The conversation lasts while
 * the user stays in the project, also when the chat is closed. Mounted by AssistantDock at the
 * button's first press, so it starts open; the project is the route's.
 */
export function AssistantPanel() {
  const projectId = useParams().id ?? '';
  const { state, send } = useChatSession(projectId);
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const handleClose = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      {open && (
        <ChatPanel
          id={panelId}
          state={state}
          onSend={send}
          expanded={expanded}
          onToggleExpanded={() => setExpanded((e) => !e)}
          onClose={handleClose}
        />
      )}
      <AssistantButton
        ref={button}
        open={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? handleClose() : setOpen(true))}
      />
    </>
  );
}
