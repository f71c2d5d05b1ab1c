import { matchesSearch, type Member } from '@relata/core';

/** A member's display name: first and last name, else the e-mail address. */
export function memberName(member: Pick<Member, 'user'>): string {
  const name = [member.user.firstname, member.user.lastname ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || member.user.email;
}

/**
 * The members a "Search Team Members" query shows: every word of it in the name or the e-mail,
 * case-insensitive (the project search rule of spec 1 §5, applied to people).
 */
export function filterMembers<M extends Pick<Member, 'user'>>(
  members: readonly M[],
  query: string,
): M[] {
  return members.filter((m) => matchesSearch(`${memberName(m)} ${m.user.email}`, query));
}
