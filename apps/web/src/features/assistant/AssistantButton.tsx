import { UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { Hint } from '../../ui/hint/Hint';
import { ASSISTANT_NAME } from '../../ui/mascot/assistantName';
import { RelMascot } from '../../ui/mascot/RelMascot';
import classes from './AssistantDock.module.css';

/** Props of AssistantButton: whether the chat is open, and a button's props. */
export interface AssistantButtonProps extends ComponentPropsWithRef<'button'> {
  open: boolean;
}

/** Rel's floating button that opens and closes the chat, before and after the chat has loaded. */
export function AssistantButton({ open, ...props }: AssistantButtonProps) {
  const label = open
    ? `Close ${ASSISTANT_NAME}, the assistant`
    : `Ask ${ASSISTANT_NAME}, the assistant`;
  return (
    <Hint label={`Ask ${ASSISTANT_NAME}`} side="left" disabled={open}>
      <UnstyledButton className={classes.fab} aria-label={label} aria-expanded={open} {...props}>
        <RelMascot size={40} still />
      </UnstyledButton>
    </Hint>
  );
}
