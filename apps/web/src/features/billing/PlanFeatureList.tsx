import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** Props of PlanFeatureList. */
export interface PlanFeatureListProps {
  items: readonly string[];
  /** Not-included items are crossed out in muted text. */
  included: boolean;
  label: string;
}

/** A plan card's features, or its not-included items (spec 1 §3 "Plan view"). */
export function PlanFeatureList({ items, included, label }: PlanFeatureListProps) {
  if (items.length === 0) return null;
  const icon = (
    <ThemeIcon size={20} radius="xl" variant="light" color={included ? 'teal' : 'gray'}>
      {included ? (
        <IconCheck size={13} aria-hidden="true" />
      ) : (
        <IconX size={13} aria-hidden="true" />
      )}
    </ThemeIcon>
  );
  return (
    <List spacing={6} size="sm" icon={icon} aria-label={label} c={included ? undefined : 'dimmed'}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
