import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatEuro, type PlanView } from '@relata/core';
import { useId } from 'react';
import classes from './UpgradePlan.module.css';
import { shownMonthlyPrice, type BillingPeriod, type PlanCardAction } from './model/planCards';
import { PlanFeatureList } from './PlanFeatureList';

/** Props of PlanCard. */
export interface PlanCardProps {
  view: PlanView;
  period: BillingPeriod;
  action: PlanCardAction;
  /** This card's checkout or change is under way. */
  loading: boolean;
  /** Another write is under way, so this card's button waits. */
  disabled: boolean;
  onChoose: (view: PlanView, period: BillingPeriod, action: PlanCardAction) => void;
}

function buttonLabel(view: PlanView, action: PlanCardAction): string {
  switch (action.kind) {
    case 'checkout':
      return `Choose ${view.name}`;
    case 'change':
      return `Switch to ${view.name}`;
    case 'current':
      return 'Current plan';
    case 'unavailable':
      return 'Not available';
  }
}

/**
 * One plan of the upgrade page (spec 1 §2, §3 "Plan view"): name, description, the price per
 * month for the chosen period with the other period's price, what it includes, its features
 * and not-included items, and the popular highlight.
 */
export function PlanCard({ view, period, action, loading, disabled, onChoose }: PlanCardProps) {
  const titleId = useId();
  const other =
    period === 'annual'
      ? `Billed yearly · ${formatEuro(view.monthlyPrice)} / month billed monthly`
      : `Billed monthly · ${formatEuro(view.annualPricePerMonth)} / month billed yearly`;
  const idle = action.kind === 'current' || action.kind === 'unavailable';
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="lg"
      className={classes.card}
      data-popular={view.isPopular || undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {view.name}
          </Title>
          {view.isPopular && <Badge variant="filled">Most popular</Badge>}
        </Group>
        {view.description && (
          <Text size="sm" c="dimmed">
            {view.description}
          </Text>
        )}
        <div>
          <Group gap={6} align="baseline">
            <Text component="span" className={classes.price} data-testid="plan-price">
              {formatEuro(shownMonthlyPrice(view, period))}
            </Text>
            <Text component="span" c="dimmed">
              / month
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {other}
          </Text>
        </div>
        <Button
          fullWidth
          variant={view.isPopular ? 'filled' : 'light'}
          disabled={idle || (disabled && !loading)}
          loading={loading}
          onClick={() => onChoose(view, period, action)}
        >
          {buttonLabel(view, action)}
        </Button>
        {view.includesPlan && (
          <Text size="sm" fw={600}>
            Everything in {view.includesPlan}, plus:
          </Text>
        )}
        <PlanFeatureList items={view.features} included label={`${view.name} features`} />
        <PlanFeatureList
          items={view.notIncluded}
          included={false}
          label={`Not included in ${view.name}`}
        />
      </Stack>
    </Paper>
  );
}
