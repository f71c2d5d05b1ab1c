import { Badge, Group, Text } from '@mantine/core';
import type { Profile } from '@relata/core';
import { IconBrandGithub, IconBrandGoogle, IconKey } from '@tabler/icons-react';

const PROVIDERS: Record<string, { label: string; Icon: typeof IconKey }> = {
  email: { label: 'E-mail and password', Icon: IconKey },
  google: { label: 'Google', Icon: IconBrandGoogle },
  github: { label: 'GitHub', Icon: IconBrandGithub },
};

/** Props of IdentityList. */
export interface IdentityListProps {
  identities: Profile['identities'];
}

/** The ways the user signs in (spec 1 §2 "connected identities"). */
export function IdentityList({ identities }: IdentityListProps) {
  if (identities.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No connected identities.
      </Text>
    );
  }
  return (
    <Group gap="xs" component="ul" aria-label="Connected identities" p={0} m={0}>
      {identities.map(({ provider }) => {
        const known = PROVIDERS[provider];
        const Icon = known?.Icon ?? IconKey;
        return (
          <Badge
            key={provider}
            component="li"
            variant="light"
            size="lg"
            tt="none"
            leftSection={<Icon size={14} aria-hidden="true" />}
          >
            {known?.label ?? provider}
          </Badge>
        );
      })}
    </Group>
  );
}
