import type { Member } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { filterMembers, memberName } from './members';

function member(firstname: string, lastname: string | null, email: string): Member {
  return {
    project_id: 'p1',
    user_id: email,
    role: 'Viewer',
    created_at: '2026-01-01T00:00:00.000Z',
    user: { firstname, lastname, email, avatar_url: null },
  };
}

describe('members', () => {
  const ada = member('Ada', 'Lovelace', 'ada@example.com');
  const grace = member('Grace', null, 'grace@navy.mil');
  const blank = member('', null, 'who@example.com');

  it('names a member by first and last name, else by e-mail', () => {
    expect(memberName(ada)).toBe('Ada Lovelace');
    expect(memberName(grace)).toBe('Grace');
    expect(memberName(blank)).toBe('who@example.com');
  });

  it('finds members by every word of the query in name or e-mail', () => {
    expect(filterMembers([ada, grace, blank], 'love ADA')).toEqual([ada]);
    expect(filterMembers([ada, grace, blank], 'navy')).toEqual([grace]);
    expect(filterMembers([ada, grace, blank], '')).toHaveLength(3);
    expect(filterMembers([ada, grace, blank], 'nobody')).toEqual([]);
  });
});
