import { Anchor } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { onDemandComponent } from '../../lib/onDemand';
import classes from './AssistantPanel.module.css';
import type { ChatMessage } from './model/chat';
import { linkLabel } from './model/messageLinks';

// The Markdown renderer loads with the first answer, not with every project page.
const MarkdownMessage = onDemandComponent(
  async () => (await import('./MarkdownMessage')).MarkdownMessage,
  ({ text }) => text,
);

/** Props of ChatBubble. */
export interface ChatBubbleProps {
  message: ChatMessage;
}

/** One message of the conversation: the user's on the right, the assistant's (or an error) on the left. */
export function ChatBubble({ message }: ChatBubbleProps) {
  const { author, kind, text, url } = message;
  return (
    <div className={classes.bubble} data-author={author} data-kind={kind}>
      <div className={classes.bubbleText}>
        {author === 'assistant' && kind === 'text' ? <MarkdownMessage text={text} /> : text}
      </div>
      {url && (
        <Anchor component={Link} to={url} className={classes.bubbleLink} c="var(--relata-link)">
          {linkLabel(url)}
          <IconArrowRight size={14} aria-hidden />
        </Anchor>
      )}
    </div>
  );
}
