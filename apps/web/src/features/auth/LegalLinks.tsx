import { Anchor, Group } from '@mantine/core';
import { IMPRINT_URL } from '../../app/shell/PageFooter';

/** Static pages with the operator's terms (apps/web/public/terms.html). */
export const TERMS_URL = '/terms.html';
/** Static page with the privacy policy (apps/web/public/privacy.html). */
export const PRIVACY_URL = '/privacy.html';

const LINKS = [
  { href: TERMS_URL, label: 'Terms of Service' },
  { href: PRIVACY_URL, label: 'Privacy Policy' },
  { href: IMPRINT_URL, label: 'Imprint' },
];

/** Terms, privacy and imprint, each opened in a new tab (spec 1 §2, login and registration). */
export function LegalLinks() {
  return (
    <Group component="nav" aria-label="Legal" justify="center" gap="md">
      {LINKS.map((link) => (
        <Anchor
          key={link.href}
          href={link.href}
          target="_blank"
          rel="noopener"
          size="xs"
          c="dimmed"
        >
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
