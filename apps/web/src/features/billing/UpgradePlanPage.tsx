import { Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { isLive } from '@relata/core';
import { useState } from 'react';
import { Loading } from '../../ui/Loading';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CurrentSubscriptionPanel } from './CurrentSubscriptionPanel';
import { DEFAULT_BILLING_PERIOD, planCardAction, type BillingPeriod } from './model/planCards';
import { PlanCard } from './PlanCard';
import { TestModeNotice } from './TestModeNotice';
import { useCatalogue } from './useCatalogue';
import { usePlanChoice } from './usePlanChoice';
import { useSubscriptions } from './useSubscriptions';

/** Props of UpgradePlanPage. */
export interface UpgradePlanPageProps {
  /** The settings' Plan tab embeds the page without its heading (spec 1 §2). */
  hideHeading?: boolean;
}

const PERIODS = [
  { label: 'Monthly', value: 'monthly' },
  { label: 'Annual', value: 'annual' },
];

function isPeriod(value: string): value is BillingPeriod {
  return value === 'annual' || value === 'monthly';
}

/**
 * Plan selection (spec 1 §2 "Upgrade plan page"): the billing toggle (annual by default), the
 * plan cards, a disabled coupon input; choosing a plan starts checkout, or for a subscribed user
 * changes the plan; the subscription can be cancelled and managed in the billing portal.
 */
export function UpgradePlanPage({ hideHeading = false }: UpgradePlanPageProps) {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const catalogue = useCatalogue();
  const subscriptions = useSubscriptions().data ?? [];
  const live = subscriptions.find(isLive);
  const choice = usePlanChoice(live);
  const plans = catalogue.data?.plans ?? [];
  return (
    <Stack gap="lg">
      {!hideHeading && <UpgradePlanHeading />}
      {catalogue.data?.provider === 'test' && <TestModeNotice />}
      {live && (
        <CurrentSubscriptionPanel
          cancellable={!live.cancel_at_period_end}
          cancelling={choice.cancelling}
          openingPortal={choice.openingPortal}
          onCancel={choice.cancel}
          onOpenPortal={choice.openPortal}
        />
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        <SegmentedControl
          aria-label="Billing period"
          data={PERIODS}
          value={period}
          onChange={(value) => isPeriod(value) && setPeriod(value)}
        />
        <TextInput label="Coupon" placeholder="Coupon code" disabled w={220} />
      </Group>
      {catalogue.isPending && <Loading label="Loading plans" />}
      {catalogue.isError && (
        <Text c="dimmed">The plans could not be loaded. Please try again later.</Text>
      )}
      {catalogue.data?.plans.length === 0 && (
        <Text c="dimmed">No plans are available right now.</Text>
      )}
      {/* Columns follow the page's own width, so the settings tab gets as few as it has room for. */}
      <SimpleGrid type="container" cols={gridColumns(plans.length)} spacing="lg">
        {plans.map((view) => {
          const action = planCardAction(view, period, live);
          const priceId = 'priceId' in action ? action.priceId : undefined;
          return (
            <PlanCard
              key={view.productId}
              view={view}
              period={period}
              action={action}
              loading={priceId !== undefined && choice.pendingPriceId === priceId}
              disabled={choice.busy}
              onChoose={choice.choose}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** One column on phones, then two and three as room allows, never more than there are plans. */
function gridColumns(count: number) {
  const most = Math.max(1, count);
  return { base: 1, '640px': Math.min(2, most), '1000px': Math.min(3, most) };
}

function UpgradePlanHeading() {
  useDocumentTitle('Upgrade Plan');
  return (
    <Stack gap={4}>
      <Title order={1}>Upgrade Plan</Title>
      <Text c="dimmed">Choose the plan that fits how you design databases. Prices in euro.</Text>
    </Stack>
  );
}
