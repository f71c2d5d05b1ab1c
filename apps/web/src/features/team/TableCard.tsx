import { Center, Loader, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of TableCard. */
export interface TableCardProps {
  /** While true a spinner named by `loadingLabel` stands in for the table. */
  loading: boolean;
  loadingLabel: string;
  children: ReactNode;
}

/** A team table on its card, with a spinner while it loads. */
export function TableCard({ loading, loadingLabel, children }: TableCardProps) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--relata-surface)">
      {loading ? (
        <Center py="lg">
          <Loader aria-label={loadingLabel} />
        </Center>
      ) : (
        children
      )}
    </Paper>
  );
}
