import { Anchor, Group } from '@mantine/core';
import { ThemeSwitcher } from '../../ui/ThemeSwitcher';

/** Static page with the operator's contact details; self-hosters edit apps/web/public/imprint.html. */
export const IMPRINT_URL = '/imprint.html';

/** Props of PageFooter. */
export interface PageFooterProps {
  /** Public pages offer the theme switcher here; signed-in users have it in the avatar menu. */
  withThemeSwitcher?: boolean;
}

/** The "Contact & Imprint" line at the bottom of most pages (spec 1 §2). */
export function PageFooter({ withThemeSwitcher = false }: PageFooterProps) {
  return (
    <Group component="footer" justify="center" gap="lg" py="md">
      <Anchor href={IMPRINT_URL} target="_blank" rel="noopener" size="sm" c="dimmed">
        Contact &amp; Imprint
      </Anchor>
      {withThemeSwitcher && <ThemeSwitcher />}
    </Group>
  );
}
