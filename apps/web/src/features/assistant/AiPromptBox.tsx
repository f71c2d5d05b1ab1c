import { ActionIcon, Loader, Textarea, VisuallyHidden } from '@mantine/core';
import { AI_GENERATING_MESSAGE, AI_PROMPT_PLACEHOLDER, AI_QUERY_MAX } from '@relata/core';
import { IconSend2 } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import classes from './AiPromptBox.module.css';
import { checkPrompt, showPromptCounter } from './model/prompt';
import { useGenerateTables } from './useGenerateTables';

/** Props of AiPromptBox. */
export interface AiPromptBoxProps {
  /** The current project; without one the box answers 'No project selected.' */
  projectId: string | null;
  /** Hidden while the editor is read-only (Viewers, spec 2 §6); the editor knows. */
  readOnly: boolean;
}

/**
 * The AI prompt box at the bottom centre of the Visualizer (spec 2 §2): describe a database and
 * the tables are generated into the diagram. Hidden in read-only mode (Viewers, spec 2 §6).
 */
export function AiPromptBox({ projectId, readOnly }: AiPromptBoxProps) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const generate = useGenerateTables(projectId ?? '');
  const busy = generate.isPending;
  if (readOnly) return null;

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const check = checkPrompt(text, projectId);
    if (!check.ok) {
      setNotice(check.reason === 'blank' ? null : check.message);
      return;
    }
    setNotice(null);
    // The text stays in state while the box shows the waiting message: a failure gives it back.
    generate.mutate(check.query, {
      onSuccess: () => setText(''),
      // The box was disabled while waiting, which took the focus away: give it back.
      onSettled: () => requestAnimationFrame(() => input.current?.focus()),
    });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSubmit();
    }
  };
  const blank = text.trim() === '';
  return (
    // data-canvas-room: the canvas's fit keeps the diagram above the box (useEditorCore).
    <div className={classes.dock} data-canvas-room="">
      <form className={classes.box} onSubmit={handleSubmit} aria-label="Generate tables with AI">
        <div className={classes.field}>
          <Textarea
            ref={input}
            className={classes.input}
            aria-label="Describe the database to create"
            placeholder={busy ? AI_GENERATING_MESSAGE : AI_PROMPT_PLACEHOLDER}
            value={busy ? '' : text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setNotice(null);
            }}
            onKeyDown={handleKeyDown}
            disabled={busy}
            maxLength={AI_QUERY_MAX}
            autosize
            minRows={1}
            maxRows={6}
            variant="unstyled"
          />
          <ActionIcon
            type="submit"
            size="lg"
            radius="md"
            aria-label="Send"
            disabled={busy || blank}
          >
            {busy ? <Loader size={16} color="var(--relata-text)" /> : <IconSend2 size={18} />}
          </ActionIcon>
        </div>
        <VisuallyHidden role="status">{busy ? AI_GENERATING_MESSAGE : ''}</VisuallyHidden>
        {(notice !== null || showPromptCounter(text.length)) && (
          <div className={classes.meta}>
            {notice !== null && (
              <span className={classes.notice} role="alert">
                {notice}
              </span>
            )}
            {showPromptCounter(text.length) && (
              <span
                className={classes.counter}
                data-full={text.length >= AI_QUERY_MAX || undefined}
              >
                {text.length} / {AI_QUERY_MAX}
              </span>
            )}
          </div>
        )}
      </form>
    </div>
  );
}
