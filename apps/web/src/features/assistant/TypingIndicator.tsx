import { ASSISTANT_NAME } from '../../ui/mascot/assistantName';
import classes from './AssistantPanel.module.css';

/** The three dots shown while the assistant's answer takes longer than the typing delay. */
export function TypingIndicator() {
  return (
    <div
      className={classes.bubble}
      data-author="assistant"
      data-kind="typing"
      role="status"
      aria-label={`${ASSISTANT_NAME} is typing`}
      data-testid="assistant-typing"
    >
      <span className={classes.dots} aria-hidden>
        <span />
        <span />
        <span />
      </span>
    </div>
  );
}
