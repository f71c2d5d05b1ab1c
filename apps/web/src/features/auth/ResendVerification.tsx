import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api/ApiError';
import { accountApi } from '../../lib/session/accountApi';

/** Props of ResendVerification. */
export interface ResendVerificationProps {
  email: string;
}

/** The way out of "please verify your e-mail first": sends the verification mail again. */
export function ResendVerification({ email }: ResendVerificationProps) {
  const resend = useMutation({
    mutationFn: () => accountApi.resendVerification(email),
    meta: { errorToast: false },
  });
  if (resend.isSuccess) {
    return (
      <Text size="sm" mt="xs" role="status">
        A new verification email is on its way to {email}.
      </Text>
    );
  }
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        mt="xs"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Resend verification email
      </Button>
      {resend.isError && (
        <Text size="sm" mt="xs" c="var(--relata-error)">
          {errorMessage(resend.error)}
        </Text>
      )}
    </>
  );
}
