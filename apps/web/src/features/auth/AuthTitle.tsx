import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** Props of AuthTitle. */
export interface AuthTitleProps {
  title: string;
  text?: string;
}

/** The heading of a signed-out page and its line of text; also names the browser tab. */
export function AuthTitle({ title, text }: AuthTitleProps) {
  useDocumentTitle(title);
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {text && <Text c="dimmed">{text}</Text>}
    </Stack>
  );
}
