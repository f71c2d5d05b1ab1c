import { Badge } from '@mantine/core';
import type { Role } from '@relata/core';
import { ROLE_COLORS } from '../lib/project/roles';

/** Props of RoleBadge. */
export interface RoleBadgeProps {
  role: Role;
  size?: 'xs' | 'sm' | 'md';
}

/** A project role as a coloured badge (spec 1 §6: on project cards and invitations). */
export function RoleBadge({ role, size = 'sm' }: RoleBadgeProps) {
  return (
    <Badge color={ROLE_COLORS[role]} variant="light" size={size} style={{ flexShrink: 0 }}>
      {role}
    </Badge>
  );
}
