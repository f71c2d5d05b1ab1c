import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Project } from '@relata/core';
import { IconSelector } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { roleOf } from '../../lib/project/roles';
import { RoleBadge } from '../../ui/RoleBadge';
import classes from './ProjectSelector.module.css';

/** Props of ProjectSelectorButton: the project shown now (once loaded), and a button's props. */
export interface ProjectSelectorButtonProps extends ComponentPropsWithRef<'button'> {
  current: Project | undefined;
}

/** The project selector's button, before and after its drop-down has loaded. */
export function ProjectSelectorButton({ current, ...props }: ProjectSelectorButtonProps) {
  return (
    <UnstyledButton className={classes.target} {...props}>
      <div className={classes.targetText}>
        <Text size="xs" c="dimmed">
          Project
        </Text>
        <Text fw={600} size="sm" truncate="end">
          {current?.name ?? '…'}
        </Text>
      </div>
      {current && <RoleBadge role={roleOf(current)} size="xs" />}
      {/* The name is the visible text and what the button does (WCAG 2.5.3 Label in Name). */}
      <VisuallyHidden>, switch project</VisuallyHidden>
      <IconSelector size={16} aria-hidden="true" className={classes.chevron} />
    </UnstyledButton>
  );
}
