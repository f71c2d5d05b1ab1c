import { AI_PROMPT_PLACEHOLDER } from '@relata/core';
import classes from './AiPromptBox.module.css';

/**
 * The AI prompt box as it looks empty, until its code has loaded: it takes the same room at the
 * bottom of the canvas (`data-canvas-room`), so the diagram's first view, made before the box
 * loads, keeps the tables above it (issue 36, item B12). Nothing in it can be used yet.
 */
export function PromptBoxStandIn() {
  return (
    <div className={classes.dock} data-canvas-room="" aria-hidden="true">
      <div className={classes.box}>
        <div className={`${classes.field} ${classes.standIn}`}>{AI_PROMPT_PLACEHOLDER}</div>
      </div>
    </div>
  );
}
