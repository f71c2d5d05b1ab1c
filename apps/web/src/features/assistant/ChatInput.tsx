import { ActionIcon, Textarea } from '@mantine/core';
import { AI_QUERY_MAX } from '@relata/core';
import { IconSend2 } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import classes from './AssistantPanel.module.css';

/** Props of ChatInput. */
export interface ChatInputProps {
  /** Sends a question; false when it was not sent (then the text stays). */
  onSend: (text: string) => boolean;
  /** An answer is awaited: the text can be written but not sent yet. */
  waiting: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** The assistant's input and send button; Enter sends, Shift+Enter starts a new line, empty is not sent. */
export function ChatInput({ onSend, waiting, inputRef }: ChatInputProps) {
  const [text, setText] = useState('');
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const input = inputRef ?? ownRef;
  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!onSend(text)) return;
    setText('');
    // The send button is disabled now; the focus stays in the panel, ready for the next question.
    input.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSubmit();
    }
  };
  return (
    <form className={classes.inputRow} onSubmit={handleSubmit}>
      <Textarea
        ref={input}
        className={classes.input}
        aria-label="Message"
        placeholder="Type your question..."
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={handleKeyDown}
        maxLength={AI_QUERY_MAX}
        autosize
        minRows={1}
        maxRows={4}
      />
      <ActionIcon
        type="submit"
        size="lg"
        radius="md"
        aria-label="Send message"
        disabled={waiting || text.trim() === ''}
      >
        <IconSend2 size={18} />
      </ActionIcon>
    </form>
  );
}
