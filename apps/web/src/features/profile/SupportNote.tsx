import { Anchor } from '@mantine/core';
import { IMPRINT_URL } from '../../app/shell/PageFooter';

/** Why the e-mail field is disabled: it is changed by support, not in the app (spec 1 §2, §6). */
export function SupportNote() {
  return (
    <>
      The e-mail address cannot be changed in the app. Please{' '}
      <Anchor href={IMPRINT_URL} target="_blank" rel="noopener" inherit>
        contact support
      </Anchor>{' '}
      to change it.
    </>
  );
}
