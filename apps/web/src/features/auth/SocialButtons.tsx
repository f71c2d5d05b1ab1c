import { Button, Stack } from '@mantine/core';
import { IconBrandGithub, IconBrandGoogle } from '@tabler/icons-react';
import type { SocialProvider } from '../../lib/session/accountApi';

/** Props of SocialButtons. */
export interface SocialButtonsProps {
  /** The provider whose sign-in is starting, if any (its button shows a loader). */
  pending: SocialProvider | undefined;
  onSelect: (provider: SocialProvider) => void;
}

const PROVIDERS = [
  { id: 'google', label: 'Continue with Google', Icon: IconBrandGoogle },
  { id: 'github', label: 'Continue with GitHub', Icon: IconBrandGithub },
] as const;

/** "Continue with Google" and "Continue with GitHub" (spec 1 §2). */
export function SocialButtons({ pending, onSelect }: SocialButtonsProps) {
  return (
    <Stack gap="xs">
      {PROVIDERS.map(({ id, label, Icon }) => (
        <Button
          key={id}
          variant="default"
          fullWidth
          leftSection={<Icon size={18} aria-hidden="true" />}
          loading={pending === id}
          disabled={pending !== undefined && pending !== id}
          onClick={() => onSelect(id)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
