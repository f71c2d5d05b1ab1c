import { ActionIcon, Badge, Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { planLabel } from './plans';
import { usePlan } from './usePlan';
import { useSubscriptionSync } from './useSubscriptionSync';
import { Hint } from '../../ui/hint/Hint';

const UPGRADE_PATH = '/app/upgrade-plan';

/**
 * Navbar item: "Upgrade Plan" for users without a live subscription, else the plan's label
 * (spec 1 §2). The navbar is always there while signed in, so it also keeps the subscription live.
 */
export function PlanStatus() {
  useSubscriptionSync();
  const plan = usePlan();
  if (plan !== 'free') {
    return (
      <Badge
        component={Link}
        to={UPGRADE_PATH}
        variant="light"
        size="lg"
        data-testid="plan-label"
        style={{ cursor: 'pointer' }}
      >
        {planLabel(plan)}
      </Badge>
    );
  }
  const icon = <IconSparkles size={16} aria-hidden="true" />;
  return (
    <>
      <Button
        component={Link}
        to={UPGRADE_PATH}
        variant="light"
        size="compact-sm"
        leftSection={icon}
        visibleFrom="xs"
      >
        Upgrade Plan
      </Button>
      {/* Narrow screens keep the link, as an icon with the same accessible name. */}
      <Hint label="Upgrade Plan">
        <ActionIcon
          component={Link}
          to={UPGRADE_PATH}
          variant="light"
          size="lg"
          aria-label="Upgrade Plan"
          hiddenFrom="xs"
        >
          {icon}
        </ActionIcon>
      </Hint>
    </>
  );
}
