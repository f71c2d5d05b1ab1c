import { Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Loading } from '../../ui/Loading';

/** What QueryList reads of a list query. */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T[] | undefined;
}

/** Props of QueryList. */
export interface QueryListProps<T> {
  query: ListQuery<T>;
  /** The list's accessible name ("Access tokens"). */
  label: string;
  /** The spinner's label while the list loads. */
  loadingLabel: string;
  /** Said when the list could not be loaded. */
  failure: string;
  /** Said when the list is empty; the empty list is shown without it. */
  empty?: string;
  children: (item: T) => ReactNode;
}

/** A loaded list of the security settings: a spinner, a failure line, an empty line or the items. */
export function QueryList<T>({
  query,
  label,
  loadingLabel,
  failure,
  empty,
  children,
}: QueryListProps<T>) {
  if (query.isPending)
    return (
      <Center py="md">
        <Loading label={loadingLabel} />
      </Center>
    );
  if (query.isError || !query.data)
    return (
      <Text c="dimmed" size="sm">
        {failure}
      </Text>
    );
  if (query.data.length === 0 && empty)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {query.data.map(children)}
    </Stack>
  );
}
