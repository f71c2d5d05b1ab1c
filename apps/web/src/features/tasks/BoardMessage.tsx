import { Button, Center, Stack, Text } from '@mantine/core';
import { Loading } from '../../ui/Loading';

/** Props of BoardMessage. */
export interface BoardMessageProps {
  text: string;
  loading?: boolean;
  onRetry?: () => void;
}

/** The board's loading, error and empty states. */
export function BoardMessage({ text, loading = false, onRetry }: BoardMessageProps) {
  return (
    <Center py="xl" style={{ flex: 1 }}>
      {loading ? (
        <Loading label={text} />
      ) : (
        <Stack align="center" gap="sm">
          <Text c="dimmed">{text}</Text>
          {onRetry && (
            <Button variant="default" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Stack>
      )}
    </Center>
  );
}
