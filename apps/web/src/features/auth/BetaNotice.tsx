import { Anchor, Text } from '@mantine/core';
import { IMPRINT_URL } from '../../app/shell/PageFooter';

/** The beta notice of the login page (spec 1 §2), linking the contact page. */
export function BetaNotice() {
  return (
    <Text size="xs" c="dimmed" ta="center">
      We are still in beta, so you might experience some issues. If you do, please reach out to us
      via our{' '}
      <Anchor href={IMPRINT_URL} target="_blank" rel="noopener" inherit>
        contact page
      </Anchor>
      .
    </Text>
  );
}
