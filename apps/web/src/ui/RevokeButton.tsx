import { Button } from '@mantine/core';

/** Props of RevokeButton. */
export interface RevokeButtonProps {
  /** What it revokes, as its list names it ("Revoke CI"). */
  name: string;
  revoking: boolean;
  onRevoke: () => void;
}

/** A list item's Revoke (access tokens, share links): red, compact, named after its item. */
export function RevokeButton({ name, revoking, onRevoke }: RevokeButtonProps) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      loading={revoking}
      onClick={onRevoke}
      aria-label={`Revoke ${name}`}
      style={{ flex: 'none' }}
    >
      Revoke
    </Button>
  );
}
