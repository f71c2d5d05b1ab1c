import { Text } from '@mantine/core';
import { ASSISTANT_EMPTY_STATE } from '@relata/core';
import { useEffect, useRef } from 'react';
import { RelMascot } from '../../ui/mascot/RelMascot';
import classes from './AssistantPanel.module.css';
import { ChatBubble } from './ChatBubble';
import { hasAsked, type ChatState } from './model/chat';
import { TypingIndicator } from './TypingIndicator';

/** Props of ChatMessageList. */
export interface ChatMessageListProps {
  state: ChatState;
}

/**
 * The conversation, newest at the bottom and kept in view: the greeting first, the empty state
 * 'Ask me anything!' until the user asks, then the messages and the typing indicator.
 */
export function ChatMessageList({ state }: ChatMessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  const count = state.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count, state.typing]);
  return (
    <div className={classes.messages} role="log" aria-live="polite" aria-label="Conversation">
      {state.messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
      {!hasAsked(state) && (
        <div className={classes.emptyState}>
          <RelMascot size={72} />
          <Text fw={600}>{ASSISTANT_EMPTY_STATE}</Text>
          <Text size="xs" className={classes.muted}>
            Tables, relationships, tasks, your team, or how Relata works.
          </Text>
        </div>
      )}
      {state.typing && <TypingIndicator />}
      <div ref={end} />
    </div>
  );
}
