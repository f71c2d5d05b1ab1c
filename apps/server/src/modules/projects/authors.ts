/** Who made an item of a project (a version, a saved query), as its list shows them. */
import { formatName } from './events';

/**
 * The author's columns, for a list that joins `user as u` and `profiles as p` on its item's
 * `created_by`.
 */
export const AUTHOR_COLUMNS = [
  'u.email as author_email',
  'u.image as author_image',
  'p.firstname as author_firstname',
  'p.lastname as author_lastname',
  'p.avatar_url as author_avatar',
] as const;

/** A row's author columns; all null once the author's account is gone. */
export interface AuthorColumns {
  author_email: string | null;
  author_image: string | null;
  author_firstname: string | null;
  author_lastname: string | null;
  author_avatar: string | null;
}

/** The author as a list shows them: their display name (formatName) and avatar, or null. */
export function authorOf(r: AuthorColumns): { name: string; image: string | null } | null {
  if (r.author_email === null) return null;
  const name = formatName({
    email: r.author_email,
    firstname: r.author_firstname ?? '',
    lastname: r.author_lastname,
  });
  return { name, image: r.author_avatar ?? r.author_image };
}
