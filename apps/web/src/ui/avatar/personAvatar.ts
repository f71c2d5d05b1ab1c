import type { AvatarColor } from './avatarModel';

/**
 * How a person's avatar looks without a picture: their initials, in one colour. Every avatar of
 * a person (the account menu, the team, the project overview, versions, who is in the diagram)
 * takes both from here, so one person never shows as "DA" in one place and "DR" in another, or
 * in two colours (issue 36, item A7). The colour is the app's for everyone: a person's role is
 * said by the role badge beside their name, and a role differs from project to project.
 */
export interface PersonAvatar {
  initials: string;
  color: AvatarColor;
}

/** The colour of every person's avatar. */
export const PERSON_AVATAR_COLOR: AvatarColor = 'primary';

/**
 * A person's avatar from their shown name ("Dana Reyes": DR, the first letters of its first two
 * words), else from their e-mail address (its first letter); no initials for neither.
 */
export function personAvatar(name: string, email = ''): PersonAvatar {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [email.trim()[0] ?? ''];
  return { initials: letters.join('').toUpperCase(), color: PERSON_AVATAR_COLOR };
}

/** A person's shown name: first and last name, else their e-mail address. */
export function personName(person: {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}): string {
  const name = [person.firstname ?? '', person.lastname ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || (person.email ?? '');
}
