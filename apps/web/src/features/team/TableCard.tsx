import { Center, Paper } from '@mantine/core';
import { Loading } from '../../ui/Loading';
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
          <Loading label={loadingLabel} />
        </Center>
      ) : (
        children
      )}
    </Paper>
  );
}
