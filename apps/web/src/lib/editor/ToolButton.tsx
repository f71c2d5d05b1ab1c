import { ActionIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { withShortcut } from './action';
import classes from './toolButton.module.css';
import { Hint } from '../../ui/hint/Hint';

/**
 * A toolbar button of either editor: the action's label as its name, its label and shortcut as
 * its tooltip, pressed for the active tool. One look in both editors: a tool that cannot run
 * now fades instead of turning into a grey box that reads as pressed.
 */
export function ToolButton({
  action,
  icon: Icon,
  pressed,
  disabled,
  onClick,
}: {
  action: { label: string; shortcut?: string };
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  pressed?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Hint label={withShortcut(action)}>
      <ActionIcon
        variant={pressed ? 'filled' : 'subtle'}
        className={classes.tool}
        size="lg"
        aria-label={action.label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Hint>
  );
}
