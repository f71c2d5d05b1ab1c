import { UnstyledButton } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { onDemandComponent } from '../../lib/onDemand';
import { ASSISTANT_NAME } from '../../ui/mascot/assistantName';
import { RelMascot } from '../../ui/mascot/RelMascot';
import classes from './AssistantPanel.module.css';
import { useChatSession } from './useChatSession';
import { Hint } from '../../ui/hint/Hint';

// The chat (its messages, links to the documentation and input) loads when the button is first
// pointed at, focused or pressed: a project page starts without it.
const ChatPanel = onDemandComponent(async () => (await import('./ChatPanel')).ChatPanel);

/**
 * The project assistant (spec 2 §2, §4): a floating button at the bottom right, shown from
 * 700 px wide, that opens the chat with Rel. The conversation lasts while the user stays in the
 * project, also when the panel is closed. Mounted by the project shell; the project is the route's.
 */
export function AssistantPanel() {
  const projectId = useParams().id ?? '';
  const { state, send } = useChatSession(projectId);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const handleClose = () => {
    setOpen(false);
    button.current?.focus();
  };
  const label = open
    ? `Close ${ASSISTANT_NAME}, the assistant`
    : `Ask ${ASSISTANT_NAME}, the assistant`;
  return (
    <div className={classes.dock} data-testid="assistant-dock">
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
      <Hint label={`Ask ${ASSISTANT_NAME}`} side="left" disabled={open}>
        <UnstyledButton
          ref={button}
          className={classes.fab}
          aria-label={label}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPointerEnter={() => void ChatPanel.preload()}
          onFocus={() => void ChatPanel.preload()}
          onClick={() => (open ? handleClose() : setOpen(true))}
        >
          <RelMascot size={40} still />
        </UnstyledButton>
      </Hint>
    </div>
  );
}
