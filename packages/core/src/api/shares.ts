import { z } from 'zod';
import { visualizationSettingsSchema } from './visualization';

/**
 * Share links (issue 41): a link an Admin makes so that someone without an account can look at a
 * project's diagram read-only, at `/s/{token}`, or framed at `/embed/{token}`. The token is 128
 * random bits, shown once and kept as a hash. A link may expire, need a password, leave the SQL
 * and exports out, follow the team's edits live, and say which origins may frame it.
 */

/** A link's token: 16 random bytes as base64url (22 characters). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The header that carries a share link's token on the share API's routes. */
export const SHARE_TOKEN_HEADER = 'x-share-token';
/** The header that carries the grant a link's password unlocked (POST /api/share/unlock). */
export const SHARE_GRANT_HEADER = 'x-share-grant';

/** The lifetimes a link may be given, in days; `null` is a link that does not expire. */
export const SHARE_EXPIRY_DAYS = [1, 7, 30, 90, 365] as const;

/** The longest link name. */
export const SHARE_NAME_MAX = 100;
/** A link's password: at least this long. */
export const SHARE_PASSWORD_MIN = 8;
/** A link's password: at most this long. */
export const SHARE_PASSWORD_MAX = 128;
/** Most live links a project keeps; one more answers 409. */
export const MAX_SHARES_PER_PROJECT = 50;
/** Most origins a link lets frame it. */
export const MAX_EMBED_ORIGINS = 20;

/**
 * Who may frame a link's `/embed/{token}` page: nobody (`none`), any origin (`any`), or the
 * origins a link lists (`origins`).
 */
export const EMBED_MODES = ['none', 'any', 'origins'] as const;
export type EmbedMode = (typeof EMBED_MODES)[number];

/** The answer for a token that is not a link's, or one revoked or expired (404). */
export const SHARE_GONE = 'This link is gone: it was revoked or it expired.';
/** The answer to the share API without the grant a password link needs (401). */
export const SHARE_LOCKED = 'This link needs its password.';
/** The answer to a wrong password (401). */
export const SHARE_WRONG_PASSWORD = 'That password is not right.';

/** An origin as a browser sends it: scheme, host and port, nothing more (`https://wiki.example.com`). */
export const embedOriginSchema = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'must be an origin such as https://wiki.example.com, with no path');

/** POST /api/projects/:projectId/shares: a new link (Admins). */
export const createShareBodySchema = z
  .strictObject({
    name: z
      .string('Link name is required')
      .trim()
      .min(1, 'Link name is required')
      .max(SHARE_NAME_MAX, `Link name must be at most ${SHARE_NAME_MAX} characters`),
    /** 1, 7, 30, 90 or 365 days, or `null` for a link that does not expire. */
    expiresInDays: z.union(
      [z.literal(1), z.literal(7), z.literal(30), z.literal(90), z.literal(365), z.null()],
      'must be 1, 7, 30, 90, 365 or null',
    ),
    /** `null`: anyone with the link may look. */
    password: z
      .string()
      .min(SHARE_PASSWORD_MIN, `Password must be at least ${SHARE_PASSWORD_MIN} characters`)
      .max(SHARE_PASSWORD_MAX, `Password must be at most ${SHARE_PASSWORD_MAX} characters`)
      .nullable(),
    /** Whether the page shows the SQL (the Parser tab) and offers exports. */
    includeSql: z.boolean(),
    /** Whether the page follows the team's edits as they are made. */
    live: z.boolean(),
    embed: z.enum(EMBED_MODES),
    /** The origins that may frame the link when `embed` is `origins` (else empty). */
    embedOrigins: z.array(embedOriginSchema).max(MAX_EMBED_ORIGINS).default([]),
  })
  .superRefine((body, ctx) => {
    if (body.embed === 'origins' && body.embedOrigins.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['embedOrigins'],
        message: 'List at least one origin that may embed the link',
      });
    if (body.embed !== 'origins' && body.embedOrigins.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['embedOrigins'],
        message: 'Origins are listed only when embedding is limited to them',
      });
  });
export type CreateShareBody = z.output<typeof createShareBodySchema>;
/** What a client sends to create a link. */
export type CreateShareBodyInput = z.input<typeof createShareBodySchema>;

/** DELETE /api/projects/:projectId/shares/:shareId. */
export const shareParamsSchema = z.object({ projectId: z.uuid(), shareId: z.uuid() });

/** A link as Admins see it listed: never the token itself, which is shown once. */
export const shareLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters, to tell links apart. */
  prefix: z.string(),
  created_at: z.string(),
  /** `null`: the link does not expire. */
  expires_at: z.string().nullable(),
  has_password: z.boolean(),
  include_sql: z.boolean(),
  live: z.boolean(),
  embed: z.enum(EMBED_MODES),
  embed_origins: z.array(z.string()),
  /** Who made it; `null` once they left the project or deleted their account. */
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** When the link was last opened, if ever. */
  last_opened_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The answer to creating a link: the only time its token (and so its addresses) are shown. */
export const createdShareSchema = shareLinkSchema.extend({
  token: z.string(),
  /** The page's address, `{PUBLIC_URL}/s/{token}`. */
  url: z.string(),
  /** The embed's address, `{PUBLIC_URL}/embed/{token}`. */
  embed_url: z.string(),
});
export type CreatedShare = z.infer<typeof createdShareSchema>;

/**
 * GET /api/share: what a link shows. While it needs a password that was not given (`locked`),
 * nothing of the project is told.
 */
export const shareInfoSchema = z.object({
  locked: z.boolean(),
  project: z
    .object({
      name: z.string(),
      description: z.string(),
      database_type: z.string(),
    })
    .nullable(),
  /** The project's visualization settings (its Admins' defaults); null while locked. */
  visualization: visualizationSettingsSchema.nullable(),
  include_sql: z.boolean(),
  live: z.boolean(),
  expires_at: z.string().nullable(),
});
export type ShareInfo = z.infer<typeof shareInfoSchema>;

/** POST /api/share/unlock: a password link's password. */
export const unlockShareBodySchema = z.strictObject({
  password: z.string().min(1, 'Password is required').max(SHARE_PASSWORD_MAX),
});
export type UnlockShareBody = z.output<typeof unlockShareBodySchema>;

/** The answer to the right password: a grant to send as SHARE_GRANT_HEADER until it expires. */
export const shareGrantSchema = z.object({ grant: z.string(), expires_at: z.string() });
export type ShareGrant = z.infer<typeof shareGrantSchema>;

/**
 * GET /api/share/events (text/event-stream): `change` events carry a live link's diagram changes
 * (the realtime change messages of the diagram's kinds, as members receive them); `gone` says the
 * link was revoked or expired, and the stream ends.
 */
export const SHARE_EVENT_CHANGE = 'change';
export const SHARE_EVENT_GONE = 'gone';
