import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountButton } from '../../app/shell/AccountButton';
import { personAvatar } from '../../ui/avatar/personAvatar';
import { MemberAvatar } from './MemberAvatar';

describe('one person, one avatar (issue 36, item A7)', () => {
  it('shows an Admin in the team as in the account menu: the same initials in the same colour', () => {
    const user = {
      firstname: 'Dana',
      lastname: 'Reyes',
      email: 'dana@example.com',
      avatar_url: null,
    };
    render(
      <MantineProvider>
        <MemberAvatar
          member={{ user, role: 'Admin' } as Parameters<typeof MemberAvatar>[0]['member']}
        />
        <AccountButton
          avatarUrl={null}
          name="Dana Reyes"
          initials={personAvatar('Dana Reyes', user.email).initials}
        />
      </MantineProvider>,
    );
    const [team, account] = screen.getAllByRole('img', { name: 'Dana Reyes' });
    expect(team?.textContent).toBe('DR');
    expect(account?.textContent).toBe('DR');
    const background = (el: HTMLElement | undefined) => el?.style.getPropertyValue('--avatar-bg');
    expect(background(team)).not.toBe('');
    expect(background(team)).toBe(background(account));
  });
});
