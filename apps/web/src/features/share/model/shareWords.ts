import {
  DATABASE_TYPE_LABELS,
  DATABASE_TYPES,
  SHARE_GONE,
  timeAgo,
  type ShareLink,
} from '@relata/core';

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A stored timestamp as the day it falls on here: "Dec 3, 2026". */
export const dayOf = (at: string) => day.format(new Date(at));

/** Who may frame a link, in words: "Off", "Any site", or its origins. */
export function embeddingWords(link: Pick<ShareLink, 'embed' | 'embed_origins'>): string {
  if (link.embed === 'any') return 'Any site';
  if (link.embed === 'origins') return link.embed_origins.join(', ') || 'No origins';
  return 'Off';
}

/** Whether a link has expired by `now` (the server answers 404 for it from then on). */
export function isExpired(link: Pick<ShareLink, 'expires_at'>, now: Date): boolean {
  return link.expires_at !== null && new Date(link.expires_at).getTime() <= now.getTime();
}

/** What a link's listing says of it, one fact a phrase, in the order the list shows them. */
export function shareFacts(link: ShareLink, now: Date): { made: string[]; settings: string[] } {
  const expires = link.expires_at
    ? `${isExpired(link, now) ? 'Expired' : 'Expires'}: ${dayOf(link.expires_at)}`
    : 'Expires: Never';
  return {
    made: [
      `${link.prefix}…`,
      `Created by ${link.created_by?.name ?? 'a former member'}`,
      `Created ${dayOf(link.created_at)}`,
      expires,
    ],
    settings: [
      `Password: ${link.has_password ? 'yes' : 'no'}`,
      `SQL and exports: ${link.include_sql ? 'included' : 'not included'}`,
      `Live: ${link.live ? 'yes' : 'no'}`,
      `Embedding: ${embeddingWords(link)}`,
      link.last_opened_at
        ? `Last opened ${timeAgo(link.last_opened_at, now).toLowerCase()}`
        : 'Never opened',
    ],
  };
}

/** A project's dialect as the share page's header names it ("PostgreSQL"). */
export function dialectName(databaseType: string): string {
  const known = DATABASE_TYPES.find((t) => t === databaseType);
  return known ? DATABASE_TYPE_LABELS[known] : databaseType;
}

/**
 * SHARE_GONE's words as the gone screen shows them, a heading and the line under it: "This link
 * is gone" and "It was revoked or it expired."
 */
export function goneWords(message = SHARE_GONE): { heading: string; detail: string } {
  const cut = message.indexOf(': ');
  if (cut === -1) return { heading: message, detail: '' };
  const rest = message.slice(cut + 2);
  return { heading: message.slice(0, cut), detail: rest.charAt(0).toUpperCase() + rest.slice(1) };
}
