import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RelataLogo } from '../../ui/RelataLogo';
import classes from './SharePage.module.css';

/** Props of ShareNotice. */
export interface ShareNoticeProps {
  /** The page's heading (its h1). */
  title: string;
  /** What the heading says more, under it. */
  detail?: string;
  children?: ReactNode;
}

/** A share page that shows no diagram: the link is gone, needs its password, or failed to load. */
export function ShareNotice({ title, detail, children }: ShareNoticeProps) {
  return (
    <div className={classes.notice}>
      <RelataLogo size={36} />
      <Paper component="main" className={classes.card} withBorder radius="lg" p="xl" shadow="sm">
        <Stack gap="md">
          <Title order={1} size="h3">
            {title}
          </Title>
          {detail && <Text c="dimmed">{detail}</Text>}
          {children}
        </Stack>
      </Paper>
    </div>
  );
}
