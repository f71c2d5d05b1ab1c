import { Text, type TextProps } from '@mantine/core';

/** Props of EmailText. */
export interface EmailTextProps extends TextProps {
  email: string;
}

/** An e-mail address that, when it must wrap, wraps after the "@" rather than mid-word. */
export function EmailText({ email, ...props }: EmailTextProps) {
  const at = email.indexOf('@');
  return (
    <Text {...props} style={{ overflowWrap: 'anywhere' }}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </Text>
  );
}
