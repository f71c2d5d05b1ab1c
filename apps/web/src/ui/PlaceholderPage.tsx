import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Props of PlaceholderPage. */
export interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A screen that shows only its title until the issue that owns it builds it. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
