import { ActionIcon, Text } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ASSISTANT_NAME } from '../../ui/mascot/assistantName';
import { RelMascot } from '../../ui/mascot/RelMascot';
import classes from './AssistantPanel.module.css';
import { ChatInput } from './ChatInput';
import { ChatMessageList } from './ChatMessageList';
import type { ChatState } from './model/chat';
import { Hint } from '../../ui/hint/Hint';

/** Props of ChatPanel. */
export interface ChatPanelProps {
  id: string;
  state: ChatState;
  onSend: (text: string) => boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  onClose: () => void;
}

/**
 * The assistant panel (spec 2 §2): a title, expand/collapse and close controls, the
 * conversation, an input and a send button. A non-modal dialog: Escape closes it.
 */
export function ChatPanel({
  id,
  state,
  onSend,
  expanded,
  onToggleExpanded,
  onClose,
}: ChatPanelProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);
  const titleId = `${id}-title`;
  const expandLabel = expanded ? 'Collapse' : 'Expand';
  return (
    <section
      id={id}
      className={classes.panel}
      data-expanded={expanded || undefined}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <header className={classes.header}>
        <RelMascot size={30} still />
        <div className={classes.titleBlock}>
          <Text id={titleId} component="h2" fw={700} size="md" lh={1.2}>
            {ASSISTANT_NAME}
          </Text>
          <Text size="xs" className={classes.muted} lh={1.2}>
            Project assistant
          </Text>
        </div>
        <Hint label={expandLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={expandLabel}
            onClick={onToggleExpanded}
          >
            {expanded ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
          </ActionIcon>
        </Hint>
        <Hint label="Close">
          <ActionIcon variant="subtle" color="gray" aria-label="Close assistant" onClick={onClose}>
            <IconX size={18} />
          </ActionIcon>
        </Hint>
      </header>
      <ChatMessageList state={state} />
      <ChatInput onSend={onSend} waiting={state.pending !== null} inputRef={input} />
    </section>
  );
}
